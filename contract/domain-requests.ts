import { z } from "zod/mini";
import { int32Id, nonEmptyText, text, uuidId } from "./limits";

/** hCaptcha response tokens run to a few thousand characters. */
const hcaptchaToken = nonEmptyText(8192);

/**
 * Request schemas of the domain search calls (spec section 7). Only the brand API parses requests, so they live apart
 * from the answers in ./domains.ts and stay out of the browser's bundle; the browser uses their types.
 */

const domainName = z.string().check(z.minLength(3), z.maxLength(253), z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/));
const stem = z.string().check(z.minLength(1), z.maxLength(63), z.regex(/^[a-z0-9-]+$/));

/** The first lookup request; the poll variant repeats it as `payload`. */
export const lookupPayloadSchema = z
  .object({
    /** `both` answers register or transfer per name; `transfer` looks for names that can be transferred in. */
    mode: z.enum(["both", "transfer"]),
    /**
     * A bulk list or the AI-suggested names, each with its extension. Its size limit (`bulkSearchMaxNames`) is checked
     * by the brand API with a sentence for the visitor; the body limit bounds what is parsed before that.
     */
    domains: z.optional(z.array(domainName).check(z.minLength(1))),
    /** A TLD category ("Best Sellers") and the names to look up in each of its TLDs. */
    domain_category: z.optional(nonEmptyText(100)),
    domain_stems: z.optional(z.array(stem).check(z.minLength(1), z.maxLength(20))),
    parent_customer_id: int32Id,
    hcaptcha_token: z.optional(hcaptchaToken),
  })
  .check(
    z.refine((p) => (p.domains !== undefined) !== (p.domain_stems !== undefined && p.domain_category !== undefined), {
      message: "Send either domains, or domain_category with domain_stems.",
    }),
  );
export type LookupPayload = z.infer<typeof lookupPayloadSchema>;

export const lookupPollRequestSchema = z.object({
  /** The search the lookup's answer named: a poll answers only for the names of a search the server accepted. */
  search_id: uuidId,
  payload: lookupPayloadSchema,
  /** How many answers the storefront has had for this lookup (the first answer is 0). */
  counter: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  token: z.optional(hcaptchaToken),
});
export type LookupPollRequest = z.infer<typeof lookupPollRequestSchema>;

/** Query of GET /customer/{id}/customers/domain/premium (spec section 7). */
export const premiumQuerySchema = z.object({
  /** The accepted search the taken name came from: the check answers only for that search's names. */
  search_id: uuidId,
  include_keywords: nonEmptyText(63),
  max_length: z.optional(z.string().check(z.regex(/^\d{1,3}$/))),
  tlds: nonEmptyText(1000),
  sort_by: z.optional(z.literal("quality")),
  num_domains: z.optional(z.string().check(z.regex(/^\d{1,3}$/))),
  primary_domain: z.optional(text(253)),
  cache_buster: z.optional(text(100)),
});
export type PremiumQuery = z.infer<typeof premiumQuerySchema>;

export const aiGeneratorRequestSchema = z.object({
  prompt: nonEmptyText(500),
  parent_customer_id: int32Id,
  enforce_hcaptcha: z.optional(z.boolean()),
  hcaptcha_token: z.optional(hcaptchaToken),
});
export type AiGeneratorRequest = z.infer<typeof aiGeneratorRequestSchema>;
