import { z } from "zod/mini";
import {
  aiGeneratorRequestSchema,
  lookupPayloadSchema,
  lookupPollRequestSchema,
  premiumQuerySchema,
} from "../domain-requests";
import {
  aiGeneratorResponseSchema,
  aiSuggestionsSchema,
  lookupPollResponseSchema,
  lookupResponseSchema,
  premiumResponseSchema,
} from "../domains";
import { int32IdParam } from "../limits";
import { endpoint, jsonBody, namesNothingWhenMalformed, noBody, noParams } from "./endpoint";

/** A human check that is merely required is no error: the answer is `{ requireHCaptcha: true }` at 200. */
const humanCheckErrors = ["unknown_brand", "bot_detection", "hcaptcha_invalid"] as const;
/** The calls that name an accepted search: a search id this browser session did not get is refused. */
const searchErrors = ["bot_detection", "hcaptcha_invalid", "unknown_search"] as const;

// The domain calls of spec section 7 ("Session and lookup"): lookup and poll, premium check, AI generator.

// The poll shares the lookup's route and takes the bodies with a `counter` (its route is registered first).
export const pollDomainLookup = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/domain/lookup",
  params: noParams,
  body: lookupPollRequestSchema,
  answer: lookupPollResponseSchema,
  errors: searchErrors,
  access: "anyone",
  bodyLimit: jsonBody,
  takesBody: (body) => typeof body === "object" && body !== null && "counter" in body,
});

export const lookUpDomains = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/domain/lookup",
  params: noParams,
  body: lookupPayloadSchema,
  answer: lookupResponseSchema,
  errors: [...humanCheckErrors, "too_many_names"],
  access: "anyone",
  bodyLimit: jsonBody,
});

export const premiumDomains = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/:id/customers/domain/premium",
  params: { id: namesNothingWhenMalformed(int32IdParam) },
  query: premiumQuerySchema,
  answer: premiumResponseSchema,
  errors: ["unknown_brand", "bot_detection", "unknown_search"],
  access: "anyone",
  bodyLimit: noBody,
});

export const generateDomains = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/domain/ai/generator",
  params: noParams,
  body: aiGeneratorRequestSchema,
  answer: aiGeneratorResponseSchema,
  errors: humanCheckErrors,
  access: "anyone",
  bodyLimit: jsonBody,
});

export const aiSuggestions = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/domain/ai/generator/:uuid",
  params: { uuid: z.string().check(z.regex(/^[0-9a-f-]{36}$/, "expected a uuid")) },
  answer: aiSuggestionsSchema,
  errors: ["not_found"],
  access: "anyone",
  bodyLimit: noBody,
});
