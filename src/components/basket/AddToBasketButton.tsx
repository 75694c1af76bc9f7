import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { type DomainResult, resultKey, showsTwoYearOffer } from "../../../rules/lookup/results";
import { useRoutePaths } from "../../app/brand-context";
import { useLookupActor } from "../domain-search/use-lookup-actor";
import { useBasketActor } from "./use-basket-actor";

interface AddToBasketButtonProps {
  result: DomainResult;
  action: "register" | "transfer";
}

/** The search result's action: adds the domain, for the period chosen in the results, to the basket. */
export function AddToBasketButton({ result, action }: AddToBasketButtonProps) {
  const basket = useBasketActor();
  const lookup = useLookupActor();
  const paths = useRoutePaths();
  const domain = resultKey(result);
  const period = useSelector(lookup, (s) => s.context.selectedPeriods[domain] ?? result.period);
  const inBasket = useSelector(basket, (s) => s.context.contents.domains.some((d) => d.fullDomain === domain));
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
  const useTwoYearOffer = period === "2y" && showsTwoYearOffer(result, result.twoYearOffer);
  const add = () => {
    addedFromHere.current = true;
    basket.send({
      type: "basket.domain.add",
      domain: {
        ...result,
        period: period as DomainResult["period"],
        status: action === "transfer" ? "transfer" : result.status,
        useTwoYearOffer,
      },
    });
  };
  return (
    <button type="button" className="add-to-basket" onClick={add}>
      {action === "transfer" ? `Transfer ${domain}` : `Add ${domain} to basket`}
    </button>
  );
}

/** The search results' action slot, filled with the add-to-basket button. */
export function renderAddToBasket(result: DomainResult, action: "register" | "transfer") {
  return <AddToBasketButton result={result} action={action} />;
}
