import { contactSchema, savedContactResponseSchema } from "../customer";
import { customerIdRequestSchema, customerIdResponseSchema } from "../payment";
import { endpoint, jsonBody } from "./endpoint";
import { basketPath } from "./params";

// Checkout's contact calls: whose basket it is and whom its domains are registered to.

export const saveBasketContact = endpoint({
  mount: "brandApi",
  method: "PUT",
  path: "/basket/:id/contact",
  params: basketPath,
  body: contactSchema,
  answer: savedContactResponseSchema,
  errors: ["not_found", "not_yours", "basket_ordered", "basket_replaced"],
  access: "basketOwner",
  bodyLimit: jsonBody,
});

export const attachBasketAccount = endpoint({
  mount: "brandApi",
  method: "PUT",
  path: "/basket/:id/customer_id",
  params: basketPath,
  body: customerIdRequestSchema,
  answer: customerIdResponseSchema,
  errors: ["not_found", "not_yours", "basket_ordered", "basket_replaced"],
  access: "basketOwner",
  bodyLimit: jsonBody,
});
