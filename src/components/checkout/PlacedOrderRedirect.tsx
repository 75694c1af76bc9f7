import { useSelector } from "@xstate/react";
import { Navigate } from "react-router";
import { selectPlacedOrder } from "../../../machines/checkout/selectors";
import { useRoutePaths } from "../../app/brand-context";
import { orderResultPath } from "./order-result-path";
import { useCheckoutActor } from "./use-checkout-actors";

/** Once checkout has placed the order, the visitor moves to the result page for its status. */
export function PlacedOrderRedirect() {
  const checkout = useCheckoutActor();
  const paths = useRoutePaths();
  const placed = useSelector(checkout, selectPlacedOrder);
  if (!placed) return null;
  return <Navigate replace to={orderResultPath(paths, placed.page, placed.order)} />;
}
