import { z } from "zod/mini";
import { brandCodes } from "../brands/index";
import type { CommonErrorCode } from "./errors";

export type { AiGeneratorRequest, LookupPayload, LookupPollRequest, PremiumQuery } from "./domain-requests";

/**
 * Domain search calls of spec section 7 ("Session and lookup"), shared by the brand API and the browser.
 * Prices are integer minor units (cents, pence) of the brand's currency.
 */

/** Registrar statuses the lookup answers with (decisions.md section 3), mapped to display statuses by the browser. */
export const registrarStatuses = [
  "scheduled",
  "started",
  "dns_available",
  "dns_unavailable",
  "registrar_available",
  "registrar_unavailable",
  "registrar_transferrable",
  "registrar_trademarked",
  "registrar_reserved",
  "preorder",
] as const;

const periodSchema = z.enum(["1m", "1y", "2y", "3y"]);
const money = z.number().check(z.int(), z.minimum(0));
const tldSchema = z.object({ tld: z.string() });

/** Spec section 3 "Pricing entry". */
export const pricingEntrySchema = z.object({
  period: periodSchema,
  period_in_months: z.number(),
  new_price: money,
  renew_price: money,
  special_offer_price: z.nullable(money),
  serviceplan_id: z.number(),
  extradetails: tldSchema,
});
export type PricingEntry = z.infer<typeof pricingEntrySchema>;

export const twoYearOfferSchema = z.object({
  brand: z.enum(brandCodes),
  new_price: money,
  period: z.literal("2y"),
  renew_price: money,
  serviceplan_id: z.number(),
  special_offer_price: z.nullable(money),
  extradetails: tldSchema,
});
export type TwoYearOfferEntry = z.infer<typeof twoYearOfferSchema>;

/** One entry of `register.domain_status`: spec section 3 "Domain search result" plus the stem and its price list. */
export const domainStatusEntrySchema = z.object({
  domain_stem: z.string(),
  name: z.string(),
  tld: z.string(),
  status: z.string(),
  new_price: money,
  renew_price: money,
  special_offer_price: z.nullable(money),
  period: periodSchema,
  period_in_months: z.number(),
  serviceplan_id: z.number(),
  twoYearOffer: z.optional(twoYearOfferSchema),
  isPremium: z.boolean(),
  /** Key of this entry's periods in the answer's `price_lists` (`register:com`, `transfer:co.uk`). */
  price_list: z.string(),
});
export type DomainStatusEntry = z.infer<typeof domainStatusEntrySchema>;

export const lookupResponseSchema = z.object({
  /** The id the server gave the search it accepted; its polls and premium checks name it. */
  search_id: z.optional(z.string()),
  register: z.optional(
    z.object({
      complete: z.boolean(),
      domain_status: z.array(domainStatusEntrySchema),
      /** Every period each TLD is sold for, once per TLD and action rather than once per name (500-name lists). */
      price_lists: z.record(z.string(), z.array(pricingEntrySchema)),
    }),
  ),
  requireHCaptcha: z.optional(z.boolean()),
  error: z.optional(z.string()),
});
export type LookupResponse = z.infer<typeof lookupResponseSchema>;
export type LookupRegister = NonNullable<LookupResponse["register"]>;

/** A poll's `response.register.domain_status` holds only the entries that changed since `counter`. */
export const lookupPollResponseSchema = z.object({
  response: lookupResponseSchema,
  updatedCounter: z.number(),
});
export type LookupPollResponse = z.infer<typeof lookupPollResponseSchema>;

export const premiumResponseSchema = z.object({
  domains: z.array(z.object({ domain: z.string(), price: money })),
  /** The session must pass the human check first; `domains` is then empty. */
  requireHCaptcha: z.optional(z.boolean()),
});
export type PremiumResponse = z.infer<typeof premiumResponseSchema>;

/** Names generated from a prompt, stored under `uuid` so `?ai_uuid=` can load them again. */
export const aiSuggestionsSchema = z.object({ uuid: z.string(), prompt: z.string(), domains: z.array(z.string()) });
export type AiSuggestions = z.infer<typeof aiSuggestionsSchema>;

export const aiGeneratorResponseSchema = z.object({
  uuid: z.optional(z.string()),
  prompt: z.optional(z.string()),
  domains: z.optional(z.array(z.string())),
  requireHCaptcha: z.optional(z.boolean()),
  error: z.optional(z.string()),
});
export type AiGeneratorResponse = z.infer<typeof aiGeneratorResponseSchema>;

/**
 * Codes of the lookup and AI generator calls' error answers, beside the common ones. A human check that is merely
 * required is no error: the answer is `{ requireHCaptcha: true }` at 200 (spec section 7).
 */
export const domainErrorCodes = [
  /** The session failed bot detection (406). */
  "bot_detection",
  /** The hCaptcha token sent was not accepted (422); the visitor is asked for the check again. */
  "hcaptcha_invalid",
  /** A poll or premium check named no search this browser session made (404): the visitor searches again. */
  "unknown_search",
  /** A bulk list longer than `bulkSearchMaxNames` (400). */
  "too_many_names",
] as const;
export type DomainErrorCode = (typeof domainErrorCodes)[number] | CommonErrorCode;

/** The answer to a poll or premium check naming no search of this browser session. */
export const unknownSearchMessage = "This search has expired or was made in another browser. Please search again.";

/** The answer to a bulk list over the limit, shown by the browser before sending and by the brand API. */
export function tooManyNamesMessage(maxNames: number): string {
  return `A bulk search takes at most ${maxNames} names. Please remove some and search again.`;
}

/** The published hCaptcha test token; accepted only when no hCaptcha secret is configured (decisions.md section 6). */
export const hcaptchaTestToken = "10000000-aaaa-bbbb-cccc-000000000001";

/** The UK2 premium-domain serviceplan: premium domains use it in every brand (spec section 9). */
export const premiumDomainServiceplanId = 63999;
