import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import * as healthEndpoints from "../../contract/endpoints/health";
import * as reviewsEndpoints from "../../contract/endpoints/reviews";
import { registerEndpoint } from "../../server/http/register-endpoint";
import { compareWithTable, routesOutsideTheContract } from "../server/support/contract-routes";

/** The check of tests/server/contract-routes.test.ts, shown to fail on a deliberately wrong server and table. */
describe("comparing a server's routes with the contract table", () => {
  const table = [healthEndpoints.health, reviewsEndpoints.reviewsScore, reviewsEndpoints.latestReviews];

  /** A server that serves the health check and the score, forgets the latest reviews, and adds a route of its own. */
  function wrongServer() {
    const app = new Hono();
    app.use("*", async (_c, next) => next());
    registerEndpoint(app, healthEndpoints.health, () => ({ status: "ok" as const }));
    const brandApi = new Hono();
    registerEndpoint(brandApi, reviewsEndpoints.reviewsScore, (c) => c.json({ code: "not_found", message: "-" }, 404));
    brandApi.get("/customer/:service/unlisted", (c) => c.json({ hidden: true }));
    brandApi.all("/login", (c) => c.json({ any: "method" }));
    app.route("/brand-api", brandApi);
    return app;
  }

  it("reports the unlisted routes and the endpoint no route serves", () => {
    expect(compareWithTable(wrongServer().routes, table, routesOutsideTheContract)).toEqual({
      unlisted: ["GET /brand-api/customer/:service/unlisted", "ALL /brand-api/login"],
      unserved: ["GET /brand-api/customer/:service/reviews"],
    });
  });

  it("passes a server that serves exactly the table", () => {
    const app = new Hono();
    registerEndpoint(app, healthEndpoints.health, () => ({ status: "ok" as const }));
    expect(compareWithTable(app.routes, [healthEndpoints.health], [])).toEqual({ unlisted: [], unserved: [] });
  });
});
