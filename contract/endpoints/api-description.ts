import { z } from "zod/mini";
import { endpoint, noBody, noParams } from "./endpoint";

// The published description of every endpoint of this table, for generated clients, reference pages and
// schema-driven tests (the same document as docs/openapi.json).

export const apiDescription = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/openapi.json",
  params: noParams,
  answer: z.looseObject({
    openapi: z.literal("3.1.0"),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.looseObject({})),
  }),
  errors: [],
  access: "anyone",
  bodyLimit: noBody,
});
