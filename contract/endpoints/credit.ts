import { amountDueResponseSchema, useCreditRequestSchema } from "../payment";
import { endpoint, jsonBody, noBody } from "./endpoint";
import { basketPath } from "./params";

// What the visitor owes once account credit is taken off the basket's total.

export const useCredit = endpoint({
  mount: "brandApi",
  method: "PUT",
  path: "/basket/:id/use_credit",
  params: basketPath,
  body: useCreditRequestSchema,
  answer: amountDueResponseSchema,
  errors: ["not_found", "not_yours", "not_logged_in", "basket_ordered", "basket_replaced"],
  access: "basketOwner",
  bodyLimit: jsonBody,
});

export const amountDue = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/basket/:id/amount_due",
  params: basketPath,
  answer: amountDueResponseSchema,
  errors: ["not_found", "not_yours"],
  access: "basketOwner",
  bodyLimit: noBody,
});
