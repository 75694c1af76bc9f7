import { type AppInput, appMachine } from "../../machines/app/app.machine";
import { createBasketLogic } from "../actors/basket";
import { createKnowledgeBaseLogic } from "../actors/knowledge-base";
import { createReviewsLogic } from "../actors/reviews";
import { createSiteLogic } from "../actors/site";
import { createApiClient } from "../api/client";
import type { RuntimeConfig } from "../api/schemas/runtime-config";

/** The root machine with the real implementations (network, storage, clock) of every child actor injected. */
export function createAppLogic(config: RuntimeConfig) {
  const api = createApiClient(config.brandApiBaseUrl);
  const { workspace } = config.brand;
  return appMachine.provide({
    actors: {
      basket: createBasketLogic(api, config),
      site: createSiteLogic(),
      reviews: createReviewsLogic(api, workspace),
      knowledgeBase: createKnowledgeBaseLogic(api, workspace),
    },
  });
}

export function appInput(config: RuntimeConfig): AppInput {
  const { brandName, parentCustomerId, supportedTlds, defaultCurrency, basketStorageKey, supportPhone } = config.brand;
  return { brandName, parentCustomerId, supportedTlds, defaultCurrency, basketStorageKey, supportPhone };
}
