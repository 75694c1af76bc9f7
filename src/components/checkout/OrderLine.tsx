import { usePriceText } from "../ui/use-price-text";

interface OrderLineProps {
  name: string;
  price: number;
  /** "1 year"; null where the period is not known (an order placed before receipts kept it). */
  periodLabel: string | null;
  renewPrice: number | null;
}

/**
 * One line of an order (checkout's summary, the order result page): its name, for how long and what it renews at,
 * then its price, last, where the browser tests read it.
 */
export function OrderLine({ name, price, periodLabel, renewPrice }: OrderLineProps) {
  const money = usePriceText();
  return (
    <li>
      <span>
        {name}
        {periodLabel && renewPrice !== null && (
          <span className="order-line-terms">
            {" "}
            for {periodLabel}, renews at {money.price(renewPrice)}
          </span>
        )}
      </span>
      <span>{money.price(price)}</span>
    </li>
  );
}
