import type { RuntimeConfig } from "../../contract/runtime-config";
import { type AppEvent, appMachine } from "../../machines/app/app.machine";
import { createCatalogueLogic } from "../actors/catalogue";
import { createSessionLogic } from "../actors/session";
import { createSiteLogic } from "../actors/site";
import { createApiClient } from "../api/client";
import type { PageWorkflow } from "./page-workflow-loader";
import { loadWithinTimeLimit } from "./time-limited-code";

// Every machine gets its real implementations (network, storage, clock) here and nowhere else: views ask for a
// workflow by name and never import src/actors or src/api (a lint rule in biome.json holds them to it).

const brandApi = (config: RuntimeConfig) => createApiClient(config.brandApiBaseUrl);

/** The root machine with the workflows every page runs: the session check, the catalogue and the site. */
export function createAppLogic(config: RuntimeConfig) {
  return appMachine.provide({
    actors: {
      // The session check asks the page's own origin, which sets the session cookie (spec section 9).
      session: createSessionLogic(createApiClient("")),
      catalogue: createCatalogueLogic(brandApi(config), config),
      site: createSiteLogic(),
    },
  });
}

/**
 * The basket workflow's module by its source path: the key of its files in the page's route chunks (from Vite's
 * manifest).
 */
export const basketWorkflowModule = "src/actors/basket.ts";

/**
 * Each page workflow's code, in the chunk of the page that starts it (src/app/pages/): a page downloads only the
 * workflows it runs (the home page never fetches the lookup or the checkout), and by the time the page asks for its
 * workflow, the code is there. Code that does not arrive in time fails the page (its error page).
 */
const pageWorkflowCode = {
  // Any page may use the basket, so its code is a chunk of its own, loaded when first used (use-basket-actor.ts) and
  // fetched when the visitor heads for an add (prefetch-routes.ts, by `basketWorkflowModule`).
  basket: () => loadWithinTimeLimit(() => import("../actors/basket")),
  lookup: () => loadWithinTimeLimit(() => import("./pages/search-results")),
  reviews: () => loadWithinTimeLimit(() => import("./pages/home")),
  knowledgeBase: () => loadWithinTimeLimit(() => import("./pages/knowledge-base")),
  checkout: () => loadWithinTimeLimit(() => import("./pages/checkout")),
} satisfies Record<PageWorkflow, () => Promise<unknown>>;

/** A page workflow wired to the brand API: the event that hands it to the root actor, which starts it once. */
export async function loadPageWorkflow(name: PageWorkflow, config: RuntimeConfig): Promise<AppEvent> {
  const api = brandApi(config);
  switch (name) {
    case "basket": {
      const { createBasketLogic } = await pageWorkflowCode.basket();
      return { type: "app.basket.loaded", logic: createBasketLogic(api, config) };
    }
    case "lookup": {
      const { createLookupLogic } = await pageWorkflowCode.lookup();
      return { type: "app.lookup.loaded", logic: createLookupLogic(api, config) };
    }
    case "reviews": {
      const { createReviewsLogic } = await pageWorkflowCode.reviews();
      return { type: "app.reviews.loaded", logic: createReviewsLogic(api, config.brand.workspace) };
    }
    case "knowledgeBase": {
      const { createKnowledgeBaseLogic } = await pageWorkflowCode.knowledgeBase();
      return { type: "app.knowledgeBase.loaded", logic: createKnowledgeBaseLogic(api, config.brand.workspace) };
    }
    case "checkout": {
      const { createCheckoutLogic, createLoginLogic, createOrderLogic } = await pageWorkflowCode.checkout();
      const workflows = {
        checkout: createCheckoutLogic(api, config),
        login: createLoginLogic(api),
        order: createOrderLogic(api, config),
      };
      return { type: "app.checkoutWorkflows.loaded", workflows };
    }
  }
}
