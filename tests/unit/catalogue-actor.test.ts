import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { brandMetadata } from "../../brands/metadata";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { createCatalogueLogic } from "../../src/actors/catalogue";
import type { ApiClient } from "../../src/api/client";
import { catalogue } from "../fixtures/basket";

const config: RuntimeConfig = {
  brand: brandMetadata("WH", { WH: "http://wh.localhost", MP: "http://mp.localhost", UK2: "http://uk2.localhost" }),
  brandApiBaseUrl: "/brand-api",
};

/** A brand API that answers every call with the fixture catalogue and counts the calls. */
function countingApi() {
  const calls: string[] = [];
  const api = (async (path: string) => {
    calls.push(path);
    return catalogue;
  }) as ApiClient;
  return { api, calls };
}

describe("the catalogue actor", () => {
  it("asks the brand API for the plans when the page brought none", async () => {
    const { api, calls } = countingApi();
    const actor = createActor(createCatalogueLogic(api, config), { input: { brandName: "WH" } }).start();
    await waitFor(actor, (s) => s.context.serviceplans !== null);
    expect(calls).toEqual(["/customer/current/serviceplan/available"]);
  });

  it("makes no request for the plans the page came with", async () => {
    const { api, calls } = countingApi();
    const input = { brandName: "WH" as const, serviceplans: catalogue };
    const actor = createActor(createCatalogueLogic(api, config), { input }).start();
    await waitFor(actor, (s) => !s.matches("fetchingPlans"));
    expect(actor.getSnapshot().context.serviceplans).toBe(catalogue);
    expect(calls).toEqual([]);
  });
});
