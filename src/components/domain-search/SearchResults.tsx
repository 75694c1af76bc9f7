import { useSelector } from "@xstate/react";
import { memo, type ReactNode, useCallback, useDeferredValue } from "react";
import type { Currency } from "../../../brands/types";
import { type DomainResult, exactMatchFirst, pendingCount, resultKey } from "../../../rules/lookup/results";
import { useBrand } from "../../app/brand-context";
import { HumanCheck } from "./HumanCheck";
import { ResultRow } from "./ResultRow";
import { useLookupActor } from "./use-lookup-actor";
import { useProgressiveCount } from "./use-progressive-count";

export interface SearchResultsProps {
  /** The action for a result whose status allows one (the basket's add button); nothing is shown without it. */
  renderAction?: (result: DomainResult, action: "register" | "transfer") => ReactNode;
}

/** The lookup's results, progress and messages, as the lookup actor has them. */
export function SearchResults({ renderAction }: SearchResultsProps) {
  const lookup = useLookupActor();
  const { defaultCurrency } = useBrand();
  const results = useSelector(lookup, (s) => s.context.currentDomainLookup.results);
  const searched = useSelector(lookup, (s) => s.context.searchedInfo);
  const selectedPeriods = useSelector(lookup, (s) => s.context.selectedPeriods);
  const error = useSelector(lookup, (s) => s.context.inputError ?? s.context.apiError);
  const request = useSelector(lookup, (s) =>
    s.matches("searching") ? (s.value as { searching: { request: string } }).searching.request : null,
  );
  const suspended = useSelector(lookup, (s) => s.context.currentDomainLookup.status === "suspended");
  const onPeriodChange = useCallback(
    (domain: string, period: string) => lookup.send({ type: "lookup.period.select", domain, period }),
    [lookup],
  );
  const pendingRequestName = useSelector(lookup, (s) => s.context.pendingRequestName);
  // Rows render in a transition React can interrupt, so a 500-name list never blocks the page for long.
  const deferredResults = useDeferredValue(results);
  const humanCheck = request === "humanCheckRequired" || request === "solvingHumanCheck";
  return (
    <div className="domain-search-results">
      <p className="domain-search-progress" role="status" aria-live="polite">
        {progressText(request, results, suspended)}
      </p>
      <div role="alert" className="domain-search-error">
        {error}
      </div>
      {humanCheck && <HumanCheck />}
      <ResultList
        results={deferredResults}
        searched={searched}
        selectedPeriods={selectedPeriods}
        currency={defaultCurrency}
        onPeriodChange={onPeriodChange}
        renderAction={renderAction}
        searchKey={pendingRequestName}
      />
    </div>
  );
}

interface ResultListProps extends SearchResultsProps {
  results: readonly DomainResult[];
  searched: { name: string; tld: string } | null;
  selectedPeriods: Record<string, string>;
  currency: Currency;
  onPeriodChange: (domain: string, period: string) => void;
  /** A new search starts the progressive rendering again. */
  searchKey: string | null;
}

/** The result rows, exact match first; rendered only when the (deferred) results or choices change. */
const ResultList = memo(function ResultList(props: ResultListProps) {
  const { results, searched, selectedPeriods, currency, onPeriodChange, renderAction, searchKey } = props;
  const ordered = exactMatchFirst(results, searched);
  const shown = useProgressiveCount(ordered.length, searchKey);
  if (ordered.length === 0) return null;
  return (
    <ul className="domain-results" aria-label="Domain search results">
      {ordered.slice(0, shown).map((result) => {
        const domain = resultKey(result);
        return (
          <ResultRow
            key={domain}
            result={result}
            currency={currency}
            exactMatch={searched !== null && resultKey(searched) === domain}
            period={selectedPeriods[domain] ?? result.period}
            onPeriodChange={onPeriodChange}
            renderAction={renderAction}
          />
        );
      })}
    </ul>
  );
});

function progressText(request: string | null, results: readonly DomainResult[], suspended: boolean): string {
  if (request === "generatingAi" || request === "loadingAi") return "Finding name ideas…";
  if (request === "requesting" || request === "retryingWithToken") return "Searching…";
  if (request === "waitingToPoll" || request === "polling") {
    const pending = pendingCount(results);
    return `Still checking ${pending} ${pending === 1 ? "name" : "names"}…`;
  }
  if (request === "complete" || request === "suspended")
    return suspended
      ? `Search finished: ${results.length} results; names we could not check show as unavailable.`
      : `Search finished: ${results.length} ${results.length === 1 ? "result" : "results"}.`;
  return "";
}
