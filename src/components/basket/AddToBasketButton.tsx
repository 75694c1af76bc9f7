import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  hasDomain,
  type SearchAction,
  type SearchResult,
  searchResultDomain,
} from "../../../machines/basket/selectors";
import { addsToBasketAttribute } from "../../app/basket-intent";
import { useRoutePaths } from "../../app/brand-context";
import { StatusBadge } from "../ui/StatusBadge";
import { useAnnounceAdded } from "./AddedToBasketNotice";
import { useAddSearchResult, useBasketIfRunning } from "./use-basket-actor";
import "./add-to-basket.css";

interface AddToBasketButtonProps {
  result: SearchResult;
  action: SearchAction;
}

/**
 * The search result's action: asks the app to add the result to the basket (the app adds the period chosen in the
 * results; the basket decides what the result becomes there: period, transfer, two-year offer). A name already in the basket says so,
 * with a link to the basket, instead.
 */
export function AddToBasketButton({ result, action }: AddToBasketButtonProps) {
  const addSearchResult = useAddSearchResult();
  const basket = useBasketIfRunning() ?? undefined;
  const paths = useRoutePaths();
  const announceAdded = useAnnounceAdded();
  const domain = searchResultDomain(result);
  const inBasket = useSelector(basket, (s) => (s ? hasDomain(s, domain) : false));
  // The button disappears once the domain is in the basket: keep keyboard focus on this row, on its new link.
  const addedFromHere = useRef(false);
  const viewBasket = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (inBasket && addedFromHere.current) {
      viewBasket.current?.focus();
      announceAdded(domain);
    }
    addedFromHere.current = false;
  }, [inBasket, announceAdded, domain]);
  if (inBasket)
    return (
      <p className="in-basket">
        <StatusBadge status="available" label="In basket" />
        <Link ref={viewBasket} to={paths.basket} className="in-basket-link">
          View basket
        </Link>
      </p>
    );
  const add = () => {
    addedFromHere.current = true;
    addSearchResult({ type: "app.searchResult.add", result, action });
  };
  // The visible words are short; the accessible name says which name the button adds.
  return (
    <button type="button" className="add-to-basket" onClick={add} {...{ [addsToBasketAttribute]: "" }}>
      {action === "transfer" ? "Transfer" : "Add"}
      <span className="visually-hidden"> {domain}</span>
      {action === "transfer" ? "" : " to basket"}
    </button>
  );
}

/** The search results' action slot, filled with the add-to-basket button. */
export function renderAddToBasket(result: SearchResult, action: SearchAction) {
  return <AddToBasketButton result={result} action={action} />;
}
