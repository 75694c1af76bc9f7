import "./price-block.css";

export interface PriceBlockProps {
  /** An amount as the brand shows a price ("£9.99 ex VAT"): `usePriceText().price`. */
  money: (minor: number) => string;
  /** What the first period costs: the price the basket will charge, in minor units. */
  price: number;
  /** "1 year", "2 years". */
  periodLabel: string;
  renew: number;
  /** The regular price, struck through beside a special offer; null without an offer. */
  was: number | null;
  savingsPercent: number;
  /** A premium name: one price for its first year, renewing at its premium price (spec section 4). */
  premium?: boolean;
}

/** A result's prices, most important first: the price to pay now, then what it renews at; an offer shows its saving. */
export function PriceBlock({ money, price, periodLabel, renew, was, savingsPercent, premium }: PriceBlockProps) {
  if (premium)
    return (
      <div className="price-block">
        <p className="price-block-now">
          Premium price <strong>{money(price)}</strong> for the first year
        </p>
        <p className="price-block-renew">renews at {money(renew)} a year</p>
      </div>
    );
  return (
    <div className="price-block">
      {was !== null && (
        <p className="price-block-offer">
          <span className="price-block-saving">Special offer, save {savingsPercent}%</span>{" "}
          <del>
            <span className="visually-hidden">was </span>
            {money(was)}
          </del>
        </p>
      )}
      <p className="price-block-now">
        <strong>{money(price)}</strong> for {periodLabel}
      </p>
      <p className="price-block-renew">renews at {money(renew)}</p>
    </div>
  );
}
