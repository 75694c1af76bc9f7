import { basketTax, basketTotals } from "../../../machines/basket/line-selectors";
import { usePriceText } from "../ui/use-price-text";
import { useBasketView } from "./use-basket-view";

/**
 * The estimate of the basket's total, with the voucher's discount and what the visitor saves; where the brand adds a
 * sales tax, the tax and the total with it, which is the amount checkout takes.
 */
export function BasketTotals() {
  const { selected: summary } = useBasketView(basketTotals);
  const { selected: taxed } = useBasketView(basketTax);
  const money = usePriceText();
  return (
    <section aria-labelledby="basket-totals" className="basket-section basket-totals">
      <h2 id="basket-totals">Summary</h2>
      <dl>
        <dt>Subtotal</dt>
        <dd>{money.price(summary.subtotal)}</dd>
        {summary.discount > 0 && (
          <>
            <dt>Voucher discount</dt>
            <dd>-{money.price(summary.discount)}</dd>
          </>
        )}
        <dt>Total before tax</dt>
        <dd>
          <strong>{money.price(summary.total)}</strong>
        </dd>
        {money.taxLabel && (
          <>
            <dt>{money.taxLabel}</dt>
            <dd>{money.amount(taxed.tax)}</dd>
            <dt>Total with tax</dt>
            <dd>
              <strong data-testid="basket-total-with-tax">{money.withTax(taxed.totalWithTax)}</strong>
            </dd>
          </>
        )}
        {summary.saved > 0 && (
          <>
            <dt>You save</dt>
            <dd>{money.price(summary.saved)}</dd>
          </>
        )}
      </dl>
      <p>
        {money.taxLabel
          ? `Prices exclude ${money.taxLabel}, which the total with tax includes; checkout confirms it before you pay.`
          : "Checkout confirms the final total before you pay."}
      </p>
    </section>
  );
}
