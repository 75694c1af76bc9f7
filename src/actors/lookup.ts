import { fromPromise } from "xstate";
import {
  aiGeneratorResponseSchema,
  aiSuggestionsSchema,
  lookupPollResponseSchema,
  lookupResponseSchema,
  premiumResponseSchema,
} from "../../contract/domains";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { lookupCanceledMessage } from "../../rules/lookup/errors";
import { maxNameLength } from "../../rules/lookup/search-input";
import type { ApiClient } from "../api/client";

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
  return lookupMachine.provide({
    actors: {
      lookupRequest: fromPromise(async ({ input, signal }) => ({
        requestName: input.requestName,
        response: await cancellable(signal, (s) =>
          api("/domain/lookup", { method: "POST", body: input.payload, schema: lookupResponseSchema, signal: s }),
        ),
      })),
      lookupPoll: fromPromise(async ({ input, signal }) => ({
        requestName: input.requestName,
        response: await cancellable(signal, (s) =>
          api("/domain/lookup", {
            method: "POST",
            body: { payload: input.payload, counter: input.counter, token: input.token ?? undefined },
            schema: lookupPollResponseSchema,
            signal: s,
          }),
        ),
      })),
      premiumCheck: fromPromise(async ({ input, signal }) => ({
        requestName: input.requestName,
        response: await api(`/customer/${parent_customer_id}/customers/domain/premium`, {
          query: {
            include_keywords: input.name,
            max_length: maxNameLength,
            tlds: input.tld,
            sort_by: "quality",
            num_domains: 1,
            primary_domain: `${input.name}.${input.tld}`,
            cache_buster: Date.now(),
          },
          schema: premiumResponseSchema,
          signal,
        }),
      })),
      aiGenerate: fromPromise(async ({ input, signal }) => ({
        requestName: input.requestName,
        response: await cancellable(signal, (s) =>
          api("/domain/ai/generator", {
            method: "POST",
            body: {
              prompt: input.prompt,
              parent_customer_id,
              enforce_hcaptcha: false,
              hcaptcha_token: input.token ?? undefined,
            },
            schema: aiGeneratorResponseSchema,
            signal: s,
          }),
        ),
      })),
      aiLoad: fromPromise(({ input, signal }) =>
        api(`/domain/ai/generator/${encodeURIComponent(input.uuid)}`, { schema: aiSuggestionsSchema, signal }),
      ),
    },
    // The browser tests shorten the spec's poll delay through the server's LOOKUP_POLL_DELAY_MS.
    delays: config.lookupPollDelayMs ? { pollDelay: config.lookupPollDelayMs } : {},
  });
}
