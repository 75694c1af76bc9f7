import { useSelector } from "@xstate/react";
import { selectDue, selectIsTaxChanged, selectPrice, selectSummaryLines } from "../../../machines/checkout/selectors";
import { Card } from "../ui/Card";
import { Notice } from "../ui/Notice";
import { usePriceText } from "../ui/use-price-text";
import { OrderLine } from "./OrderLine";
import { useCheckoutActor } from "./use-checkout-actors";

/** Lines are worked out afresh from each snapshot: the same lines need no new render. */
const sameLines = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** The basket's lines and totals exactly as the server computed them. */
export function CheckoutSummary() {
  const checkout = useCheckoutActor();
  const price = useSelector(checkout, selectPrice);
  const due = useSelector(checkout, selectDue);
  const isTaxChanged = useSelector(checkout, selectIsTaxChanged);
  const lines = useSelector(checkout, selectSummaryLines, sameLines);
  const money = usePriceText();
  if (!price || !due) return null;
  return (
    <Card as="section" aria-labelledby="summary-heading" className="checkout-summary">
      <h2 id="summary-heading">Your order</h2>
      <ul className="checkout-lines">
        {lines.map((line) => (
          <OrderLine key={line.id} {...line} />
        ))}
      </ul>
      {price.discount > 0 && <p>Your voucher saves {money.price(price.discount)}: the prices above include it.</p>}
      <dl className="checkout-totals">
        <dt>Subtotal</dt>
        <dd>{money.price(price.subtotal - price.discount)}</dd>
        <dt>{money.taxLabel ?? `Tax (${price.tax_rate_percent}%)`}</dt>
        <dd>{money.amount(price.tax)}</dd>
        <dt>Total</dt>
        <dd>{money.withTax(price.total)}</dd>
        {due.credit_applied > 0 && (
          <>
            <dt>Account credit</dt>
            <dd>-{money.amount(due.credit_applied)}</dd>
          </>
        )}
        <dt>To pay now</dt>
        <dd>
          <strong data-testid="amount-due">{money.withTax(due.amount_due)}</strong>
        </dd>
      </dl>
      <Notice tone="info">{isTaxChanged && <p>The tax on your order has changed.</p>}</Notice>
    </Card>
  );
}
