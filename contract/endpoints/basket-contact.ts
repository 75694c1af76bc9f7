import { basketContactResponseSchema, contactSchema, savedContactResponseSchema } from "../customer";
import { customerIdRequestSchema, customerIdResponseSchema } from "../payment";
import { endpoint, jsonBody, noBody } from "./endpoint";
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

/** The contact the checkout last saved, so a checkout opened again (after a provider, a reload) shows it. */
export const readBasketContact = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/basket/:id/contact",
  params: basketPath,
  answer: basketContactResponseSchema,
  errors: ["not_found", "not_yours"],
  access: "basketOwner",
  bodyLimit: noBody,
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
