import type { RuntimeConfig } from "../../../contract/runtime-config";
import type { AppContext, AppEvent } from "../../../machines/app/app.machine";
import { createKnowledgeBaseLogic } from "../../actors/knowledge-base";
import { createApiClient } from "../../api/client";
import { usePageWorkflow } from "./site-actors";

const runningKnowledgeBase = (context: AppContext) => context.knowledgeBase;
const loadKnowledgeBase = (config: RuntimeConfig): AppEvent => ({
  type: "app.knowledgeBase.loaded",
  logic: createKnowledgeBaseLogic(createApiClient(config.brandApiBaseUrl), config.brand.workspace),
});

/** The knowledge-base workflow; its code loads with the knowledge-base page only. */
export function useKnowledgeBaseActor() {
  return usePageWorkflow(runningKnowledgeBase, loadKnowledgeBase);
}
