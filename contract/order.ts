import { z } from "zod/mini";
import { currencyCodeSchema } from "./currency";
import type { CommonErrorCode } from "./errors";

/** Order status values of the brand API (issue 5); spec section 4 maps each to a result page. */
export const orderStatuses = ["risky", "approved", "processed", "charged", "payment pending"] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = (typeof orderStatuses)[number];

/** Answer of POST /basket/{id}/placeorder and the zero-basket call (spec section 7). */
export const placeOrderResponseSchema = z.object({
  order_id: z.nullable(z.string()),
  status: z.nullable(orderStatusSchema),
  error: z.nullable(z.string()),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** Codes of the order calls' error answers, beside the common ones (not_found...). */
export const orderErrorCodes = ["staff_only", "not_approved"] as const;
export type OrderErrorCode = (typeof orderErrorCodes)[number] | CommonErrorCode;

export const orderItemSchema = z.object({
  base: z.object({ codename: z.string(), name: z.string() }),
  price: z.number(),
  /** The period bought ("1y", "12m") and what it renews at for that period; "" and 0 for orders before receipts. */
  period: z.string(),
  renew_price: z.number(),
});

/** A part of what an order was paid: its account credit (`account_credit`) or its payment method's type. */
export const orderPaymentSchema = z.object({ method: z.string(), amount: z.number() });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderResponseSchema = z.object({
  order_id: z.string(),
  status: orderStatusSchema,
  total: z.number(),
  /** The tax in the total and its rate: the items plus the tax make the total. */
  tax: z.number(),
  tax_rate_percent: z.number(),
  currency: currencyCodeSchema,
  payment_type: z.string(),
  created_at: z.string(),
  /** Whether the order's confirmation mail was accepted for delivery; its page claims an email only then. */
  confirmation_emailed: z.boolean(),
  items: z.array(orderItemSchema),
  /** What paid the total: account credit first, then the payment method; the amounts add up to the total. */
  paid: z.array(orderPaymentSchema),
  /** The terms accepted by paying: the terms page, its version and when; null for orders before terms were kept. */
  terms_accepted: z.nullable(z.object({ path: z.string(), version: z.string(), accepted_at: z.string() })),
});
export type Order = z.infer<typeof orderResponseSchema>;

export const orderStatusResponseSchema = z.object({ order_id: z.string(), status: orderStatusSchema });

/** A processed order action: its order's status afterwards (none when the order is gone). */
export const processedActionResponseSchema = z.object({ order_id: z.string(), status: z.optional(orderStatusSchema) });

/** The purchase as analytics receives it (a dataLayer `purchase` event). */
export const orderTrackingResponseSchema = z.object({
  transaction_id: z.string(),
  value: z.number(),
  currency: currencyCodeSchema,
  items: z.array(z.object({ item_id: z.string(), item_name: z.string(), price: z.number() })),
});
export type OrderTracking = z.infer<typeof orderTrackingResponseSchema>;

export const orderActionSchema = z.object({
  id: z.number(),
  type: z.enum(["review_risk", "collect_payment"]),
  processed: z.boolean(),
});
export const orderActionsResponseSchema = z.object({ actions: z.array(orderActionSchema) });
