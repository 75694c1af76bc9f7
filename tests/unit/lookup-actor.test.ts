import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { lookupCanceledMessage } from "../../rules/lookup/errors";
import { cancellable, createLookupLogic } from "../../src/actors/lookup";
import type { ApiClient, ApiRequest } from "../../src/api/client";
import { answer, entry, fixtureSearchId } from "../machines/lookup/lookup.fixtures";

const config = {
  brand: { parentCustomerId: 101, supportedTlds: ["com", "net"], supportPhone: "1-888-555-0142" },
  brandApiBaseUrl: "/brand-api",
  lookupPollDelayMs: 10,
} as unknown as RuntimeConfig;

describe("lookup actor implementations", () => {
  it("rejects a superseded request with 'Lookup canceled' and aborts it", async () => {
    const controller = new AbortController();
    let innerSignal: AbortSignal | undefined;
    const pending = cancellable(controller.signal, (signal) => {
      innerSignal = signal;
      return new Promise(() => {});
    });
    controller.abort();
    await expect(pending).rejects.toThrow(lookupCanceledMessage);
    expect(innerSignal?.aborted).toBe(true);
  });

  it("calls the brand API as spec section 7 says, polls and premium checks naming the accepted search", async () => {
    const calls: { path: string; request: ApiRequest<unknown> }[] = [];
    const api = (async (path: string, request: ApiRequest<unknown>) => {
      calls.push({ path, request });
      if (path.includes("premium")) return { domains: [] };
      if ((request.body as { counter?: number }).counter !== undefined)
        return { response: answer(true, entry("taken.com", "registrar_unavailable")), updatedCounter: 1 };
      return answer(false, entry("taken.com", "registrar_unavailable"), entry("taken.net", "started"));
    }) as ApiClient;
    const actor = createActor(createLookupLogic(api, config), {
      input: { parentCustomerId: 101, supportedTlds: ["com", "net"], supportPhone: "x" },
    }).start();
    actor.send({ type: "lookup.submit", search: { kind: "single", query: "taken", transfer: false } });
    await waitFor(actor, (s) => s.matches({ searching: { request: "complete" } }), { timeout: 5000 });
    const [lookup, premium, poll] = calls;
    expect(lookup).toMatchObject({
      path: "/domain/lookup",
      request: {
        method: "POST",
        body: { mode: "both", domain_category: "Best Sellers", domain_stems: ["taken"], parent_customer_id: 101 },
      },
    });
    expect(premium.path).toBe("/customer/101/customers/domain/premium");
    expect(premium.request.query).toMatchObject({
      search_id: fixtureSearchId,
      include_keywords: "taken",
      max_length: 63,
      tlds: "com",
      sort_by: "quality",
      num_domains: 1,
      primary_domain: "taken.com",
    });
    expect(premium.request.query?.cache_buster).toEqual(expect.any(Number));
    expect(poll).toMatchObject({
      path: "/domain/lookup",
      request: { method: "POST", body: { search_id: fixtureSearchId, payload: lookup.request.body, counter: 0 } },
    });
    actor.stop();
  });
});
