import { int32IdParam } from "../limits";
import { placeOrderResponseSchema } from "../order";
import { orderRuleErrorCodes } from "../payment";
import { endpoint, jsonBody, namesNothingWhenMalformed } from "./endpoint";
import { basketPath } from "./params";

/** Why a placement placed no order; nothing was written then. */
const notPlaced = [
  "credit_unavailable",
  "basket_changed",
  "payment_provider_failed",
  "payment_incomplete",
  "basket_replaced",
] as const;

// Placing a basket's order: paid, or without payment (nothing to pay, or staff).

export const placeOrder = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/basket/:id/placeorder",
  params: basketPath,
  answer: placeOrderResponseSchema,
  errors: ["not_found", "not_yours", ...notPlaced],
  access: "basketOwner",
  bodyLimit: jsonBody,
  repeatable: true,
});

export const placeZeroOrder = endpoint({
  mount: "brandApi",
  method: "PUT",
  path: "/customer/:customerId/customers/basket/:id/zero",
  params: { customerId: namesNothingWhenMalformed(int32IdParam), id: basketPath.id },
  answer: placeOrderResponseSchema,
  errors: ["not_found", "not_yours", "staff_only", "other", ...orderRuleErrorCodes, ...notPlaced],
  access: "basketOwner",
  bodyLimit: jsonBody,
  repeatable: true,
});
