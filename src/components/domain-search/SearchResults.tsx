import { useSelector } from "@xstate/react";
import { lazy, memo, type ReactNode, Suspense, useCallback, useDeferredValue } from "react";
import type { Currency } from "../../../brands/types";
import {
  type DomainResult,
  isExactMatch,
  type LookupProgress,
  orderedResults,
  resultKey,
  sameProgress,
  selectMessage,
  selectProgress,
  selectResults,
  selectSearchedDomain,
  selectSearchKey,
  selectSelectedPeriods,
  selectShowsHumanCheck,
} from "../../../machines/lookup/selectors";
import { useBrand } from "../../app/brand-context";
import { ResultRow } from "./ResultRow";
import { useLookupActor } from "./use-lookup-actor";
import { useProgressiveCount } from "./use-progressive-count";

// Few visitors are asked for a human check, so its code loads only when one is.
const HumanCheck = lazy(() => import("./HumanCheck").then((module) => ({ default: module.HumanCheck })));

export interface SearchResultsProps {
  /** The action for a result whose status allows one (the basket's add button); nothing is shown without it. */
  renderAction?: (result: DomainResult, action: "register" | "transfer") => ReactNode;
}

/** The lookup's results, progress and messages, as the lookup actor has them. */
export function SearchResults({ renderAction }: SearchResultsProps) {
  const lookup = useLookupActor();
  const { defaultCurrency } = useBrand();
  const results = useSelector(lookup, selectResults);
  const searched = useSelector(lookup, selectSearchedDomain);
  const selectedPeriods = useSelector(lookup, selectSelectedPeriods);
  const message = useSelector(lookup, selectMessage);
  const progress = useSelector(lookup, selectProgress, sameProgress);
  const humanCheck = useSelector(lookup, selectShowsHumanCheck);
  const searchKey = useSelector(lookup, selectSearchKey);
  const onPeriodChange = useCallback(
    (domain: string, period: string) => lookup.send({ type: "lookup.period.select", domain, period }),
    [lookup],
  );
  // Rows render in a transition React can interrupt, so a 500-name list never blocks the page for long.
  const deferredResults = useDeferredValue(results);
  return (
    <div className="domain-search-results">
      <p className="domain-search-progress" role="status" aria-live="polite">
        {progressText(progress)}
      </p>
      <div role="alert" className="domain-search-error">
        {message}
      </div>
      {humanCheck && (
        <Suspense fallback={<p role="status">Loading the human check…</p>}>
          <HumanCheck />
        </Suspense>
      )}
      <ResultList
        results={deferredResults}
        searched={searched}
        selectedPeriods={selectedPeriods}
        currency={defaultCurrency}
        onPeriodChange={onPeriodChange}
        renderAction={renderAction}
        searchKey={searchKey}
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
  const ordered = orderedResults(results, searched);
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
            exactMatch={isExactMatch(result, searched)}
            period={selectedPeriods[domain] ?? result.period}
            onPeriodChange={onPeriodChange}
            renderAction={renderAction}
          />
        );
      })}
    </ul>
  );
});

function progressText(progress: LookupProgress): string {
  switch (progress.kind) {
    case "findingIdeas":
      return "Finding name ideas…";
    case "searching":
      return "Searching…";
    case "checking":
      return `Still checking ${progress.pending} ${progress.pending === 1 ? "name" : "names"}…`;
    case "finished":
      return progress.suspended
        ? `Search finished: ${progress.count} results; names we could not check show as unavailable.`
        : `Search finished: ${progress.count} ${progress.count === 1 ? "result" : "results"}.`;
    case "none":
      return "";
  }
}
