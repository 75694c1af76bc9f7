import type { ServiceplanList } from "../../contract/catalogue";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { type AppInput, appMachine } from "../../machines/app/app.machine";
import { createBasketLogic } from "../actors/basket";
import { createSessionLogic } from "../actors/session";
import { createSiteLogic } from "../actors/site";
import { createApiClient } from "../api/client";

/**
 * The root machine with the real implementations (network, storage, clock) of the children it invokes; those it spawns
 * arrive with the pages that need them.
 */
export function createAppLogic(config: RuntimeConfig) {
  const api = createApiClient(config.brandApiBaseUrl);
  return appMachine.provide({
    actors: {
      session: createSessionLogic(createApiClient("")),
      basket: createBasketLogic(api, config),
      site: createSiteLogic(),
    },
  });
}

/** The page the app starts on: its path, and the catalogue it came with (null when the app is to load it). */
export interface StartingPage {
  pathname: string;
  catalogue: ServiceplanList | null;
}

export function appInput(config: RuntimeConfig, page: StartingPage): AppInput {
  const { brandName, parentCustomerId, supportedTlds, defaultCurrency, basketStorageKey, supportPhone } = config.brand;
  const startedOnSearchResults = onSearchResultsPath(config, page.pathname);
  return {
    brandName,
    parentCustomerId,
    supportedTlds,
    defaultCurrency,
    basketStorageKey,
    supportPhone,
    startedOnSearchResults,
    catalogue: page.catalogue,
  };
}

function onSearchResultsPath(config: RuntimeConfig, pathname: string): boolean {
  const strip = (path: string) => path.replace(/\/+$/, "");
  return strip(pathname) === strip(config.brand.routes.searchResults);
}
