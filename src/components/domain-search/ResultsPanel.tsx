import { useSelector } from "@xstate/react";
import { memo, useCallback, useDeferredValue, useMemo } from "react";
import { resultListView } from "../../../machines/lookup/result-selectors";
import { selectSearchedAsNotice } from "../../../machines/lookup/searched-as";
import {
  resultKey,
  selectResults,
  selectSearchedDomain,
  selectSelectedPeriods,
} from "../../../machines/lookup/selectors";
import { ResultFilters } from "./ResultFilters";
import { ResultRow } from "./ResultRow";
import type { SearchResultsProps } from "./search-results-props";
import { useListInSteps } from "./use-list-in-steps";
import { useLookupActor } from "./use-lookup-actor";

/**
 * Rows brought into the page per frame (new rows, or rows whose result changed). Chromium renders each new row in full
 * once before `content-visibility` lets it skip an unseen one, so a frame's work grows with this number: 25 kept every
 * frame of a 500-name search near 50 ms of CPU on a machine loaded 6 times over (docs/benchmarks.md), where 50 and
 * 100 did not; the 500 rows then take 20 frames, about a third of a second.
 */
const rowsPerFrame = 25;

/**
 * The results once there are some: the exact match as the first (larger) card, then the filters and the other
 * results as filtered and sorted (the exact match is the answer to the question asked, so filters leave it alone). Loaded apart from the page (it is not needed for the first paint) while the lookup runs.
 */
export const ResultsPanel = memo(function ResultsPanel({ renderAction, filters, onFiltersChange }: SearchResultsProps) {
  const lookup = useLookupActor();
  const results = useSelector(lookup, selectResults);
  const searched = useSelector(lookup, selectSearchedDomain);
  const selectedPeriods = useSelector(lookup, selectSelectedPeriods);
  const searchedAs = useSelector(lookup, selectSearchedAsNotice);
  const onPeriodChange = useCallback(
    (domain: string, period: string) => lookup.send({ type: "lookup.period.select", domain, period }),
    [lookup],
  );
  // The list is worked out in a deferred render, not in the task that takes the answer in; its rows then come in a
  // few at a time, so a 500-name answer never blocks the page for long.
  const deferredResults = useDeferredValue(results);
  const view = useMemo(
    () => resultListView(deferredResults, searched, selectedPeriods, filters),
    [deferredResults, searched, selectedPeriods, filters],
  );
  const shown = useListInSteps(view.others, resultKey, rowsPerFrame);
  const row = (result: (typeof view.others)[number], exactMatch: boolean) => {
    const domain = resultKey(result);
    return (
      <ResultRow
        key={domain}
        result={result}
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
      {/* Shown with the results it explains, not announced: the progress bar's status is the page's one live region. */}
      {searchedAs && <p className="notice notice--info">{searchedAs}</p>}
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
              {shown.map((result) => row(result, false))}
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
