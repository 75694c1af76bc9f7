import { z } from "zod/mini";

/** Contact data of spec section 3, as the checkout form sends it and the account stores it. */
export const contactSchema = z.object({
  registrant: z.string().check(z.trim(), z.minLength(1, "Enter the registrant's name."), z.maxLength(200)),
  email: z
    .string()
    .check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Enter a valid email address."), z.maxLength(254)),
  adr1: z.string().check(z.trim(), z.minLength(1, "Enter the first line of the address."), z.maxLength(200)),
  adr2: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  adr3: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  telephone: z.optional(
    z.string().check(z.trim(), z.regex(/^\+?[0-9 ().-]{6,20}$/, "Enter a telephone number of digits only.")),
  ),
  registrant_type: z.enum(["individual", "company"]),
  postcode: z.string().check(z.trim(), z.minLength(1, "Enter the postcode."), z.maxLength(20)),
  country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, "Choose a country.")),
  eu_vat_num: z.optional(z.string().check(z.trim(), z.maxLength(20))),
});
export type Contact = z.infer<typeof contactSchema>;

export const loginRequestSchema = z.object({
  credentials: z.object({ username: z.string().check(z.maxLength(254)), password: z.string().check(z.maxLength(200)) }),
  parent_customer_id: z.number(),
  /** Needed once the account or address has made too many attempts (`human_check_required`). */
  hcaptcha_token: z.optional(z.string().check(z.maxLength(4096))),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ key: z.string() });

export const loginTokenRequestSchema = z.object({
  username: z.string().check(z.maxLength(254)),
  parent_customer_id: z.number(),
  use_recovery_email: z.union([z.literal(0), z.literal(1)]),
  /** Where the link leads back to: a path of the brand's own site (the origin comes from brand metadata). */
  return_path: z.optional(z.string().check(z.regex(/^\/[^/\\]/, "The return path must be a path of this site."))),
});
export type LoginTokenRequest = z.infer<typeof loginTokenRequestSchema>;
export const loginTokenResponseSchema = z.object({ sent: z.boolean() });

/** Redeeming the one-time login link the mailbox shows. */
export const loginLinkRedeemSchema = z.object({ token: z.string().check(z.minLength(10), z.maxLength(200)) });

export const userLookupRequestSchema = z.object({ email: z.string().check(z.maxLength(254)) });
export const userLookupResponseSchema = z.object({ exists: z.boolean() });

/** The logged-in user; a guest gets nulls (a normal answer, not an error: every page load asks). */
export const currentUserSchema = z.object({ user_id: z.nullable(z.number()), customer_id: z.nullable(z.number()) });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const contactResponseSchema = z.object({ contact: z.nullable(contactSchema) });

export const storedPaymentMethodSchema = z.object({
  id: z.number(),
  type: z.enum(["card", "paypal"]),
  label: z.string(),
});
export type StoredPaymentMethod = z.infer<typeof storedPaymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({ payment_methods: z.array(storedPaymentMethodSchema) });

/** Account credit in minor units of the account's currency. */
export const creditResponseSchema = z.object({ credit: z.number(), currency: z.enum(["USD", "GBP"]) });

export const publicSettingsResponseSchema = z.object({ is_staff: z.boolean(), currency: z.enum(["USD", "GBP"]) });

/** Every error answer of the brand API: a code the app maps to a message, and a readable reason. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  code: z.optional(z.string()),
  retry_after: z.optional(z.number()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
