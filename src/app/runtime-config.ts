import { type RuntimeConfig, runtimeConfigElementId, runtimeConfigSchema } from "../../contract/runtime-config";

/** Reads the configuration the server put into the page; throws a clear error when it is missing or malformed. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(runtimeConfigElementId);
  if (!element?.textContent)
    throw new Error("The page has no storefront configuration; open it through the storefront server.");
  return runtimeConfigSchema.parse(JSON.parse(element.textContent));
}
