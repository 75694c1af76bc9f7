import { assertEvent, assign, fromPromise, setup } from "xstate";
import {
  type KnowledgeBaseResults,
  type KnowledgeBaseSearch,
  knowledgeBasePageSize,
} from "../../contract/knowledge-base";
import { pageCount } from "../../rules/knowledge-base/paging";
import type { ChartStateMeta } from "../chart-meta";

export interface KnowledgeBaseContext {
  title: string;
  tag: string;
  /** Zero-based page of results. */
  page: number;
  results?: KnowledgeBaseResults;
}

export type KnowledgeBaseEvent =
  | { type: "kb.search"; title: string; tag: string }
  | { type: "kb.page"; page: number }
  | { type: "kb.retry" };

/** Knowledge-base search with paging, ten articles a page (spec sections 7 and 9). */
export const knowledgeBaseMachine = setup({
  types: {
    context: {} as KnowledgeBaseContext,
    events: {} as KnowledgeBaseEvent,
    meta: {} as ChartStateMeta,
  },
  actors: {
    searchArticles: fromPromise<KnowledgeBaseResults, KnowledgeBaseSearch>(async () =>
      Promise.reject(new Error("not provided")),
    ),
  },
  guards: {
    noArticles: (_, results: KnowledgeBaseResults) => results.total === 0,
    isOtherPage: ({ context, event }) => {
      assertEvent(event, "kb.page");
      return (
        event.page !== context.page &&
        event.page >= 0 &&
        event.page < pageCount(context.results?.total ?? 0, knowledgeBasePageSize)
      );
    },
  },
}).createMachine({
  id: "knowledgeBase",
  description: "Searching the knowledge base by title and tag, a page of ten articles at a time.",
  context: { title: "", tag: "", page: 0 },
  initial: "idle",
  on: {
    "kb.search": {
      description: "visitor searches articles",
      target: ".searching",
      actions: assign({ title: ({ event }) => event.title.trim(), tag: ({ event }) => event.tag, page: 0 }),
    },
  },
  states: {
    idle: { description: "Nothing searched yet." },
    searching: {
      description: "Fetching a page of matching articles.",
      meta: { activity: "searching articles" },
      invoke: {
        id: "searchArticles",
        src: "searchArticles",
        input: ({ context }) => ({
          from: context.page * knowledgeBasePageSize,
          limit: knowledgeBasePageSize,
          title: context.title,
          tag: context.tag,
        }),
        onDone: [
          {
            description: "no article matches",
            guard: { type: "noArticles", params: ({ event }) => event.output },
            target: "noMatches",
            actions: assign({ results: ({ event }) => event.output }),
          },
          {
            description: "articles found",
            target: "results",
            actions: assign({ results: ({ event }) => event.output }),
          },
        ],
        onError: { description: "search failed", target: "failed" },
      },
    },
    results: {
      description: "A page of matching articles, with links to the other pages.",
      on: {
        "kb.page": {
          description: "visitor opens another page",
          guard: "isOtherPage",
          target: "searching",
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
    noMatches: { description: "No article matches; the visitor is told so and may search again." },
    failed: {
      description: "The search could not be done; the visitor may try again.",
      on: { "kb.retry": { description: "visitor tries again", target: "searching" } },
    },
  },
});
