import { z } from "zod/mini";
import { endpoint, noBody, noParams } from "./endpoint";

// The balancer's health check: the database answers.

export const health = endpoint({
  mount: "storefront",
  method: "GET",
  path: "/healthz",
  params: noParams,
  answer: z.object({ status: z.literal("ok") }),
  errors: [],
  access: "anyone",
  bodyLimit: noBody,
});
