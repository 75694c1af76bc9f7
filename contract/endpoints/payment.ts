import {
  confirmPaymentRequestSchema,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  orderRuleErrorCodes,
  paymentStateResponseSchema,
} from "../payment";
import { endpoint, jsonBody } from "./endpoint";
import { basketPath } from "./params";

// A basket's payment: started, read while the provider decides, and a PayPal approval confirmed.

export const createPayment = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/basket/:id/payment",
  params: basketPath,
  body: createPaymentRequestSchema,
  answer: createPaymentResponseSchema,
  errors: [
    "not_found",
    "not_yours",
    "provider_unavailable",
    "authentication",
    "duplicate_transaction",
    "price_changed",
    "basket_replaced",
    "other",
    ...orderRuleErrorCodes,
  ],
  access: "basketOwner",
  bodyLimit: jsonBody,
  repeatable: true,
});

export const refreshPayment = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/basket/:id/payment/refresh",
  params: basketPath,
  answer: paymentStateResponseSchema,
  errors: ["not_found", "not_yours", "no_payment"],
  access: "basketOwner",
  bodyLimit: jsonBody,
  repeatable: true,
});

export const confirmPaypal = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/basket/:id/payment/confirm",
  params: basketPath,
  body: confirmPaymentRequestSchema,
  answer: paymentStateResponseSchema,
  errors: ["not_found", "not_yours", "no_payment"],
  access: "basketOwner",
  bodyLimit: jsonBody,
  repeatable: true,
});
