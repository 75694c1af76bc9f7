import { memo, type ReactNode, useId } from "react";
import { resultRowView } from "../../../machines/lookup/result-selectors";
import type { DomainResult } from "../../../machines/lookup/selectors";
import { PriceBlock } from "../ui/PriceBlock";
import { SkeletonLine } from "../ui/SkeletonRows";
import { StatusBadge } from "../ui/StatusBadge";
import { usePriceText } from "../ui/use-price-text";
import "./result-row.css";

export interface ResultRowProps {
  result: DomainResult;
  /** The name searched for: shown on its own as the page's first, larger card (an article, not a list item). */
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

/**
 * One domain search result: the name and its status badge, its prices and period, and a slot for its action. While
 * the name is being checked, placeholders hold the place of its prices, so the row keeps its size when they come.
 */
export const ResultRow = memo(function ResultRow({
  result,
  exactMatch,
  period,
  onPeriodChange,
  renderAction,
}: ResultRowProps) {
  const id = useId();
  const money = usePriceText();
  const row = resultRowView(result, period);
  const { domain, price } = row;
  const Element = exactMatch ? "article" : "li";
  return (
    <Element
      className={`domain-result domain-result--${row.status}${exactMatch ? " domain-result--exact" : ""}`}
      aria-label={exactMatch ? `Your search: ${domain}` : undefined}
    >
      <div className="domain-result-name">
        {exactMatch && <span className="domain-result-eyebrow">Your search</span>}
        <span className="domain-result-domain">{domain}</span>
        <StatusBadge status={row.status} />
      </div>
      {row.checking && (
        <div className="domain-result-prices">
          <SkeletonLine width="narrow" />
          <SkeletonLine width="wide" />
        </div>
      )}
      {price && (
        <div className="domain-result-prices">
          <PriceBlock
            money={money.price}
            price={price.shown}
            periodLabel={price.periodLabel}
            renew={price.renew}
            was={price.was}
            savingsPercent={price.savingsPercent}
            premium={row.isPremium}
          />
          {row.periods.length > 1 && (
            <p className="domain-result-period">
              <label htmlFor={`${id}-period`}>
                Registration period<span className="visually-hidden"> for {domain}</span>
              </label>
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
            <p className="domain-result-two-year">Two-year offer: 2 years for {money.price(row.twoYearOfferPrice)}</p>
          )}
        </div>
      )}
      {renderAction && row.action && <div className="domain-result-action">{renderAction(result, row.action)}</div>}
      {renderAction && row.checking && (
        <div className="domain-result-action">
          <SkeletonLine width="narrow" />
        </div>
      )}
    </Element>
  );
});
