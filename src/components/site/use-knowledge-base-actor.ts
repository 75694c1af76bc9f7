import type { AppContext } from "../../../machines/app/app.machine";
import { usePageWorkflow } from "./site-actors";

const runningKnowledgeBase = (context: AppContext) => context.knowledgeBase;

/** The knowledge-base workflow; its code loads with the knowledge-base page only. */
export function useKnowledgeBaseActor() {
  return usePageWorkflow("knowledgeBase", runningKnowledgeBase);
}
