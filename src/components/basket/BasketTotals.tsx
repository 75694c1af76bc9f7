import { basketTotals } from "../../../machines/basket/line-selectors";
import { formatMoney } from "../domain-search/format-money";
import { useBasketView } from "./use-basket-view";

/** The estimate of the basket's total, with the voucher's discount and what the visitor saves. */
export function BasketTotals() {
  const { selected: summary, currency } = useBasketView(basketTotals);
  return (
    <section aria-labelledby="basket-totals" className="basket-section basket-totals">
      <h2 id="basket-totals">Summary</h2>
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatMoney(summary.subtotal, currency)}</dd>
        {summary.discount > 0 && (
          <>
            <dt>Voucher discount</dt>
            <dd>-{formatMoney(summary.discount, currency)}</dd>
          </>
        )}
        <dt>Total before tax</dt>
        <dd>
          <strong>{formatMoney(summary.total, currency)}</strong>
        </dd>
        {summary.saved > 0 && (
          <>
            <dt>You save</dt>
            <dd>{formatMoney(summary.saved, currency)}</dd>
          </>
        )}
      </dl>
      <p>Any tax is added at checkout, where the final total is confirmed.</p>
    </section>
  );
}
