import { useSelector } from "@xstate/react";
import { memo, useCallback, useDeferredValue, useMemo } from "react";
import { resultListView } from "../../../machines/lookup/result-selectors";
import {
  resultKey,
  selectResults,
  selectSearchedDomain,
  selectSearchKey,
  selectSelectedPeriods,
} from "../../../machines/lookup/selectors";
import { useBrand } from "../../app/brand-context";
import { ResultFilters } from "./ResultFilters";
import { ResultRow } from "./ResultRow";
import type { SearchResultsProps } from "./SearchResults";
import { useLookupActor } from "./use-lookup-actor";
import { useProgressiveCount } from "./use-progressive-count";

/**
 * The results once there are some: the exact match as the first (larger) card, then the filters and the other
 * results as filtered and sorted (the exact match is the answer to the question asked, so filters leave it alone). Loaded apart from the page (it is not needed for the first paint) while the lookup runs.
 */
export const ResultsPanel = memo(function ResultsPanel({ renderAction, filters, onFiltersChange }: SearchResultsProps) {
  const lookup = useLookupActor();
  const { defaultCurrency } = useBrand();
  const results = useSelector(lookup, selectResults);
  const searched = useSelector(lookup, selectSearchedDomain);
  const selectedPeriods = useSelector(lookup, selectSelectedPeriods);
  const searchKey = useSelector(lookup, selectSearchKey);
  const onPeriodChange = useCallback(
    (domain: string, period: string) => lookup.send({ type: "lookup.period.select", domain, period }),
    [lookup],
  );
  // Rows render in a transition React can interrupt, so a 500-name list never blocks the page for long.
  const deferredResults = useDeferredValue(results);
  const view = useMemo(
    () => resultListView(deferredResults, searched, selectedPeriods, filters),
    [deferredResults, searched, selectedPeriods, filters],
  );
  const shown = useProgressiveCount(view.others.length, searchKey);
  const row = (result: (typeof view.others)[number], exactMatch: boolean) => {
    const domain = resultKey(result);
    return (
      <ResultRow
        key={domain}
        result={result}
        currency={defaultCurrency}
        exactMatch={exactMatch}
        period={selectedPeriods[domain] ?? result.period}
        onPeriodChange={onPeriodChange}
        renderAction={renderAction}
      />
    );
  };
  if (!view.exact && view.otherCount === 0) return null;
  const showAll = () => onFiltersChange({ ...filters, statuses: [], tlds: [] });
  return (
    <div className="domain-results-panel">
      {/* The page's outline under its h1, for screen-reader users who move by heading; sighted visitors see the list. */}
      <h2 className="visually-hidden">Results</h2>
      {view.exact && row(view.exact, true)}
      {view.otherCount > 0 && (
        <div className="domain-results-others">
          <ResultFilters
            filters={filters}
            onChange={onFiltersChange}
            statusFacets={view.statusFacets}
            tldFacets={view.tldFacets}
            // Counted as the search status counts them (the name searched for included), so the page gives one
            // number of results, not two.
            shown={view.others.length + (view.exact ? 1 : 0)}
            total={view.otherCount + (view.exact ? 1 : 0)}
          />
          {view.others.length > 0 ? (
            <ul className="domain-results" aria-label="Domain search results">
              {view.others.slice(0, shown).map((result) => row(result, false))}
            </ul>
          ) : (
            <p className="domain-results-none">
              No results match these filters.{" "}
              <button type="button" className="result-filters-clear" onClick={showAll}>
                Show all results
              </button>
            </p>
          )}
        </div>
      )}
    </div>
  );
});
