import { fromPromise } from "xstate";
import * as catalogueEndpoints from "../../contract/endpoints/catalogue";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { catalogueMachine } from "../../machines/catalogue/catalogue.machine";
import type { ApiClient } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";

/** The catalogue machine with the brand API's list of plans on sale injected (unless the page brought them). */
export function createCatalogueLogic(api: ApiClient, config: RuntimeConfig) {
  const { parentCustomerId } = config.brand;
  const call = endpointCaller(api);
  return catalogueMachine.provide({
    actors: {
      // The plans the page came with (the server's own catalogue) need no request.
      loadCatalogue: fromPromise(async ({ input, signal }) =>
        input.serviceplans
          ? input.serviceplans
          : call(catalogueEndpoints.availableServiceplans, { query: { parent_customer_id: parentCustomerId }, signal }),
      ),
    },
  });
}
