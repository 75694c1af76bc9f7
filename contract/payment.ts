import { z } from "zod/mini";

/** Payment type options of spec section 4. */
export const paymentTypes = [
  "existing-credit-or-debit",
  "new-credit-or-debit",
  "direct-debit",
  "paypal",
  "existing-paypal",
  "staff",
  "no-payment",
] as const;
export const paymentTypeSchema = z.enum(paymentTypes);
export type PaymentType = (typeof paymentTypes)[number];

/** Error codes the payment calls answer; each maps to a message of spec section 8 (machines/checkout/payment-errors.ts). */
export const paymentErrorCodes = [
  "declined",
  "duplicate_transaction",
  "authentication",
  "username_too_short",
  "bad_cvv",
  "bad_card_number",
  "invalid_expiry",
  "expiry_too_old",
  "plan_requires_item",
  "currency_mismatch",
  "eu_only",
  "ca_registrant_mismatch",
  "price_changed",
  "other",
] as const;
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

export const createPaymentRequestSchema = z.object({
  type: paymentTypeSchema,
  /** The stored card or PayPal account, for the `existing-*` types. */
  payment_method_id: z.optional(z.number()),
  /** The total the visitor was shown, in minor units: the payment is refused when the live total differs. */
  expected_total: z.number().check(z.int(), z.gte(0)),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const createPaymentResponseSchema = z.object({
  payment_id: z.string(),
  /** Where the visitor completes the payment; absent when nothing is left to do before placing the order. */
  redirect_url: z.optional(z.string()),
  params: z.record(z.string(), z.string()),
  amount: z.number(),
  currency: z.enum(["USD", "GBP"]),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

export const paymentStatuses = [
  "awaiting_customer",
  "pending",
  "authorized",
  "failed",
  "cancelled",
  "captured",
  /** Superseded by a newer payment of the basket, or released because the order's credit was spent meanwhile. */
  "voided",
] as const;
export const paymentStateResponseSchema = z.object({
  payment_id: z.string(),
  status: z.enum(paymentStatuses),
  error: z.optional(z.enum(paymentErrorCodes)),
});
export type PaymentState = z.infer<typeof paymentStateResponseSchema>;

export const confirmPaymentRequestSchema = z.object({
  payment_id: z.string().check(z.maxLength(100)),
  payer_id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const useCreditRequestSchema = z.object({ use_credit: z.boolean() });
export const customerIdRequestSchema = z.object({ customer_id: z.number() });

/** What the visitor owes once account credit is taken off the server's basket total (minor units). */
export const amountDueResponseSchema = z.object({
  total: z.number(),
  credit_applied: z.number(),
  amount_due: z.number(),
  currency: z.enum(["USD", "GBP"]),
});
export type AmountDue = z.infer<typeof amountDueResponseSchema>;
