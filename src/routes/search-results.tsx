import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { selectAiUuid, selectLoadedAiSearch, selectSearch } from "../../machines/lookup/selectors";
import { useRoutePaths } from "../app/brand-context";
import { renderAddToBasket } from "../components/basket/AddToBasketButton";
import { SearchForm } from "../components/domain-search/SearchForm";
import { SearchResults } from "../components/domain-search/SearchResults";
import { readUrlSearch, sameSearch, searchQueryString } from "../components/domain-search/search-url";
import { useLookupActor } from "../components/domain-search/use-lookup-actor";
import { PageTitle } from "../components/PageTitle";

/**
 * The brand's search results page: the search lives in the URL (shareable, Back works) and is handed to the lookup
 * actor whenever the URL changes; an `?ai_uuid=` link leaves the URL once its suggestions are loaded.
 */
export function Component() {
  const lookup = useLookupActor();
  const paths = useRoutePaths();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlSearch = readUrlSearch(params);
  const urlKey = params.toString();

  useEffect(() => {
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

  const initial = urlSearch?.kind === "search" ? urlSearch.search : (loadedAiSearch ?? undefined);
  return (
    <section className="page search-results">
      <PageTitle>Domain search results</PageTitle>
      <h1>Domain search results</h1>
      <SearchForm key={urlKey} initial={initial} showModes />
      <SearchResults renderAction={renderAddToBasket} />
    </section>
  );
}
