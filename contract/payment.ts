import { z } from "zod/mini";
import { currencyCodeSchema } from "./currency";
import type { CommonErrorCode } from "./errors";
import { int32Id, moneyAmount, nonEmptyText, text } from "./limits";
import { type PaymentType, paymentTypes } from "./payment-methods";

/** Payment type options of spec section 4, one per entry of the payment method table. */
export { type PaymentType, paymentTypes };
export const paymentTypeSchema = z.enum(paymentTypes);

/** The order rules checked before any payment is taken (spec section 8 "Payment errors"). */
export const orderRuleErrorCodes = [
  "plan_requires_item",
  "currency_mismatch",
  "eu_only",
  "ca_registrant_mismatch",
] as const;
export type OrderRuleErrorCode = (typeof orderRuleErrorCodes)[number];

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
  ...orderRuleErrorCodes,
  "price_changed",
  "other",
] as const;
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

/**
 * Codes of the checkout calls' error answers (contact, credit, payment, placing the order): the payment outcomes
 * above, these, and the common ones. A placeorder refusal keeps the spec's `{ order_id, status, error }` beside them.
 */
export const checkoutCallErrorCodes = [
  "not_yours",
  "no_payment",
  "staff_only",
  "payment_incomplete",
  /** The account credit the payment counted on was spent by another order; the answer carries the new amount (409). */
  "credit_unavailable",
  /** The payment provider failed or did not answer in time; nothing was charged (502). */
  "payment_provider_failed",
  /** This way to pay is switched off (production mode has no sandbox provider) (503). */
  "provider_unavailable",
  /** The basket's total changed after it was paid: the payment was cancelled, the answer carries the new amount (409). */
  "basket_changed",
  /** The basket has been ordered: it no longer changes (409). */
  "basket_ordered",
  /** The browser replaced the basket by a newer one: it no longer changes, pays or orders (409). */
  "basket_replaced",
] as const;
export type CheckoutCallErrorCode = PaymentErrorCode | (typeof checkoutCallErrorCodes)[number] | CommonErrorCode;

export const createPaymentRequestSchema = z.object({
  type: paymentTypeSchema,
  /** The stored card or PayPal account, for the `existing-*` types. */
  payment_method_id: z.optional(int32Id),
  /** The total the visitor was shown, in minor units: the payment is refused when the live total differs. */
  expected_total: moneyAmount,
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const createPaymentResponseSchema = z.object({
  payment_id: z.string(),
  /** Where the visitor completes the payment; absent when nothing is left to do before placing the order. */
  redirect_url: z.optional(z.string()),
  params: z.record(z.string(), z.string()),
  amount: z.number(),
  currency: currencyCodeSchema,
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
  payment_id: text(100),
  payer_id: nonEmptyText(100),
});

export const useCreditRequestSchema = z.object({ use_credit: z.boolean() });
export const customerIdRequestSchema = z.object({ customer_id: int32Id });
export const customerIdResponseSchema = z.object({ customer_id: z.number() });

/** What the visitor owes once account credit is taken off the server's basket total (minor units). */
export const amountDueResponseSchema = z.object({
  total: z.number(),
  credit_applied: z.number(),
  amount_due: z.number(),
  currency: currencyCodeSchema,
});
export type AmountDue = z.infer<typeof amountDueResponseSchema>;
