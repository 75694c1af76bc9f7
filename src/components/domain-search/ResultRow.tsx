import { memo, type ReactNode, useId } from "react";
import type { Currency } from "../../../brands/types";
import { describePeriod } from "../../../rules/basket/periods";
import { savingsPercent } from "../../../rules/basket/savings";
import { type DomainResult, resultKey, showsTwoYearOffer } from "../../../rules/lookup/results";
import { type DisplayStatus, isFinalStatus, resultAction } from "../../../rules/lookup/statuses";
import { formatMoney } from "./format-money";

const statusWords: Record<DisplayStatus, string> = {
  available: "Available",
  taken: "Taken",
  unavailable: "Unavailable",
  transfer: "Available to transfer",
  reserved: "Reserved",
  trademarked: "Trademarked",
  premium: "Premium domain",
  preorder: "Available to pre-order",
  bundle: "Available in a bundle",
  started: "Checking…",
  scheduled: "Checking…",
};

export interface ResultRowProps {
  result: DomainResult;
  currency: Currency;
  exactMatch: boolean;
  /** The period the visitor chose (defaults to the result's own). */
  period: string;
  onPeriodChange: (domain: string, period: string) => void;
  /**
   * Renders the action that fits the status (register or transfer; none for other statuses, see `resultAction`),
   * once the status is final. The basket passes its add-to-basket button; the search itself shows no action. A
   * stable function, so a row whose result did not change is not rendered again.
   */
  renderAction?: (result: DomainResult, action: "register" | "transfer") => ReactNode;
}

/** One domain search result: the name, its status in words, its prices and offers, and a slot for its action. */
export const ResultRow = memo(function ResultRow({
  result,
  currency,
  exactMatch,
  period,
  onPeriodChange,
  renderAction,
}: ResultRowProps) {
  const id = useId();
  const domain = resultKey(result);
  const price = result.prices.find((entry) => entry.period === period) ?? result.prices[0];
  const shownPrice = price?.special_offer_price ?? price?.new_price ?? result.new_price;
  const hasOffer = price?.special_offer_price !== null && price?.special_offer_price !== undefined;
  const checking = result.status === "started" || result.status === "scheduled";
  const action = resultAction(result.status);
  const priced = action !== "none";
  const twoYearOffer = showsTwoYearOffer(result, result.twoYearOffer) ? result.twoYearOffer : undefined;
  return (
    <li className={`domain-result domain-result--${result.status}${exactMatch ? " domain-result--exact" : ""}`}>
      <div className="domain-result-name">
        <span className="domain-result-domain">{domain}</span>
        {exactMatch && <span className="domain-result-badge">Your search</span>}
        <span className="domain-result-status">{statusWords[result.status]}</span>
      </div>
      {priced && price && !checking && (
        <div className="domain-result-prices">
          {result.isPremium ? (
            <p>
              Premium price <strong>{formatMoney(shownPrice, currency)}</strong> for the first year, renews at{" "}
              {formatMoney(price.renew_price, currency)} a year
            </p>
          ) : (
            <p>
              {hasOffer && (
                <span className="domain-result-offer">
                  Special offer, save {savingsPercent(shownPrice, price.renew_price)}%:{" "}
                  <span className="visually-hidden">was </span>
                  <del>{formatMoney(price.new_price, currency)}</del>{" "}
                </span>
              )}
              <strong>{formatMoney(shownPrice, currency)}</strong> for {describePeriod(price.period)}, renews at{" "}
              {formatMoney(price.renew_price, currency)}
            </p>
          )}
          {result.prices.length > 1 && (
            <p className="domain-result-period">
              <label htmlFor={`${id}-period`}>Registration period for {domain}</label>
              <select
                id={`${id}-period`}
                value={price.period}
                onChange={(event) => onPeriodChange(domain, event.target.value)}
              >
                {result.prices.map((entry) => (
                  <option key={entry.period} value={entry.period}>
                    {describePeriod(entry.period)}
                  </option>
                ))}
              </select>
            </p>
          )}
          {twoYearOffer && (
            <p className="domain-result-two-year">
              Two-year offer: 2 years for{" "}
              {formatMoney(twoYearOffer.special_offer_price ?? twoYearOffer.new_price, currency)}
            </p>
          )}
        </div>
      )}
      {renderAction && action !== "none" && isFinalStatus(result.status) && (
        <div className="domain-result-action">{renderAction(result, action)}</div>
      )}
    </li>
  );
});
