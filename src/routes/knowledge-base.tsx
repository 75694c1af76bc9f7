import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { KnowledgeBaseLogic } from "../../machines/app/app.machine";
import {
  samePage,
  selectArticlesPage,
  selectCanGoTo,
  selectFailed,
  selectNoArticles,
  selectNothingSearched,
  selectSearching,
  selectTag,
  selectTitle,
} from "../../machines/knowledge-base/selectors";
import { useRoutePaths } from "../app/brand-context";
import { PageTitle } from "../components/PageTitle";
import { Breadcrumbs } from "../components/site/Breadcrumbs";
import { useKnowledgeBaseActor } from "../components/site/use-knowledge-base-actor";
import { Button } from "../components/ui/Button";
import { Card } from "../components/ui/Card";
import { Notice } from "../components/ui/Notice";

const topics = [
  ["", "All topics"],
  ["domains", "Domains"],
  ["hosting", "Hosting"],
  ["email", "Email"],
  ["billing", "Billing"],
  ["account", "Your account"],
] as const;

/** Zero-based numbers of `count` pages. */
function pageNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** Knowledge-base search by title and topic, ten articles a page. */
export function Component() {
  const paths = useRoutePaths();
  const knowledgeBase = useKnowledgeBaseActor();
  return (
    <section className="page knowledge-base">
      <PageTitle>Knowledge base</PageTitle>
      <Breadcrumbs crumbs={[{ label: "Home", to: paths.home }, { label: "Knowledge base" }]} />
      <h1>Knowledge base</h1>
      {knowledgeBase ? (
        <KnowledgeBaseSearch knowledgeBase={knowledgeBase} />
      ) : (
        <p role="status">Loading the knowledge base…</p>
      )}
    </section>
  );
}

/** The search form, its status and a page of articles, from the running knowledge-base workflow. */
function KnowledgeBaseSearch({ knowledgeBase }: { knowledgeBase: ActorRefFrom<KnowledgeBaseLogic> }) {
  const title = useSelector(knowledgeBase, selectTitle);
  const tag = useSelector(knowledgeBase, selectTag);
  const searching = useSelector(knowledgeBase, selectSearching);
  const noArticles = useSelector(knowledgeBase, selectNoArticles);
  const failed = useSelector(knowledgeBase, selectFailed);
  const shown = useSelector(knowledgeBase, selectArticlesPage, samePage);
  const canGoBack = useSelector(knowledgeBase, (snapshot) => selectCanGoTo(snapshot, (shown?.page ?? 0) - 1));
  const canGoOn = useSelector(knowledgeBase, (snapshot) => selectCanGoTo(snapshot, (shown?.page ?? 0) + 1));
  useEffect(() => {
    if (selectNothingSearched(knowledgeBase.getSnapshot()))
      knowledgeBase.send({ type: "kb.search", title: "", tag: "" });
  }, [knowledgeBase]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    knowledgeBase.send({
      type: "kb.search",
      title: String(form.get("title") ?? ""),
      tag: String(form.get("tag") ?? ""),
    });
  };
  const goTo = (page: number) => knowledgeBase.send({ type: "kb.page", page });

  return (
    <>
      <search aria-label="Knowledge base">
        <form className="knowledge-base-search" onSubmit={search}>
          <label>
            Search articles
            <input type="search" name="title" defaultValue={title} />
          </label>
          <label>
            Topic
            <select name="tag" defaultValue={tag}>
              {topics.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <Button variant="primary" type="submit">
            Search
          </Button>
        </form>
      </search>

      <div aria-live="polite" className="knowledge-base-status">
        {searching && <p>Searching…</p>}
        {shown && (
          <p>
            Showing {shown.first}–{shown.last} of {shown.total} articles
          </p>
        )}
        {noArticles && <p>No articles match your search. Try other words or another topic.</p>}
      </div>
      {failed && (
        <Notice tone="error">
          <p>We could not search the knowledge base just now. Please try again.</p>
          <Button onClick={() => knowledgeBase.send({ type: "kb.retry" })}>Try again</Button>
        </Notice>
      )}

      {shown && (
        <>
          <ol className="article-list" start={shown.first}>
            {shown.articles.map((article) => (
              <Card as="li" key={article.id} id={article.id}>
                <h2>{article.title}</h2>
                <p>{article.summary}</p>
                <p className="article-tags">Topic: {article.tags.join(", ")}</p>
              </Card>
            ))}
          </ol>
          {shown.pages > 1 && (
            <nav aria-label="Knowledge base pages" className="pager">
              <Button disabled={!canGoBack} onClick={() => goTo(shown.page - 1)}>
                Previous page
              </Button>
              <ul className="pager-pages">
                {pageNumbers(shown.pages).map((page) => (
                  <li key={page}>
                    <Button
                      variant={page === shown.page ? "primary" : "secondary"}
                      aria-label={`Page ${page + 1}`}
                      aria-current={page === shown.page ? "page" : undefined}
                      onClick={() => goTo(page)}
                    >
                      {page + 1}
                    </Button>
                  </li>
                ))}
              </ul>
              <Button disabled={!canGoOn} onClick={() => goTo(shown.page + 1)}>
                Next page
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
