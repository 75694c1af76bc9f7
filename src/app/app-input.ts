import type { ServiceplanList } from "../../contract/catalogue";
import type { RuntimeConfig } from "../../contract/runtime-config";
import type { AppInput } from "../../machines/app/app.machine";

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
