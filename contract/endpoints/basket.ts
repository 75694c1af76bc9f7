import {
  addItemsRequestSchema,
  basketPriceSchema,
  basketSchema,
  createBasketRequestSchema,
  createBasketResponseSchema,
  referralRequestSchema,
  referralResponseSchema,
  voucherRequestSchema,
  voucherResponseSchema,
} from "../basket";
import { endpoint, jsonBody, noBody, noParams } from "./endpoint";
import { basketPath } from "./params";

const basketRead = ["not_found", "not_yours"] as const;
const basketEdit = [...basketRead, "basket_ordered", "basket_replaced"] as const;

// The basket calls of spec section 7 and their errors of spec section 8.

export const createBasket = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/basket",
  params: noParams,
  body: createBasketRequestSchema,
  answer: createBasketResponseSchema,
  status: 201,
  errors: ["unknown_brand", "ip_blocked"],
  access: "anyone",
  bodyLimit: jsonBody,
});

/**
 * A new basket of the caller's, created as POST /basket creates one, holding the order items of the basket the path
 * names and nothing else of it (no contact, account, voucher, credit choice or payment): what a visitor who opened a
 * checkout link of another browser starts again with. The id's holder learns only the items, which not_yours lists.
 */
export const copyBasket = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/basket/:id/copy",
  params: basketPath,
  answer: createBasketResponseSchema,
  status: 201,
  errors: ["not_found", "ip_blocked", "basket_full"],
  access: "anyone",
  bodyLimit: jsonBody,
});

export const addBasketItems = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/basket/:id/item",
  params: basketPath,
  body: addItemsRequestSchema,
  answer: basketSchema,
  status: 201,
  errors: [...basketEdit, "ip_blocked", "unavailable_item", "basket_full"],
  access: "basketOwner",
  bodyLimit: jsonBody,
});

export const readBasket = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/basket/:id",
  params: basketPath,
  answer: basketSchema,
  errors: basketRead,
  access: "basketOwner",
  bodyLimit: noBody,
});

export const priceBasket = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/basket/:id/price",
  params: basketPath,
  answer: basketPriceSchema,
  errors: basketRead,
  access: "basketOwner",
  bodyLimit: noBody,
});

export const applyVoucher = endpoint({
  mount: "brandApi",
  method: "PUT",
  path: "/basket/:id/voucher",
  params: basketPath,
  body: voucherRequestSchema,
  answer: voucherResponseSchema,
  errors: [...basketEdit, "invalid_voucher", "used_max"],
  access: "basketOwner",
  bodyLimit: jsonBody,
});

export const setReferral = endpoint({
  mount: "brandApi",
  method: "PUT",
  path: "/basket/:id/referral",
  params: basketPath,
  body: referralRequestSchema,
  answer: referralResponseSchema,
  errors: basketEdit,
  access: "basketOwner",
  bodyLimit: jsonBody,
});
