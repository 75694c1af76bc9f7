import { useSelector } from "@xstate/react";
import { selectDue, selectIsTaxChanged, selectPrice } from "../../../machines/checkout/selectors";
import { useBrand } from "../../app/brand-context";
import { formatMoney } from "../domain-search/format-money";
import { Card } from "../ui/Card";
import { Notice } from "../ui/Notice";
import { useCheckoutActor } from "./use-checkout-actors";

/** The basket's lines and totals exactly as the server computed them. */
export function CheckoutSummary() {
  const checkout = useCheckoutActor();
  const { defaultCurrency } = useBrand();
  const price = useSelector(checkout, selectPrice);
  const due = useSelector(checkout, selectDue);
  const isTaxChanged = useSelector(checkout, selectIsTaxChanged);
  if (!price || !due) return null;
  const money = (minor: number) => formatMoney(minor, defaultCurrency);
  return (
    <Card as="section" aria-labelledby="summary-heading" className="checkout-summary">
      <h2 id="summary-heading">Your order</h2>
      <ul className="checkout-lines">
        {price.lines.map((line) => (
          <li key={line.item_id}>
            <span>{line.description}</span>
            <span>{money(line.price - line.discount)}</span>
          </li>
        ))}
      </ul>
      {price.discount > 0 && <p>Your voucher saves {money(price.discount)}: the prices above include it.</p>}
      <dl className="checkout-totals">
        <dt>Subtotal</dt>
        <dd>{money(price.subtotal - price.discount)}</dd>
        <dt>Tax ({price.tax_rate_percent}%)</dt>
        <dd>{money(price.tax)}</dd>
        <dt>Total</dt>
        <dd>{money(price.total)}</dd>
        {due.credit_applied > 0 && (
          <>
            <dt>Account credit</dt>
            <dd>-{money(due.credit_applied)}</dd>
          </>
        )}
        <dt>To pay now</dt>
        <dd>
          <strong data-testid="amount-due">{money(due.amount_due)}</strong>
        </dd>
      </dl>
      <Notice tone="info">{isTaxChanged && <p>The tax on your order has changed.</p>}</Notice>
    </Card>
  );
}
