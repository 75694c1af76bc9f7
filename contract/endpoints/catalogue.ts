import {
  catalogueQuerySchema,
  serviceListSchema,
  serviceplanListSchema,
  serviceplanResponseSchema,
} from "../catalogue";
import { int32IdParam } from "../limits";
import { endpoint, namesNothingWhenMalformed, noBody, noParams } from "./endpoint";

// The catalogue calls of spec section 7: hosting plans and add-ons priced in the brand's currency.

/** The plans on sale: every plan is on sale to every visitor, so the current customer's list is the same call. */
const serviceplanList = {
  mount: "brandApi",
  method: "GET",
  params: noParams,
  query: catalogueQuerySchema,
  answer: serviceplanListSchema,
  errors: ["unknown_brand"],
  access: "anyone",
  bodyLimit: noBody,
} as const;

export const availableServiceplans = endpoint({ ...serviceplanList, path: "/customer/current/serviceplan/available" });

export const customerServiceplans = endpoint({ ...serviceplanList, path: "/customer/current/serviceplan" });

export const availableServiceplan = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/current/serviceplan/available/:id",
  params: { id: namesNothingWhenMalformed(int32IdParam) },
  query: catalogueQuerySchema,
  answer: serviceplanResponseSchema,
  errors: ["unknown_brand", "not_found"],
  access: "anyone",
  bodyLimit: noBody,
});

export const catalogueServices = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/current/service",
  params: noParams,
  answer: serviceListSchema,
  errors: [],
  access: "anyone",
  bodyLimit: noBody,
});
