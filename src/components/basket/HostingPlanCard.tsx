import type { Currency } from "../../../brands/types";
import type { Serviceplan } from "../../../contract/catalogue";
import { describePeriod, periodInMonths } from "../../../rules/basket/periods";
import { savingsPercent } from "../../../rules/basket/savings";
import type { Period } from "../../../rules/basket/types";
import { formatMoney } from "../domain-search/format-money";

interface HostingPlanCardProps {
  plan: Serviceplan;
  period: Period;
  currency: Currency;
  inBasket: number;
  onAdd: () => void;
}

/** One hosting plan of the hosting page: its features, its price for the chosen period, and the add button. */
export function HostingPlanCard({ plan, period, currency, inBasket, onAdd }: HostingPlanCardProps) {
  const price = plan.prices.find((entry) => entry.period === period) ?? plan.prices[0];
  const headingId = `plan-${plan.codename}`;
  if (!price) return null;
  const months = periodInMonths(price.period as Period);
  const firstPrice = price.special_offer_price ?? price.new_price;
  const saving = savingsPercent(firstPrice, price.renew_price);
  return (
    <li className="hosting-plan" aria-labelledby={headingId}>
      <h2 id={headingId}>{plan.name}</h2>
      <p>{plan.description}</p>
      <ul className="hosting-plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="hosting-plan-price">
        <strong>{formatMoney(Math.round(firstPrice / months), currency)}</strong> a month,{" "}
        {formatMoney(firstPrice, currency)} for {describePeriod(price.period as Period)}
        {saving > 0 && <span className="hosting-plan-saving"> (save {saving}%)</span>}
      </p>
      <p className="hosting-plan-renewal">Renews at {formatMoney(price.renew_price, currency)}</p>
      <button type="button" onClick={onAdd}>
        Add {plan.name} to basket
      </button>
      <p className="hosting-plan-added" role="status">
        {inBasket === 0 ? "" : `${plan.name}: ${inBasket} in your basket`}
      </p>
    </li>
  );
}
