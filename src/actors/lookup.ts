import { fromPromise } from "xstate";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { lookupCanceledMessage } from "../../rules/lookup/errors";
import { maxNameLength } from "../../rules/lookup/search-input";
import type { ApiClient } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";

/** Runs a request that rejects with 'Lookup canceled' as soon as the lookup it belongs to is superseded. */
export function cancellable<T>(signal: AbortSignal, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(new Error(lookupCanceledMessage));
    if (signal.aborted) return cancel();
    signal.addEventListener("abort", cancel, { once: true });
    run(signal)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", cancel));
  });
}

/** The lookup machine with the brand API calls of spec section 7 ("Session and lookup"). */
export function createLookupLogic(api: ApiClient, config: RuntimeConfig) {
  const parent_customer_id = config.brand.parentCustomerId;
  const call = endpointCaller(api);
  // The domain calls' entries and their request schemas load beside the search page, not before its first paint
  // (tests/unit/page-weight.test.ts): the import starts with the logic, well before the first lookup is sent.
  const domainCalls = import("../../contract/endpoints/domains");
  return lookupMachine.provide({
    actors: {
      lookupRequest: fromPromise(async ({ input, signal }) => ({
        requestName: input.requestName,
        response: await cancellable(signal, async (s) =>
          call((await domainCalls).lookUpDomains, { body: input.payload, signal: s }),
        ),
      })),
      lookupPoll: fromPromise(async ({ input, signal }) => ({
        requestName: input.requestName,
        response: await cancellable(signal, async (s) =>
          call((await domainCalls).pollDomainLookup, {
            body: {
              search_id: input.searchId,
              payload: input.payload,
              counter: input.counter,
              token: input.token ?? undefined,
            },
            signal: s,
          }),
        ),
      })),
      premiumCheck: fromPromise(async ({ input, signal }) => ({
        requestName: input.requestName,
        response: await call((await domainCalls).premiumDomains, {
          params: { id: parent_customer_id },
          query: {
            search_id: input.searchId,
            include_keywords: input.name,
            max_length: maxNameLength,
            tlds: input.tld,
            sort_by: "quality",
            num_domains: 1,
            primary_domain: `${input.name}.${input.tld}`,
            cache_buster: Date.now(),
          },
          signal,
        }),
      })),
      aiGenerate: fromPromise(async ({ input, signal }) => ({
        requestName: input.requestName,
        response: await cancellable(signal, async (s) =>
          call((await domainCalls).generateDomains, {
            body: {
              prompt: input.prompt,
              parent_customer_id,
              enforce_hcaptcha: false,
              hcaptcha_token: input.token ?? undefined,
            },
            signal: s,
          }),
        ),
      })),
      aiLoad: fromPromise(async ({ input, signal }) =>
        call((await domainCalls).aiSuggestions, { params: { uuid: input.uuid }, signal }),
      ),
    },
    // The browser tests shorten the spec's poll delay through the server's LOOKUP_POLL_DELAY_MS.
    delays: config.lookupPollDelayMs ? { pollDelay: config.lookupPollDelayMs } : {},
  });
}
