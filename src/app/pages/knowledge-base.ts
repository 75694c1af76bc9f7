// The knowledge-base page and its article search, as one chunk (the page's route and its workflow's code load together).

export { createKnowledgeBaseLogic } from "../../actors/knowledge-base";
export * as route from "../../routes/knowledge-base";
