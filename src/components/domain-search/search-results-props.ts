import type { ReactNode } from "react";
import type { DomainResult, ResultFilters } from "../../../machines/lookup/selectors";

/** What the search results (SearchResults.tsx) and the panel it loads later (ResultsPanel.tsx) are given. */
export interface SearchResultsProps {
  /** The action for a result whose status allows one (the basket's add button); nothing is shown without it. */
  renderAction?: (result: DomainResult, action: "register" | "transfer") => ReactNode;
  /** The visitor's filters and sort, as the page's URL has them. */
  filters: ResultFilters;
  onFiltersChange: (filters: ResultFilters) => void;
  /** A search is about to be handed to the lookup (the page's URL has one): its placeholder rows show already. */
  searchStarting?: boolean;
}
