import { Hono } from "hono";
import * as apiDescriptionEndpoints from "../../contract/endpoints/api-description";
import { KeptJson } from "../http/kept-answer";
import { registerEndpoint } from "../http/register-endpoint";
import { openApiDocument } from "./openapi-document";

/** The OpenAPI document of the contract table, made once on first request and kept as bytes. */
export function apiDescriptionRoutes(): Hono {
  const routes = new Hono();
  let kept: KeptJson<ReturnType<typeof openApiDocument>> | undefined;
  registerEndpoint(routes, apiDescriptionEndpoints.apiDescription, () => {
    kept ??= new KeptJson(openApiDocument());
    return kept;
  });
  return routes;
}
