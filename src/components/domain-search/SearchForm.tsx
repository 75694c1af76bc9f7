import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SearchRequest } from "../../../machines/lookup/lookup.machine";
import { useRoutePaths } from "../../app/brand-context";
import { formFields, isSearchKind, searchQueryString } from "./search-url";
import "./search-form.css";

/**
 * The field's id. A page has one search form; a fixed id (not useId) because the server's and the browser's first
 * render can number useId apart, and the form, kept across the app's start, renders new fields with the browser's.
 */
const fieldId = "domain-search-query";

const kindLabels: Record<SearchRequest["kind"], string> = {
  single: "One name",
  bulk: "Several names",
  ai: "Ask AI for ideas",
};

/**
 * The domain search box: a plain GET form to the brand's search results page, so it searches before the app has
 * started and without JavaScript. Its fields are uncontrolled, so nothing a visitor typed, picked or ticked early is
 * reset when the app starts; the app then reads the form on submit and opens the same page with the search in the
 * canonical URL (shareable, Back works), which hands it to the lookup actor.
 */
export function SearchForm({ initial, showModes }: { initial?: SearchRequest; showModes: boolean }) {
  const navigate = useNavigate();
  const paths = useRoutePaths();
  const form = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<SearchRequest["kind"]>(initial?.kind ?? "single");
  // What is typed, kept when the field changes between one line (one name) and several (a list, a prompt).
  const typed = useRef(initial?.query ?? "");

  // A kind picked before the app started is the form's kind now (the field follows it).
  useEffect(() => {
    const picked = form.current?.querySelector<HTMLInputElement>(`input[name="${formFields.kind}"]:checked`)?.value;
    const field = form.current?.elements.namedItem(formFields.query);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.current = field.value;
    if (isSearchKind(picked)) setKind(picked);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const picked = data.get(formFields.kind);
    const search: SearchRequest = {
      kind: isSearchKind(picked) ? picked : "single",
      query: String(data.get(formFields.query) ?? ""),
      transfer: data.get(formFields.transfer) === "1",
    };
    navigate(`${paths.searchResults}${searchQueryString(search)}`);
  }

  const remember = (event: { currentTarget: { value: string } }) => {
    typed.current = event.currentTarget.value;
  };
  const label =
    kind === "bulk" ? "Domain names, separated by commas" : kind === "ai" ? "Describe your idea" : "Domain name";
  return (
    <search className="domain-search-form" aria-label="Domain search">
      <form ref={form} method="get" action={paths.searchResults} onSubmit={submit}>
        {showModes && (
          <fieldset className="domain-search-modes">
            <legend>Search for</legend>
            {(Object.keys(kindLabels) as SearchRequest["kind"][]).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={formFields.kind}
                  value={value}
                  defaultChecked={(initial?.kind ?? "single") === value}
                  onChange={() => setKind(value)}
                />
                {kindLabels[value]}
              </label>
            ))}
          </fieldset>
        )}
        <div className="domain-search-row">
          <label htmlFor={fieldId}>{label}</label>
          {kind === "single" ? (
            <input
              key="one-line"
              id={fieldId}
              name={formFields.query}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="yourname.com"
              defaultValue={typed.current}
              onChange={remember}
            />
          ) : (
            <textarea
              key="several-lines"
              id={fieldId}
              name={formFields.query}
              rows={3}
              spellCheck={kind === "ai"}
              placeholder={kind === "bulk" ? "first.com, second.net, third" : "A bakery in Leeds selling sourdough"}
              defaultValue={typed.current}
              onChange={remember}
            />
          )}
          <button type="submit">{kind === "ai" ? "Suggest names" : "Search"}</button>
        </div>
        {showModes && (
          <label className="domain-search-transfer">
            <input type="checkbox" name={formFields.transfer} value="1" defaultChecked={initial?.transfer ?? false} />I
            already own the name and want to transfer it
          </label>
        )}
      </form>
    </search>
  );
}
