import { useSelector } from "@xstate/react";
import { useSelector as useStoreSelector } from "@xstate/store-react";
import { type CSSProperties, type FormEvent, useEffect, useRef } from "react";
import { Link } from "react-router";
import { hasHosting, hostingPlanCounts } from "../../../machines/basket/selectors";
import {
  catalogueCurrency,
  catalogueFailed,
  catalogueLoading,
  hostingOffers,
  hostingPeriodChoices,
} from "../../../machines/catalogue/selectors";
import { useRoutePaths } from "../../app/brand-context";
import { hostingPeriodStore } from "../../stores/hosting-period";
import { Button } from "../ui/Button";
import { Notice } from "../ui/Notice";
import { HostingPlanCard } from "./HostingPlanCard";
import { useBasketIfRunning, useCatalogueActor, useSendToBasket } from "./use-basket-actor";

/** The middle plan is the one the page recommends (the spec names none): most visitors' choice between the extremes. */
function recommendedPlanIndex(planCount: number): number {
  return Math.floor((planCount - 1) / 2);
}

/** The grid's column count for hosting-plans.css, written into the server's HTML. */
function planColumns(planCount: number): CSSProperties & { "--plan-count": number } {
  return { "--plan-count": planCount };
}

/** No plan is in a basket that has not started. */
const noPlanCounts = new Map<number, number>();

interface HostingPlansProps {
  /** The plans' headings: h2 on a page of plans, h3 in a section of a page. */
  planHeading: "h2" | "h3";
}

/**
 * The catalogue's hosting plans with a period choice and prices, each with its button to buy it, as the hosting page
 * and the home page show them.
 */
export function HostingPlans({ planHeading }: HostingPlansProps) {
  const basket = useBasketIfRunning() ?? undefined;
  const sendToBasket = useSendToBasket();
  const catalogue = useCatalogueActor();
  const paths = useRoutePaths();
  const period = useStoreSelector(hostingPeriodStore, (s) => s.context.period);
  const loading = useSelector(catalogue, catalogueLoading);
  const failed = useSelector(catalogue, catalogueFailed);
  const canRetry = useSelector(catalogue, (s) => s.can({ type: "catalogue.retry" }));
  const offers = useSelector(catalogue, (s) => hostingOffers(s, period));
  const periods = useSelector(catalogue, hostingPeriodChoices);
  const currency = useSelector(catalogue, catalogueCurrency);
  const inBasket = useSelector(basket, (s) => (s ? hostingPlanCounts(s) : noPlanCounts));
  const hostingInBasket = useSelector(basket, (s) => (s ? hasHosting(s) : false));
  const periodChoices = useRef<HTMLFieldSetElement>(null);

  // A period picked before the app started is on the page, not yet in the store: the prices follow it from the start.
  const hasPlans = offers.length > 0;
  useEffect(() => {
    if (!hasPlans) return;
    const picked = periodChoices.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    const choice = periods.find((option) => option.period === picked);
    if (choice && choice.period !== hostingPeriodStore.getSnapshot().context.period)
      hostingPeriodStore.trigger.select({ period: choice.period });
  }, [hasPlans, periods]);

  const addPlan = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
    const offer = offers.find((candidate) => String(candidate.serviceplanId) === submitter?.getAttribute("value"));
    if (offer) sendToBasket({ type: "basket.hosting.add", serviceplanId: offer.serviceplanId, period: offer.period });
  };

  return (
    <>
      {loading && <p role="status">Loading hosting plans…</p>}
      {failed && (
        <Notice tone="error">
          <p>We could not load our hosting plans. Please check your connection and try again.</p>
          <Button disabled={!canRetry} onClick={() => catalogue.send({ type: "catalogue.retry" })}>
            Try again
          </Button>
        </Notice>
      )}
      {currency && offers.length > 0 && (
        // Before the app has started this is a plain form: a plan bought then goes to the checkout address with the
        // plan and the period picked (checkout-order-query.tsx makes the basket). Once started, a plan is added to
        // the basket here. The period is not a controlled input, so a choice made before the start is kept.
        <form method="get" action={paths.checkout} onSubmit={addPlan}>
          <fieldset className="hosting-periods" ref={periodChoices}>
            <legend>Billing period</legend>
            {periods.map((choice) => (
              <label key={choice.period}>
                <input
                  type="radio"
                  name="period"
                  value={choice.period}
                  defaultChecked={choice.period === period}
                  onChange={() => hostingPeriodStore.trigger.select({ period: choice.period })}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          {/* The number of columns is known from the server's HTML, so a page painted before its last plan has
              arrived already has that plan's column: the plans drawn first keep their width when it comes. */}
          <ul className="hosting-plans" style={planColumns(offers.length)}>
            {offers.map((offer, index) => (
              <HostingPlanCard
                key={offer.serviceplanId}
                offer={offer}
                recommended={index === recommendedPlanIndex(offers.length)}
                inBasket={inBasket.get(offer.serviceplanId) ?? 0}
                heading={planHeading}
              />
            ))}
          </ul>
          {hostingInBasket && (
            <p>
              <Link to={paths.basket}>Go to your basket</Link>
            </p>
          )}
        </form>
      )}
    </>
  );
}
