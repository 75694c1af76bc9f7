import { useSelector } from "@xstate/react";
import { Link } from "react-router";
import { describePeriod } from "../../rules/basket/periods";
import type { Period } from "../../rules/basket/types";
import { useRoutePaths } from "../app/brand-context";
import { HostingPlanCard } from "../components/basket/HostingPlanCard";
import { useBasketActor } from "../components/basket/use-basket-actor";
import { PageTitle } from "../components/PageTitle";

/** The hosting landing page: the catalogue's plans with a period choice and prices; adding a plan to the basket. */
export function Component() {
  const basket = useBasketActor();
  const paths = useRoutePaths();
  const catalogueState = useSelector(basket, (s) =>
    s.matches({ ready: { catalogue: "loaded" } })
      ? "loaded"
      : s.matches({ ready: { catalogue: "failed" } })
        ? "failed"
        : "loading",
  );
  const catalogue = useSelector(basket, (s) => s.context.domainsServiceplans);
  const period = useSelector(basket, (s) => s.context.hostingPeriod);
  const orderDetail = useSelector(basket, (s) => s.context.contents.orderDetail);
  const plans = catalogue?.serviceplans.filter((plan) => plan.type === "hosting") ?? [];
  const periods = (plans[0]?.prices ?? []).map((price) => price.period as Period);

  return (
    <section className="page hosting-page">
      <PageTitle>Web hosting</PageTitle>
      <h1>Web hosting</h1>
      <p>Fast, secure hosting for your website. Every plan needs a domain: add one from the search or use your own.</p>
      {catalogueState === "loading" && <p role="status">Loading hosting plans…</p>}
      {catalogueState === "failed" && (
        <div role="alert">
          <p>We could not load our hosting plans. Please check your connection and try again.</p>
          <button type="button" onClick={() => basket.send({ type: "catalogue.retry" })}>
            Try again
          </button>
        </div>
      )}
      {catalogue && plans.length > 0 && (
        <>
          <fieldset className="hosting-periods">
            <legend>Billing period</legend>
            {periods.map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="hosting-period"
                  value={choice}
                  checked={choice === period}
                  onChange={() => basket.send({ type: "hosting.period.select", period: choice })}
                />
                {describePeriod(choice)}
              </label>
            ))}
          </fieldset>
          <ul className="hosting-plans">
            {plans.map((plan) => (
              <HostingPlanCard
                key={plan.serviceplan_id}
                plan={plan}
                period={period}
                currency={catalogue.currency}
                inBasket={orderDetail.filter((line) => line.currentServiceplanID === plan.serviceplan_id).length}
                onAdd={() => basket.send({ type: "basket.hosting.add", serviceplanId: plan.serviceplan_id, period })}
              />
            ))}
          </ul>
          {orderDetail.length > 0 && (
            <p>
              <Link to={paths.basket}>Go to your basket</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
