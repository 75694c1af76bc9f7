import { useSelector } from "@xstate/react";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ActorRefFrom } from "xstate";
import type { LookupLogic } from "../../machines/app/app.machine";
import type { SearchRequest } from "../../machines/lookup/lookup.machine";
import { type ResultFilters, selectAiUuid, selectLoadedAiSearch, selectSearch } from "../../machines/lookup/selectors";
import { useRoutePaths } from "../app/brand-context";
import { AddedToBasketNotice } from "../components/basket/AddedToBasketNotice";
import { renderAddToBasket } from "../components/basket/AddToBasketButton";
import {
  readResultFilters,
  readUrlSearch,
  sameSearch,
  withResultFilters,
} from "../components/domain-search/results-url";
import { SearchForm } from "../components/domain-search/SearchForm";
import { SearchResults, SearchStartingResults } from "../components/domain-search/SearchResults";
import { searchQueryString } from "../components/domain-search/search-url";
import { useLookupWorkflow } from "../components/domain-search/use-lookup-workflow";
import { PageTitle } from "../components/PageTitle";

/**
 * The brand's search results page: the search lives in the URL (shareable, Back works) and is handed to the lookup
 * actor whenever the URL's search changes; an `?ai_uuid=` link leaves the URL once its suggestions are loaded. The
 * results' filters and sort live in the URL too, so a reload, Back or a shared link keeps them; changing them
 * replaces the history entry (Back leaves the page rather than stepping through filter clicks) and starts no lookup.
 */
export function Component() {
  const lookup = useLookupWorkflow();
  const [params] = useSearchParams();
  const urlSearch = readUrlSearch(params);
  // The frame and its form stay the same elements while the lookup takes the page over (and while only the filters
  // change): a form rebuilt then would drop what the visitor typed or picked before the app started. A new search in
  // the URL gives a new form with that search in it.
  const formKey =
    urlSearch?.kind === "search"
      ? searchQueryString(urlSearch.search)
      : urlSearch?.kind === "aiUuid"
        ? `ai_uuid=${urlSearch.uuid}`
        : "";
  return (
    <SearchResultsFrame formKey={formKey} initial={urlSearch?.kind === "search" ? urlSearch.search : undefined}>
      {lookup ? (
        <SearchResultsPage lookup={lookup} />
      ) : (
        // The first frame (and the server's HTML), before the app actor has started the lookup: for a search in the
        // URL the placeholder rows, so nothing moves when the lookup takes over.
        urlSearch?.kind === "search" && <SearchStartingResults />
      )}
    </SearchResultsFrame>
  );
}

function SearchResultsPage({ lookup }: { lookup: ActorRefFrom<LookupLogic> }) {
  const paths = useRoutePaths();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const urlSearch = readUrlSearch(params);
  // The search alone, without the filters: a filter change must not start a lookup nor reset the form.
  const urlKey = urlSearch?.kind === "search" ? searchQueryString(urlSearch.search) : params.toString();
  const filterKey = params.toString();
  const urlFilters = useMemo(() => readResultFilters(new URLSearchParams(filterKey)), [filterKey]);
  // The router applies URL changes in a transition: the page shows a choice at once (a checkbox must not flick back
  // until the URL catches up) and follows the URL when it changes otherwise (Back, a link, a reload).
  const [filters, setFilters] = useState(urlFilters);
  useEffect(() => setFilters(urlFilters), [urlFilters]);
  const onFiltersChange = useCallback(
    (next: ResultFilters) => {
      setFilters(next);
      setParams((current) => withResultFilters(current, next), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  // The URL's search reaches the lookup in the effect below, which never runs on the server: until it has, the page
  // shows the search as on its way, so the server's HTML (and the hydration that takes it over) has the placeholder rows.
  const [urlSearchHandedOver, setUrlSearchHandedOver] = useState(false);
  useEffect(() => {
    setUrlSearchHandedOver(true);
    const search = readUrlSearch(new URLSearchParams(urlKey));
    if (!search) return;
    const current = lookup.getSnapshot();
    if (search.kind === "aiUuid") {
      if (selectAiUuid(current) !== search.uuid)
        lookup.send({ type: "lookup.ai.load", uuid: search.uuid, transfer: search.transfer });
    } else if (!sameSearch(selectSearch(current), search.search)) {
      lookup.send({ type: "lookup.submit", search: search.search });
    }
  }, [lookup, urlKey]);

  const loadedAiSearch = useSelector(lookup, selectLoadedAiSearch);
  useEffect(() => {
    if (urlSearch?.kind === "aiUuid" && loadedAiSearch)
      navigate(`${paths.searchResults}${searchQueryString(loadedAiSearch)}`, { replace: true });
  }, [urlSearch?.kind, loadedAiSearch, navigate, paths.searchResults]);

  return (
    <AddedToBasketNotice>
      <SearchResults
        renderAction={renderAddToBasket}
        filters={filters}
        onFiltersChange={onFiltersChange}
        searchStarting={!urlSearchHandedOver && urlSearch?.kind === "search"}
      />
    </AddedToBasketNotice>
  );
}

function SearchResultsFrame(props: { formKey?: string; initial?: SearchRequest; children?: ReactNode }) {
  return (
    <section className="page search-results">
      <PageTitle>Domain search results</PageTitle>
      <h1>Domain search results</h1>
      <SearchForm key={props.formKey} initial={props.initial} showModes />
      {props.children}
    </section>
  );
}
