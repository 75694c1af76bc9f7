import { int32IdParam, orderId } from "../limits";
import {
  orderActionsResponseSchema,
  orderResponseSchema,
  orderStatusResponseSchema,
  orderTrackingResponseSchema,
  processedActionResponseSchema,
} from "../order";
import { endpoint, jsonBody, namesNothingWhenMalformed, noBody } from "./endpoint";

/** `/order/:id/...`: a malformed order number is answered as no such order. */
const orderPath = { id: namesNothingWhenMalformed(orderId) };

// Orders of spec section 7: read by the visitor who placed them, processed and charged by staff.

export const readOrder = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/order/:id",
  params: orderPath,
  answer: orderResponseSchema,
  errors: ["not_found"],
  access: "orderOwner",
  bodyLimit: noBody,
});

export const orderTracking = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/order/:id/tracking",
  params: orderPath,
  answer: orderTrackingResponseSchema,
  errors: ["not_found"],
  access: "orderOwner",
  bodyLimit: noBody,
});

export const orderStatus = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/order/:id/status/public",
  params: orderPath,
  answer: orderStatusResponseSchema,
  errors: ["not_found"],
  access: "anyone",
  bodyLimit: noBody,
});

export const orderActions = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/order/:id/action",
  params: orderPath,
  answer: orderActionsResponseSchema,
  errors: ["not_found"],
  access: "orderOwner",
  bodyLimit: noBody,
});

export const processOrderAction = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/action/:id/process",
  params: { id: namesNothingWhenMalformed(int32IdParam) },
  answer: processedActionResponseSchema,
  errors: ["staff_only", "not_found"],
  access: "staff",
  bodyLimit: jsonBody,
});

export const chargeOrder = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/order/:id/charge",
  params: orderPath,
  answer: orderStatusResponseSchema,
  errors: ["staff_only", "not_found", "not_approved"],
  access: "staff",
  bodyLimit: jsonBody,
});
