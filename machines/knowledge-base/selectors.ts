import type { SnapshotFrom } from "xstate";
import { knowledgeBasePageSize } from "../../contract/knowledge-base";
import { pageCount, pageRange } from "../../rules/knowledge-base/paging";
import type { knowledgeBaseMachine } from "./knowledge-base.machine";

type KnowledgeBaseSnapshot = SnapshotFrom<typeof knowledgeBaseMachine>;

// Each of the search's five states means one thing to the page, so the selectors name them here, beside the machine,
// instead of five tags that would each rename one state (issue 38).
export const selectNothingSearched = (snapshot: KnowledgeBaseSnapshot) => snapshot.matches("idle");
export const selectSearching = (snapshot: KnowledgeBaseSnapshot) => snapshot.matches("searching");
export const selectNoArticles = (snapshot: KnowledgeBaseSnapshot) => snapshot.matches("noMatches");
export const selectFailed = (snapshot: KnowledgeBaseSnapshot) => snapshot.matches("failed");
export const selectTitle = (snapshot: KnowledgeBaseSnapshot) => snapshot.context.title;
export const selectTag = (snapshot: KnowledgeBaseSnapshot) => snapshot.context.tag;

/** The page of articles shown, with where it sits among all the matches; null unless results are shown. */
export interface ArticlesPage {
  articles: NonNullable<KnowledgeBaseSnapshot["context"]["results"]>["articles"];
  total: number;
  /** Zero-based page shown, and how many pages there are. */
  page: number;
  pages: number;
  /** One-based numbers of the first and last article shown. */
  first: number;
  last: number;
}

export function selectArticlesPage(snapshot: KnowledgeBaseSnapshot): ArticlesPage | null {
  const { results, page } = snapshot.context;
  if (!snapshot.matches("results") || !results) return null;
  const { first, last } = pageRange(page, knowledgeBasePageSize, results.total);
  const pages = pageCount(results.total, knowledgeBasePageSize);
  return { articles: results.articles, total: results.total, page, pages, first, last };
}

/** Pages are compared by what they show, so a view re-renders only when that changes. */
export function samePage(a: ArticlesPage | null, b: ArticlesPage | null): boolean {
  return a === b || (a !== null && b !== null && a.articles === b.articles && a.page === b.page);
}

/** Whether the visitor can go to that (zero-based) page: another page that exists, while results are shown. */
export const selectCanGoTo = (snapshot: KnowledgeBaseSnapshot, page: number) => snapshot.can({ type: "kb.page", page });
