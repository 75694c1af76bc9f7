import { Hono } from "hono";
import { brandCodes, brands } from "../../brands/index";
import { type KnowledgeBaseResults, knowledgeBaseSearchSchema } from "../../contract/knowledge-base";
import { apiError } from "../http/api-error";
import { readJsonBody } from "../http/validate";
import { articlesFor } from "./articles";

/**
 * Knowledge-base search (spec section 7): `{from, limit, title, tag}` over each brand's seeded
 * articles. `title` matches every word anywhere in the title, ignoring case; `tag` must match
 * exactly; empty means any.
 */
export function knowledgeBaseApi(): Hono {
  const api = new Hono();
  api.post("/knowledge-base/:workspace/search", async (c) => {
    const brand = brandCodes.find((code) => brands[code].workspace === c.req.param("workspace"));
    if (!brand) return apiError(c, 404, "not_found", "There is no such knowledge base.");
    const { from, limit, title, tag } = await readJsonBody(c, knowledgeBaseSearchSchema);
    const words = title.toLowerCase().split(/\s+/).filter(Boolean);
    const matches = articlesFor(brand).filter(
      (article) =>
        (!tag || article.tags.includes(tag)) && words.every((word) => article.title.toLowerCase().includes(word)),
    );
    const results: KnowledgeBaseResults = { total: matches.length, from, articles: matches.slice(from, from + limit) };
    return c.json(results);
  });
  return api;
}
