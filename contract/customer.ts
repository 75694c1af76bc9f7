import { z } from "zod/mini";
import { currencyCodeSchema } from "./currency";
import type { CommonErrorCode } from "./errors";
import { int32Id, int32IdParam, text } from "./limits";
import { storedPaymentKinds } from "./payment-methods";
import { sameOriginTarget } from "./same-origin-target";

/** Contact data of spec section 3, as the checkout form sends it and the account stores it. */
export const contactSchema = z.object({
  registrant: text(200).check(z.trim(), z.minLength(1, "Enter the registrant's name.")),
  email: text(254).check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Enter a valid email address.")),
  adr1: text(200).check(z.trim(), z.minLength(1, "Enter the first line of the address.")),
  adr2: z.optional(text(200).check(z.trim())),
  adr3: z.optional(text(200).check(z.trim())),
  telephone: z.optional(
    z.string().check(z.trim(), z.regex(/^\+?[0-9 ().-]{6,20}$/, "Enter a telephone number of digits only.")),
  ),
  registrant_type: z.enum(["individual", "company"]),
  postcode: text(20).check(z.trim(), z.minLength(1, "Enter the postcode.")),
  country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, "Choose a country.")),
  eu_vat_num: z.optional(text(20).check(z.trim())),
});
export type Contact = z.infer<typeof contactSchema>;

export const loginRequestSchema = z.object({
  credentials: z.object({ username: text(254), password: text(200) }),
  parent_customer_id: int32Id,
  /** Needed once the account or address has made too many attempts (`human_check_required`). */
  hcaptcha_token: z.optional(text(4096)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ key: z.string() });
export const logoutResponseSchema = z.object({ logged_out: z.boolean() });

/** Any origin does: a path starting with one `/` resolves to the same path on every http(s) origin. */
const anyBrandOrigin = "https://brand.invalid";
const isSitePath = (path: string) => /^\/(?!\/)/.test(path) && sameOriginTarget(path, anyBrandOrigin) !== null;

export const loginTokenRequestSchema = z.object({
  username: text(254),
  parent_customer_id: int32Id,
  use_recovery_email: z.union([z.literal(0), z.literal(1)]),
  /**
   * Where the link leads back to: a path of the brand's own site (the origin comes from brand metadata). It starts
   * with one `/`, so it means the same on every brand's origin, and stays there by contract/same-origin-target.ts.
   */
  return_path: z.optional(
    text(2000).check(z.refine(isSitePath, "The return path must be a path of this site, such as /order/checkout/.")),
  ),
});
export type LoginTokenRequest = z.infer<typeof loginTokenRequestSchema>;
export const loginTokenResponseSchema = z.object({ sent: z.boolean() });

/** Redeeming the one-time login link the mailbox shows. */
export const loginLinkRedeemSchema = z.object({ token: text(200).check(z.minLength(10)) });

export const userLookupRequestSchema = z.object({ email: text(254) });
/** The brand whose accounts the lookup searches; without it, every brand's. */
export const userLookupQuerySchema = z.object({ parent_customer_id: z.optional(int32IdParam) });
export const userLookupResponseSchema = z.object({ exists: z.boolean() });

/** The logged-in user; a guest gets nulls (a normal answer, not an error: every page load asks). */
export const currentUserSchema = z.object({ user_id: z.nullable(z.number()), customer_id: z.nullable(z.number()) });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const contactResponseSchema = z.object({ contact: z.nullable(contactSchema) });
/** The contact as a save stored it (trimmed). */
export const savedContactResponseSchema = z.object({ contact: contactSchema });
/** A basket's saved contact: none until the checkout first saves one. */
export const basketContactResponseSchema = z.object({ contact: z.nullable(contactSchema) });

export const storedPaymentMethodSchema = z.object({
  id: z.number(),
  type: z.enum(storedPaymentKinds),
  label: z.string(),
});
export type StoredPaymentMethod = z.infer<typeof storedPaymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({ payment_methods: z.array(storedPaymentMethodSchema) });

/** Account credit in minor units of the account's currency. */
export const creditResponseSchema = z.object({ credit: z.number(), currency: currencyCodeSchema });

export const publicSettingsResponseSchema = z.object({ is_staff: z.boolean(), currency: currencyCodeSchema });

/** Codes of the customer and login calls' error answers, beside the common ones (not_logged_in, rate_limited...). */
export const customerErrorCodes = [
  "not_yours",
  "username_too_short",
  "authentication",
  /** Too many failed logins from this account or address: send the login again with an hCaptcha token (429). */
  "human_check_required",
  /** The hCaptcha token sent with the login did not pass (422). */
  "human_check_failed",
  "link_invalid",
  /** The mail relay did not accept the login link, so none will arrive (503). */
  "login_link_unavailable",
] as const;
export type CustomerErrorCode = (typeof customerErrorCodes)[number] | CommonErrorCode;
