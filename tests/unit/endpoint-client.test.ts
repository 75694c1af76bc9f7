import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { basketCallErrorCodes } from "../../contract/basket";
import { customerErrorCodes } from "../../contract/customer";
import { domainErrorCodes } from "../../contract/domains";
import * as basketEndpoints from "../../contract/endpoints/basket";
import { everyEndpointErrorCodes, mounts } from "../../contract/endpoints/endpoint";
import { endpointList } from "../../contract/endpoints/index";
import { commonErrorCodes } from "../../contract/errors";
import { orderErrorCodes } from "../../contract/order";
import { checkoutCallErrorCodes, paymentErrorCodes } from "../../contract/payment";
import { type ApiClient, ApiError, type ApiRequest } from "../../src/api/client";
import { endpointCaller, endpointPath } from "../../src/api/endpoint-client";

/** Texts a path parameter may take; each endpoint's parameter gets the first its parser reads as naming something. */
const sampleTexts = ["7c9e6679-7425-40de-944b-e07fc1f90ae7", "101001", "trustpilot-webhost", "about-us/team"];

function sampleParams(parsers: Readonly<Record<string, { safeParse(text: unknown): unknown }>>) {
  const names = (text: string, parser: (typeof parsers)[string]) => {
    const result = parser.safeParse(text);
    return typeof result === "object" && result !== null && "data" in result && result.data !== undefined;
  };
  return Object.fromEntries(
    Object.entries(parsers).map(([name, parser]) => [name, sampleTexts.find((text) => names(text, parser)) ?? "x"]),
  );
}

/** Every route of the table as a server of its own: each answers which route took the request, and its parameters. */
function tableServer() {
  const app = new Hono();
  for (const endpoint of endpointList) {
    const route = `${endpoint.method} ${mounts[endpoint.mount]}${endpoint.path}`;
    app.on(endpoint.method, `${mounts[endpoint.mount]}${endpoint.path}`, (c) =>
      c.json({ code: "probe", message: JSON.stringify({ route, params: c.req.param() }) }, 418),
    );
  }
  return app;
}

describe("the typed client and the server's routes agree (issue 25)", () => {
  const server = tableServer();

  it.each(endpointList.map((endpoint) => [endpoint.name, endpoint]))(
    "%s: the path the client builds reaches the endpoint's own route with its parameters",
    async (_, endpoint) => {
      const params = sampleParams(endpoint.params);
      const response = await server.request(`${mounts[endpoint.mount]}${endpointPath(endpoint.path, params)}`, {
        method: endpoint.method,
        headers: endpoint.takesBody ? { "content-type": "application/json" } : {},
        body: endpoint.takesBody ? JSON.stringify({ counter: 0 }) : undefined,
      });
      expect(JSON.parse((await response.json()).message)).toEqual({
        route: `${endpoint.method} ${mounts[endpoint.mount]}${endpoint.path}`,
        params,
      });
    },
  );

  it("has a parser for each of a path's parameters, and no other", () => {
    for (const endpoint of endpointList) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      expect({ endpoint: endpoint.name, params: Object.keys(endpoint.params).sort() }).toEqual({
        endpoint: endpoint.name,
        params: inPath,
      });
    }
  });

  it("declares only error codes the contract defines", () => {
    const known = new Set<string>([
      ...commonErrorCodes,
      ...basketCallErrorCodes,
      ...customerErrorCodes,
      ...paymentErrorCodes,
      ...checkoutCallErrorCodes,
      ...domainErrorCodes,
      ...orderErrorCodes,
    ]);
    for (const endpoint of endpointList)
      for (const code of [...endpoint.errors, ...everyEndpointErrorCodes])
        expect({ endpoint: endpoint.name, code, known: known.has(code) }).toEqual({
          endpoint: endpoint.name,
          code,
          known: true,
        });
  });

  it("fills a parameter in as one encoded segment", () => {
    expect(endpointPath("/basket/:id/item", { id: "a/b c" })).toBe("/basket/a%2Fb%20c/item");
    expect(endpointPath("/pages/:slug{.+}", { slug: "about-us" })).toBe("/pages/about-us");
  });

  it("sends the table's method, body and answer schema, and repeats only a repeatable call after a gateway error", async () => {
    const requests: { path: string; request: ApiRequest<unknown> }[] = [];
    const api: ApiClient = async (path, request) => {
      requests.push({ path, request });
      const answer = request.schema.safeParse({ basket_uuid: "b" });
      if (answer.success) return answer.data;
      throw new ApiError("unexpected_answer", "Not a basket's price.", 200);
    };
    const call = endpointCaller(api);
    await call(basketEndpoints.createBasket, { body: { parent_customer_id: 101 } });
    await call(basketEndpoints.priceBasket, { params: { id: "b" } }).catch(() => undefined);
    expect(
      requests.map(({ path, request }) => [path, request.method, request.body, request.retryOnceOnGatewayError]),
    ).toEqual([
      ["/basket", "POST", { parent_customer_id: 101 }, false],
      ["/basket/b/price", "GET", undefined, false],
    ]);
    expect(endpointList.filter((endpoint) => endpoint.repeatable).map((endpoint) => endpoint.name)).toEqual([
      "createPayment",
      "refreshPayment",
      "confirmPaypal",
      "placeOrder",
      "placeZeroOrder",
    ]);
  });
});
