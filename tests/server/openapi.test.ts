import { readFileSync } from "node:fs";
import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { type Endpoint, mounts } from "../../contract/endpoints/endpoint";
import { endpointList } from "../../contract/endpoints/index";
import { createApp } from "../../server/app";
import { openApiDocument, openApiDocumentText, openApiPath } from "../../server/openapi/openapi-document";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

type Document = ReturnType<typeof openApiDocument>;

/** The endpoints of the table the document has no operation for: by method and path, and by name. */
function endpointsMissingFrom(document: Document, table: (Endpoint & { name: string })[]): string[] {
  return table
    .filter((endpoint) => {
      const operation = document.paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
      return !operation?.["x-endpoints"].includes(endpoint.name);
    })
    .map((endpoint) => endpoint.name);
}

describe("the OpenAPI document of the contract table", () => {
  it("is valid OpenAPI 3.1 (@readme/openapi-parser)", async () => {
    // The parser's document types are stricter than JSON; it checks the document against the 3.1 schema itself.
    const result = await validate(structuredClone(openApiDocument()) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.specification).toBe("OpenAPI");
  });

  it("has an operation for every endpoint of the table", () => {
    expect(endpointList.length).toBeGreaterThan(50);
    expect(endpointsMissingFrom(openApiDocument(), endpointList)).toEqual([]);
  });

  it("reports an endpoint left out of it", () => {
    const document = structuredClone(openApiDocument());
    delete document.paths["/healthz"];
    const lookup = document.paths["/brand-api/domain/lookup"].post;
    document.paths["/brand-api/domain/lookup"].post = { ...lookup, "x-endpoints": ["lookUpDomains"] };
    expect(endpointsMissingFrom(document, endpointList)).toEqual(["pollDomainLookup", "health"]);
  });

  it("writes each path in OpenAPI's template form, mount included", () => {
    expect(openApiPath({ mount: "siteContent", path: "/pages/:slug{.+}" })).toBe(`${mounts.siteContent}/pages/{slug}`);
    expect(Object.keys(openApiDocument().paths).filter((path) => path.includes(":"))).toEqual([]);
  });

  it("is docs/openapi.json as committed (npm run openapi writes it)", () => {
    expect(readFileSync("docs/openapi.json", "utf8")).toBe(openApiDocumentText());
  });

  it("is served by the brand API at /brand-api/openapi.json", async () => {
    const database = await testDatabaseKinds()[0].open();
    try {
      const app = createApp({ config: testConfig(), db: database.db, htmlTemplate: async () => testHtmlTemplate });
      const response = await app.request("http://wh.localhost:8080/brand-api/openapi.json", {
        headers: { host: "wh.localhost:8080" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(openApiDocument());
    } finally {
      await database.close();
    }
  });
});
