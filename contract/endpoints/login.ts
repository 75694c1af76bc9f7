import {
  loginLinkRedeemSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginTokenRequestSchema,
  loginTokenResponseSchema,
  logoutResponseSchema,
} from "../customer";
import { endpoint, jsonBody, noParams } from "./endpoint";

// Logging in by password or emailed link, and out.

export const logIn = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/login",
  params: noParams,
  body: loginRequestSchema,
  answer: loginResponseSchema,
  errors: ["username_too_short", "human_check_required", "human_check_failed", "authentication"],
  access: "anyone",
  bodyLimit: jsonBody,
});

export const sendLoginLink = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/login/token",
  params: noParams,
  body: loginTokenRequestSchema,
  answer: loginTokenResponseSchema,
  errors: ["login_link_unavailable"],
  access: "anyone",
  bodyLimit: jsonBody,
});

export const redeemLoginLink = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/login/link",
  params: noParams,
  body: loginLinkRedeemSchema,
  answer: loginResponseSchema,
  errors: ["link_invalid"],
  access: "anyone",
  bodyLimit: jsonBody,
});

export const logOut = endpoint({
  mount: "brandApi",
  method: "POST",
  path: "/logout",
  params: noParams,
  answer: logoutResponseSchema,
  errors: [],
  access: "anyone",
  bodyLimit: jsonBody,
});
