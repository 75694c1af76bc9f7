import { fromPromise } from "xstate";
import { serviceplanListSchema } from "../../contract/catalogue";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { catalogueMachine } from "../../machines/catalogue/catalogue.machine";
import type { ApiClient } from "../api/client";

/** The catalogue machine with the brand API's list of plans on sale injected. */
export function createCatalogueLogic(api: ApiClient, config: RuntimeConfig) {
  const { parentCustomerId } = config.brand;
  return catalogueMachine.provide({
    actors: {
      loadCatalogue: fromPromise(({ signal }) =>
        api("/customer/current/serviceplan/available", {
          query: { parent_customer_id: parentCustomerId },
          schema: serviceplanListSchema,
          signal,
        }),
      ),
    },
  });
}
