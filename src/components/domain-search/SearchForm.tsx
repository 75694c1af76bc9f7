import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { SearchRequest } from "../../../machines/lookup/lookup.machine";
import { useRoutePaths } from "../../app/brand-context";
import { searchQueryString } from "./search-url";
import "./search-form.css";

const kindLabels: Record<SearchRequest["kind"], string> = {
  single: "One name",
  bulk: "Several names",
  ai: "Ask AI for ideas",
};

/**
 * The domain search box. Submitting opens the brand's search results page with the search in the URL, so results
 * can be shared and Back works; the results page hands the URL's search to the lookup actor.
 */
export function SearchForm({ initial, showModes }: { initial?: SearchRequest; showModes: boolean }) {
  const navigate = useNavigate();
  const paths = useRoutePaths();
  const id = useId();
  const [kind, setKind] = useState<SearchRequest["kind"]>(initial?.kind ?? "single");
  const [query, setQuery] = useState(initial?.query ?? "");
  const [transfer, setTransfer] = useState(initial?.transfer ?? false);

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(`${paths.searchResults}${searchQueryString({ kind, query, transfer })}`);
  }

  const label =
    kind === "bulk" ? "Domain names, separated by commas" : kind === "ai" ? "Describe your idea" : "Domain name";
  return (
    <search className="domain-search-form" aria-label="Domain search">
      <form onSubmit={submit}>
        {showModes && (
          <fieldset className="domain-search-modes">
            <legend>Search for</legend>
            {(Object.keys(kindLabels) as SearchRequest["kind"][]).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                />
                {kindLabels[value]}
              </label>
            ))}
          </fieldset>
        )}
        <div className="domain-search-row">
          <label htmlFor={`${id}-query`}>{label}</label>
          {kind === "single" ? (
            <input
              id={`${id}-query`}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="yourname.com"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          ) : (
            <textarea
              id={`${id}-query`}
              rows={3}
              spellCheck={kind === "ai"}
              placeholder={kind === "bulk" ? "first.com, second.net, third" : "A bakery in Leeds selling sourdough"}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
          <button type="submit">{kind === "ai" ? "Suggest names" : "Search"}</button>
        </div>
        {showModes && (
          <label className="domain-search-transfer">
            <input type="checkbox" checked={transfer} onChange={(event) => setTransfer(event.target.checked)} />I
            already own the name and want to transfer it
          </label>
        )}
      </form>
    </search>
  );
}
