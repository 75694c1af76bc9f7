import { fromPromise } from "xstate";
import { type KnowledgeBaseSearch, knowledgeBaseResultsSchema } from "../../contract/knowledge-base";
import { knowledgeBaseMachine } from "../../machines/knowledge-base/knowledge-base.machine";
import type { ApiClient } from "../api/client";

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
