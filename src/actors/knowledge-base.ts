import { fromPromise } from "xstate";
import { knowledgeBaseMachine } from "../../machines/knowledge-base/knowledge-base.machine";
import type { ApiClient } from "../api/client";
import { type KnowledgeBaseSearch, knowledgeBaseResultsSchema } from "../api/schemas/knowledge-base";

export function createKnowledgeBaseLogic(api: ApiClient, workspace: string) {
  return knowledgeBaseMachine.provide({
    actors: {
      searchArticles: fromPromise<Awaited<ReturnType<typeof search>>, KnowledgeBaseSearch>(({ input, signal }) =>
        search(input, signal),
      ),
    },
  });

  function search(body: KnowledgeBaseSearch, signal: AbortSignal) {
    return api(`/knowledge-base/${workspace}/search`, {
      method: "POST",
      body,
      schema: knowledgeBaseResultsSchema,
      signal,
    });
  }
}
