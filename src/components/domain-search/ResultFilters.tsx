import { useId, useState } from "react";
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
  return (
    <section className="result-filters" aria-label="Filter and sort results">
      <fieldset className="result-filters-group">
        <legend>Status</legend>
        <FilterChips
          facets={statusFacets}
          chosen={filters.statuses}
          label={(status) => statusWords[status]}
          onChange={(statuses) => onChange({ ...filters, statuses })}
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
            onChange={(tlds) => onChange({ ...filters, tlds })}
          />
        </fieldset>
      </details>
      <p className="result-filters-sort">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: toResultSort(event.target.value) })}
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
          <button type="button" className="result-filters-clear" onClick={() => onChange(noResultFilters)}>
            Clear filters
          </button>
        )}
      </p>
    </section>
  );
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
