import { z } from "zod/mini";
import { count, maxInt32, text } from "./limits";

/** Articles per page of knowledge-base results (spec section 9). */
export const knowledgeBasePageSize = 10;

/** `POST /knowledge-base/search` body (spec section 7): `from` is the offset of the first article. */
export const knowledgeBaseSearchSchema = z.object({
  from: count(maxInt32),
  limit: z.int().check(z.minimum(1), z.maximum(50)),
  title: text(200),
  tag: text(50),
});
export type KnowledgeBaseSearch = z.infer<typeof knowledgeBaseSearchSchema>;

export const knowledgeBaseArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  url: z.string(),
});
export type KnowledgeBaseArticle = z.infer<typeof knowledgeBaseArticleSchema>;

export const knowledgeBaseResultsSchema = z.object({
  total: z.number(),
  from: z.number(),
  articles: z.array(knowledgeBaseArticleSchema),
});
export type KnowledgeBaseResults = z.infer<typeof knowledgeBaseResultsSchema>;
