import { memo, type ReactNode, useId } from "react";
import type { Currency } from "../../../brands/types";
import { type DisplayStatus, type DomainResult, resultRowView } from "../../../machines/lookup/selectors";
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
  const row = resultRowView(result, period);
  const { domain, price } = row;
  return (
    <li className={`domain-result domain-result--${row.status}${exactMatch ? " domain-result--exact" : ""}`}>
      <div className="domain-result-name">
        <span className="domain-result-domain">{domain}</span>
        {exactMatch && <span className="domain-result-badge">Your search</span>}
        <span className="domain-result-status">{statusWords[row.status]}</span>
      </div>
      {price && (
        <div className="domain-result-prices">
          {row.isPremium ? (
            <p>
              Premium price <strong>{formatMoney(price.shown, currency)}</strong> for the first year, renews at{" "}
              {formatMoney(price.renew, currency)} a year
            </p>
          ) : (
            <p>
              {price.was !== null && (
                <span className="domain-result-offer">
                  Special offer, save {price.savingsPercent}%: <span className="visually-hidden">was </span>
                  <del>{formatMoney(price.was, currency)}</del>{" "}
                </span>
              )}
              <strong>{formatMoney(price.shown, currency)}</strong> for {price.periodLabel}, renews at{" "}
              {formatMoney(price.renew, currency)}
            </p>
          )}
          {row.periods.length > 1 && (
            <p className="domain-result-period">
              <label htmlFor={`${id}-period`}>Registration period for {domain}</label>
              <select
                id={`${id}-period`}
                value={price.period}
                onChange={(event) => onPeriodChange(domain, event.target.value)}
              >
                {row.periods.map((choice) => (
                  <option key={choice.period} value={choice.period}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </p>
          )}
          {row.twoYearOfferPrice !== null && (
            <p className="domain-result-two-year">
              Two-year offer: 2 years for {formatMoney(row.twoYearOfferPrice, currency)}
            </p>
          )}
        </div>
      )}
      {renderAction && row.action && <div className="domain-result-action">{renderAction(result, row.action)}</div>}
    </li>
  );
});
