import { fromPromise } from "xstate";
import * as knowledgeBaseEndpoints from "../../contract/endpoints/knowledge-base";
import type { KnowledgeBaseSearch } from "../../contract/knowledge-base";
import { knowledgeBaseMachine } from "../../machines/knowledge-base/knowledge-base.machine";
import type { ApiClient } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";

export function createKnowledgeBaseLogic(api: ApiClient, workspace: string) {
  const call = endpointCaller(api);
  return knowledgeBaseMachine.provide({
    actors: {
      searchArticles: fromPromise<Awaited<ReturnType<typeof search>>, KnowledgeBaseSearch>(({ input, signal }) =>
        search(input, signal),
      ),
    },
  });

  function search(body: KnowledgeBaseSearch, signal: AbortSignal) {
    return call(knowledgeBaseEndpoints.searchKnowledgeBase, { params: { workspace }, body, signal });
  }
}
