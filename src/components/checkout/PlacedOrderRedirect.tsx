import { useSelector } from "@xstate/react";
import { Navigate } from "react-router";
import { orderResultPage } from "../../../rules/order/order-status";
import { useRoutePaths } from "../../app/brand-context";
import { orderResultPath } from "./order-result-path";
import { useCheckoutActor } from "./use-checkout-actors";

/** Once checkout has placed the order, the visitor moves to the result page for its status. */
export function PlacedOrderRedirect() {
  const checkout = useCheckoutActor();
  const paths = useRoutePaths();
  const order = useSelector(checkout, (s) => (s.matches("orderPlaced") ? s.context.order : null));
  if (!order) return null;
  return <Navigate replace to={orderResultPath(paths, orderResultPage(order.status), order)} />;
}
