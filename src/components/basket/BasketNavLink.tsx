import { NavLink } from "react-router";
import { useRoutePaths } from "../../app/brand-context";
import { useBasketItemCount, useBasketStartedWhenStored } from "./use-basket-actor";

/** The header's basket link, with the number of items in the basket (it starts at once if this browser keeps one). */
export function BasketNavLink() {
  const paths = useRoutePaths();
  useBasketStartedWhenStored();
  const count = useBasketItemCount();
  return (
    <NavLink to={paths.basket}>
      Basket{" "}
      <span className="basket-count">
        {count}
        <span className="visually-hidden">{count === 1 ? " item" : " items"}</span>
      </span>
    </NavLink>
  );
}
