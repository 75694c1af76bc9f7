import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { KnowledgeBaseResults, KnowledgeBaseSearch } from "../../../contract/knowledge-base";
import { type KnowledgeBaseEvent, knowledgeBaseMachine } from "../../../machines/knowledge-base/knowledge-base.machine";
import { actorDone } from "../support/actor-done";
import { describeUncheckedModel } from "../support/unchecked-model";

const article = (id: number) => ({ id: `a${id}`, title: `Article ${id}`, summary: "", tags: ["domains"], url: "/" });
const pageOf = (from: number, total: number): KnowledgeBaseResults => ({
  total,
  from,
  articles: Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => article(from + i)),
});

describeUncheckedModel({
  name: "knowledgeBase",
  machine: knowledgeBaseMachine,
  events: (): KnowledgeBaseEvent[] => [
    { type: "kb.search", title: "domain", tag: "" },
    { type: "kb.page", page: 1 },
    { type: "kb.page", page: 7 },
    { type: "kb.retry" },
    actorDone<KnowledgeBaseEvent>("searchArticles", pageOf(0, 25)),
    actorDone<KnowledgeBaseEvent>("searchArticles", pageOf(0, 0)),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.page, snapshot.context.results?.total ?? null]),
});

function searchActor(answer: (search: KnowledgeBaseSearch) => KnowledgeBaseResults) {
  const searches: KnowledgeBaseSearch[] = [];
  const machine = knowledgeBaseMachine.provide({
    actors: {
      searchArticles: fromPromise(async ({ input }) => {
        searches.push(input);
        return answer(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), searches };
}

describe("knowledge-base machine", () => {
  it("searches ten at a time and pages through the results (spec section 9: page size 10)", async () => {
    const { actor, searches } = searchActor((search) => pageOf(search.from, 25));
    actor.send({ type: "kb.search", title: "  renew ", tag: "domains" });
    await waitFor(actor, (s) => s.matches("results"));
    actor.send({ type: "kb.page", page: 2 });
    await waitFor(actor, (s) => s.matches("results") && s.context.page === 2);
    expect(searches).toEqual([
      { from: 0, limit: 10, title: "renew", tag: "domains" },
      { from: 20, limit: 10, title: "renew", tag: "domains" },
    ]);
    expect(actor.getSnapshot().context.results?.articles).toHaveLength(5);
  });

  it("ignores pages that do not exist and the page already shown", async () => {
    const { actor, searches } = searchActor((search) => pageOf(search.from, 25));
    actor.send({ type: "kb.search", title: "", tag: "" });
    await waitFor(actor, (s) => s.matches("results"));
    for (const page of [0, 3, -1]) actor.send({ type: "kb.page", page });
    expect(actor.getSnapshot().matches("results")).toBe(true);
    expect(searches).toHaveLength(1);
  });

  it("tells an empty result from a failure, and a new search starts at the first page", async () => {
    let fail = true;
    const { actor } = searchActor((search) => {
      if (fail) throw new Error("down");
      return pageOf(search.from, search.title === "zebra" ? 0 : 25);
    });
    actor.send({ type: "kb.search", title: "zebra", tag: "" });
    await waitFor(actor, (s) => s.matches("failed"));
    fail = false;
    actor.send({ type: "kb.retry" });
    await waitFor(actor, (s) => s.matches("noMatches"));
    actor.send({ type: "kb.search", title: "", tag: "" });
    await waitFor(actor, (s) => s.matches("results"));
    expect(actor.getSnapshot().context.page).toBe(0);
  });
});
