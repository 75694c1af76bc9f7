import { Hono } from "hono";
import { brandCodes, brands } from "../../brands/index";
import * as knowledgeBaseEndpoints from "../../contract/endpoints/knowledge-base";
import { apiError } from "../http/api-error";
import { registerEndpoint } from "../http/register-endpoint";
import { articlesFor } from "./articles";

/**
 * Knowledge-base search (spec section 7): `{from, limit, title, tag}` over each brand's seeded
 * articles. `title` matches every word anywhere in the title, ignoring case; `tag` must match
 * exactly; empty means any.
 */
export function knowledgeBaseRoutes(): Hono {
  const api = new Hono();
  registerEndpoint(api, knowledgeBaseEndpoints.searchKnowledgeBase, (c, { params, body }) => {
    const brand = brandCodes.find((code) => brands[code].workspace === params.workspace);
    if (!brand) return apiError(c, 404, "not_found", "There is no such knowledge base.");
    const { from, limit, title, tag } = body;
    const words = title.toLowerCase().split(/\s+/).filter(Boolean);
    const matches = articlesFor(brand).filter(
      (article) =>
        (!tag || article.tags.includes(tag)) && words.every((word) => article.title.toLowerCase().includes(word)),
    );
    return { total: matches.length, from, articles: matches.slice(from, from + limit) };
  });
  return api;
}
