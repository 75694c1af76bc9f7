import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  hasDomain,
  type SearchAction,
  type SearchResult,
  searchResultDomain,
} from "../../../machines/basket/selectors";
import { selectChosenPeriod } from "../../../machines/lookup/selectors";
import { useRoutePaths } from "../../app/brand-context";
import { useLookupActor } from "../domain-search/use-lookup-actor";
import { useBasketActor } from "./use-basket-actor";

interface AddToBasketButtonProps {
  result: SearchResult;
  action: SearchAction;
}

/**
 * The search result's action: asks the basket to add the result, for the period chosen in the results; the basket
 * decides what the result becomes there (period, transfer, two-year offer).
 */
export function AddToBasketButton({ result, action }: AddToBasketButtonProps) {
  const basket = useBasketActor();
  const lookup = useLookupActor();
  const paths = useRoutePaths();
  const domain = searchResultDomain(result);
  const chosenPeriod = useSelector(lookup, (s) => selectChosenPeriod(s, domain));
  const inBasket = useSelector(basket, (s) => hasDomain(s, domain));
  // The button disappears once the domain is in the basket: keep keyboard focus on this row, on its new link.
  const addedFromHere = useRef(false);
  const viewBasket = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (inBasket && addedFromHere.current) viewBasket.current?.focus();
    addedFromHere.current = false;
  }, [inBasket]);
  if (inBasket)
    return (
      <p className="domain-result-in-basket">
        In your basket.{" "}
        <Link ref={viewBasket} to={paths.basket}>
          View basket
        </Link>
      </p>
    );
  const add = () => {
    addedFromHere.current = true;
    basket.send({ type: "basket.domain.add", result, action, period: chosenPeriod });
  };
  return (
    <button type="button" className="add-to-basket" onClick={add}>
      {action === "transfer" ? `Transfer ${domain}` : `Add ${domain} to basket`}
    </button>
  );
}

/** The search results' action slot, filled with the add-to-basket button. */
export function renderAddToBasket(result: SearchResult, action: SearchAction) {
  return <AddToBasketButton result={result} action={action} />;
}
