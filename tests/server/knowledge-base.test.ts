import { describe, expect, it } from "vitest";
import { knowledgeBasePageSize, knowledgeBaseResultsSchema } from "../../contract/knowledge-base";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

describe.each(testDatabaseKinds())("knowledge-base search ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  const search = (body: unknown, workspace = "webhost", headers: Record<string, string> = {}) =>
    storefront.app.request(`http://wh.localhost/brand-api/knowledge-base/${workspace}/search`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const results = async (body: unknown, workspace?: string) => {
    const response = await search(body, workspace);
    expect(response.status).toBe(200);
    return knowledgeBaseResultsSchema.parse(await response.json());
  };

  it("pages through every article, ten at a time", async () => {
    const first = await results({ from: 0, limit: knowledgeBasePageSize, title: "", tag: "" });
    expect(first.total).toBe(25);
    expect(first.articles).toHaveLength(10);
    const third = await results({ from: 20, limit: knowledgeBasePageSize, title: "", tag: "" });
    expect(third).toMatchObject({ total: 25, from: 20 });
    expect(third.articles).toHaveLength(5);
    const titles = first.articles.map((article) => article.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it("filters by the words of the title and by tag", async () => {
    const domain = await results({ from: 0, limit: 10, title: "DOMAIN name", tag: "" });
    expect(domain.articles.map((article) => article.title)).toEqual(["How to register a domain name"]);
    const email = await results({ from: 0, limit: 10, title: "", tag: "email" });
    expect(email.total).toBe(5);
    expect(email.articles.every((article) => article.tags.includes("email"))).toBe(true);
    expect((await results({ from: 0, limit: 10, title: "password", tag: "account" }, "uk2")).articles[0].title).toBe(
      "Resetting your UK2 password",
    );
    expect(await results({ from: 0, limit: 10, title: "zebra", tag: "" })).toEqual({ total: 0, from: 0, articles: [] });
  });

  it("refuses bad input with the reason, unknown brands and cross-site requests", async () => {
    const bad = await search({ from: -1, limit: 10, title: "", tag: "" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "bad_request", message: expect.stringContaining("from") });
    expect((await search({ from: 0, limit: 10, title: "" })).status).toBe(400);
    expect((await search({ from: 0, limit: 10, title: "", tag: "" }, "nobody")).status).toBe(404);
    const crossSite = await search({ from: 0, limit: 10, title: "", tag: "" }, "webhost", {
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
  });
});
