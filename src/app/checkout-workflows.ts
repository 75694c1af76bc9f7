import type { RuntimeConfig } from "../../contract/runtime-config";
import type { CheckoutWorkflows } from "../../machines/app/app.machine";
import { createCheckoutLogic } from "../actors/checkout";
import { createLoginLogic } from "../actors/login";
import { createOrderLogic } from "../actors/order";
import { createApiClient } from "../api/client";

/** The checkout, login and order machines with their real implementations; loaded only by the checkout pages. */
export function createCheckoutWorkflows(config: RuntimeConfig): CheckoutWorkflows {
  const api = createApiClient(config.brandApiBaseUrl);
  return {
    checkout: createCheckoutLogic(api, config),
    login: createLoginLogic(api),
    order: createOrderLogic(api, config),
  };
}
