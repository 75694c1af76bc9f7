import { z } from "zod/mini";
import { knowledgeBaseResultsSchema, knowledgeBaseSearchSchema } from "../knowledge-base";
import { endpoint, jsonBody } from "./endpoint";

// Knowledge-base search (spec section 7) over a brand's articles, the brand named by its workspace.

export const searchKnowledgeBase = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/knowledge-base/:workspace/search",
  params: { workspace: z.string() },
  body: knowledgeBaseSearchSchema,
  answer: knowledgeBaseResultsSchema,
  errors: ["not_found"],
  access: "anyone",
  bodyLimit: jsonBody,
});
