import {
  contactResponseSchema,
  contactSchema,
  creditResponseSchema,
  currentUserSchema,
  paymentMethodsResponseSchema,
  publicSettingsResponseSchema,
  savedContactResponseSchema,
  userLookupQuerySchema,
  userLookupRequestSchema,
  userLookupResponseSchema,
} from "../customer";
import { int32IdParam } from "../limits";
import { endpoint, jsonBody, namesNothingWhenMalformed, noBody, noParams } from "./endpoint";

/** `/customer/:id/...` of an account: a malformed id is answered as another customer's. */
const accountPath = { id: namesNothingWhenMalformed(int32IdParam) };
const ownAccountErrors = ["not_logged_in", "not_yours"] as const;

// The customer calls of spec section 7: who is logged in, and their account.

export const lookUpUser = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/customer//user/lookup",
  params: noParams,
  query: userLookupQuerySchema,
  body: userLookupRequestSchema,
  answer: userLookupResponseSchema,
  errors: [],
  access: "anyone",
  bodyLimit: jsonBody,
});

export const currentUser = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/current/user/current",
  params: noParams,
  answer: currentUserSchema,
  errors: [],
  access: "anyone",
  bodyLimit: noBody,
});

export const currentContact = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/current/user/current/contact",
  params: noParams,
  answer: contactResponseSchema,
  errors: ["not_logged_in"],
  access: "customer",
  bodyLimit: noBody,
});

export const saveCurrentContact = endpoint({
  mount: "brandApi",
  method: "PUT",
  path: "/customer/current/user/current/contact",
  params: noParams,
  body: contactSchema,
  answer: savedContactResponseSchema,
  errors: ["not_logged_in"],
  access: "customer",
  bodyLimit: jsonBody,
});

export const primaryContact = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/:id/user/primary/contact",
  params: accountPath,
  answer: contactResponseSchema,
  errors: ownAccountErrors,
  access: "accountOwner",
  bodyLimit: noBody,
});

export const paymentMethods = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/:id/payment_method",
  params: accountPath,
  answer: paymentMethodsResponseSchema,
  errors: ownAccountErrors,
  access: "accountOwner",
  bodyLimit: noBody,
});

export const accountCredit = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/:id/credit",
  params: accountPath,
  answer: creditResponseSchema,
  errors: ownAccountErrors,
  access: "accountOwner",
  bodyLimit: noBody,
});

export const publicSettings = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/:id/settings/public",
  params: accountPath,
  answer: publicSettingsResponseSchema,
  errors: ownAccountErrors,
  access: "accountOwner",
  bodyLimit: noBody,
});
