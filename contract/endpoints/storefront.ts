import { sessionCheckSchema } from "../session";
import { endpoint, noBody, noParams } from "./endpoint";

// The storefront server's own JSON call (spec sections 2 and 7): the bot-detection session's state.

export const checkSession = endpoint({
  mount: "storefront",
  method: "GET",
  path: "/api/check-session/",
  params: noParams,
  answer: sessionCheckSchema,
  errors: [],
  access: "anyone",
  bodyLimit: noBody,
});
