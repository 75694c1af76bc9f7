import * as apiDescriptionEndpoints from "./api-description";
import * as basketEndpoints from "./basket";
import * as basketContactEndpoints from "./basket-contact";
import * as catalogueEndpoints from "./catalogue";
import * as creditEndpoints from "./credit";
import * as customerEndpoints from "./customers";
import * as domainEndpoints from "./domains";
import type { Endpoint } from "./endpoint";
import * as healthEndpoints from "./health";
import * as knowledgeBaseEndpoints from "./knowledge-base";
import * as loginEndpoints from "./login";
import * as orderPlacingEndpoints from "./order-placing";
import * as orderEndpoints from "./orders";
import * as paymentEndpoints from "./payment";
import * as reviewsEndpoints from "./reviews";
import * as siteContentEndpoints from "./site-content";
import * as storefrontEndpoints from "./storefront";

/**
 * Every JSON endpoint the server answers, by name: the one table the browser's typed client (src/api/) and the
 * server's routes (server/http/register-endpoint.ts) are built from. The browser imports the resource files it
 * needs, not this index, so a page's bundle holds only its own calls.
 */
export const endpoints = {
  ...domainEndpoints,
  ...catalogueEndpoints,
  ...basketEndpoints,
  ...basketContactEndpoints,
  ...creditEndpoints,
  ...paymentEndpoints,
  ...orderPlacingEndpoints,
  ...orderEndpoints,
  ...loginEndpoints,
  ...customerEndpoints,
  ...reviewsEndpoints,
  ...knowledgeBaseEndpoints,
  ...siteContentEndpoints,
  ...storefrontEndpoints,
  ...healthEndpoints,
  ...apiDescriptionEndpoints,
} satisfies Record<string, Endpoint>;

/** The table as a list of named endpoints. */
export const endpointList: (Endpoint & { name: string })[] = Object.entries(endpoints).map(([name, definition]) => ({
  name,
  ...definition,
}));
