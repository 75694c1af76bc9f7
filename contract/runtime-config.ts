import { z } from "zod/mini";
import { brandCodes } from "../brands/index";
import { currencySchema } from "./currency";

export const brandMetadataSchema = z.object({
  brandName: z.enum(brandCodes),
  displayName: z.string(),
  workspace: z.string(),
  localHost: z.string(),
  brandURL: z.string(),
  checkoutURL: z.string(),
  defaultCurrency: currencySchema,
  parentCustomerId: z.number(),
  basketStorageKey: z.string(),
  supportedTlds: z.readonly(z.array(z.string())),
  routes: z.object({ searchResults: z.string(), hosting: z.string(), basket: z.string() }),
  salesContactText: z.string(),
  supportPhone: z.string(),
});

/** What the server hands the app at load time, in a JSON script element of the HTML page. */
export const runtimeConfigSchema = z.object({
  brand: brandMetadataSchema,
  /** Base URL of the brand API; relative (same origin) by default, or another origin. */
  brandApiBaseUrl: z.string(),
  /** hCaptcha site key; absent in test mode, where a local check stands in (decisions.md section 6). */
  hcaptchaSiteKey: z.optional(z.string()),
  /** Lookup poll delay in ms when the server shortens the spec's 2500 ms (LOOKUP_POLL_DELAY_MS, browser tests only). */
  lookupPollDelayMs: z.optional(z.number()),
  /** Delay between card payment refreshes when the server shortens the spec's 4 s (PAYMENT_REFRESH_DELAY_MS, tests only). */
  paymentRefreshDelayMs: z.optional(z.number()),
  /** Delay between order and status rereads when the server shortens the spec's 2 s (ORDER_RETRY_DELAY_MS, tests only). */
  orderRetryDelayMs: z.optional(z.number()),
  /** Whether the statechart viewer at /statecharts is served (STATECHARTS=1, and always in dev). */
  statecharts: z.optional(z.boolean()),
  /** Whether mail goes to the sandbox mailbox at /sandbox/mailbox (the demo without SMTP_URL; never production). */
  sandboxMailbox: z.optional(z.boolean()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Id of the JSON script element that carries the runtime configuration. */
export const runtimeConfigElementId = "storefront-config";
