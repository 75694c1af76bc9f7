import { useEffect, useId, useRef, useState } from "react";
import type { Facet } from "../../../machines/lookup/result-selectors";
import {
  type ResultFilters as Filters,
  type FinalStatus,
  hasActiveFilters,
  noResultFilters,
  type ResultSort,
  resultSorts,
  toggled,
  toResultSort,
} from "../../../machines/lookup/selectors";
import { statusWords } from "../ui/StatusBadge";
import "./result-filters.css";

const sortLabels: Record<ResultSort, string> = {
  default: "Default order",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

export interface ResultFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  statusFacets: Facet<FinalStatus>[];
  tldFacets: Facet<string>[];
  shown: number;
  total: number;
}

/**
 * Narrows and orders the other results: by status, by extension, by price. The choices live in the URL (the page
 * owns it), so a reload, Back or a shared link keeps them.
 */
export function ResultFilters({ filters, onChange, statusFacets, tldFacets, shown, total }: ResultFiltersProps) {
  const id = useId();
  // Open at first when the URL chose extensions; after that the visitor opens and closes it (React leaves it alone).
  const [extensionsOpen] = useState(filters.tlds.length > 0);
  const announcement = useChangeAnnouncement(filters, shown, total);
  const change = (next: Filters) => {
    announcement.visitorChanged();
    onChange(next);
  };
  return (
    <section className="result-filters" aria-label="Filter and sort results">
      <fieldset className="result-filters-group">
        <legend>Status</legend>
        <FilterChips
          facets={statusFacets}
          chosen={filters.statuses}
          label={(status) => statusWords[status]}
          onChange={(statuses) => change({ ...filters, statuses })}
        />
      </fieldset>
      <details className="result-filters-group" open={extensionsOpen || undefined}>
        <summary>Extensions{filters.tlds.length > 0 ? ` (${filters.tlds.length} chosen)` : ""}</summary>
        <fieldset>
          <legend className="visually-hidden">Extensions</legend>
          <FilterChips
            facets={tldFacets}
            chosen={filters.tlds}
            label={(tld) => `.${tld}`}
            onChange={(tlds) => change({ ...filters, tlds })}
          />
        </fieldset>
      </details>
      <p className="result-filters-sort">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => change({ ...filters, sort: toResultSort(event.target.value) })}
        >
          {resultSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </p>
      <p className="result-filters-summary">
        Showing {shown} of {total} {total === 1 ? "result" : "results"}
        {hasActiveFilters(filters) && (
          <button type="button" className="result-filters-clear" onClick={() => change(noResultFilters)}>
            Clear filters
          </button>
        )}
      </p>
      {/* A polite live region, not a second role="status": the search's progress is the page's one status. */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden result-filters-announcement">
        {announcement.text}
      </p>
    </section>
  );
}

/**
 * What the live region says after the visitor changed the filters or the sort: the count the list shows then, once.
 * Taken when the change has been applied and kept as it was, so a poll that settles more names says nothing.
 */
function useChangeAnnouncement(filters: Filters, shown: number, total: number) {
  const changedByVisitor = useRef(false);
  const [text, setText] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the filters is announced, not new counts.
  useEffect(() => {
    if (!changedByVisitor.current) return;
    changedByVisitor.current = false;
    const order =
      filters.sort === "default" ? "in the default order" : `sorted by ${sortLabels[filters.sort].toLowerCase()}`;
    setText(`Showing ${shown} of ${total} ${total === 1 ? "result" : "results"}, ${order}.`);
  }, [filters]);
  return {
    text,
    visitorChanged: () => {
      changedByVisitor.current = true;
    },
  };
}

/** One filter's choices as checkbox chips, each with the number of results it would show. */
function FilterChips<T extends string>(props: {
  facets: Facet<T>[];
  chosen: T[];
  label: (value: T) => string;
  onChange: (chosen: T[]) => void;
}) {
  const { facets, chosen, label, onChange } = props;
  return (
    <div className="result-filters-chips">
      {facets.map(({ value, count }) => (
        <label key={value} className="filter-chip">
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => onChange(toggled(chosen, value))} />
          {label(value)} ({count})
        </label>
      ))}
    </div>
  );
}
