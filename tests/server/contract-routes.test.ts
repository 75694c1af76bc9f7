import { describe, expect, it } from "vitest";
import { type Access, mounts } from "../../contract/endpoints/endpoint";
import { endpointList } from "../../contract/endpoints/index";
import { ukContact } from "./support/checkout-client";
import { compareWithTable, routesOutsideTheContract } from "./support/contract-routes";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();
const host = "wh.localhost:8080";

/** Issue 25: every JSON route the server registers is an endpoint of the contract table, and every endpoint is served. */
describe("the server's routes and the contract table", () => {
  const storefront = useTestApp(sqlite.open);

  it("serves every endpoint of the table, and no JSON route the table does not list", () => {
    const result = compareWithTable(storefront.app.routes, endpointList, routesOutsideTheContract);
    expect(result).toEqual({ unlisted: [], unserved: [] });
  });

  it("lists no route as deliberately outside the table that the server does not register", () => {
    const registered = new Set(storefront.app.routes.map((route) => `${route.method} ${route.path}`));
    for (const route of routesOutsideTheContract) expect(registered).toContain(`${route.method} ${route.path}`);
  });
});

/** The calls whose callers the table restricts, asked without a session: each refuses as its access says. */
describe("who may call an endpoint, as the table says", () => {
  const storefront = useTestApp(sqlite.open);
  const sampleParams: Record<string, string> = { id: "101001", customerId: "101001" };
  const sampleBodies: Record<string, unknown> = { saveCurrentContact: ukContact };
  /** A visitor without a session is not logged in (401), and is no staff (403). */
  const refusalFor = (access: Access) =>
    access === "staff" ? 403 : access === "customer" || access === "accountOwner" ? 401 : null;
  const restricted = endpointList.flatMap((endpoint) => {
    const refusal = refusalFor(endpoint.access);
    return refusal === null ? [] : [{ ...endpoint, refusal }];
  });

  it("finds the restricted endpoints", () => {
    expect(restricted.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(["currentContact", "accountCredit", "processOrderAction", "chargeOrder"]),
    );
  });

  it.each(restricted.map((endpoint) => [endpoint.name, endpoint]))(
    "%s refuses a visitor who is not logged in",
    async (_, endpoint) => {
      const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => sampleParams[name]);
      const body = sampleBodies[endpoint.name];
      const response = await storefront.app.request(`http://${host}${mounts[endpoint.mount]}${path}`, {
        method: endpoint.method,
        headers: { host, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await response.json();
      expect(response.status).toBe(endpoint.refusal);
      expect(endpoint.errors).toContain(answer.code);
    },
  );
});
