import { createContext, type ReactNode, use } from "react";
import { type RoutePaths, routePathsFor } from "../../brands/routes";
import type { RuntimeConfig } from "../../contract/runtime-config";

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext);
  if (!config) throw new Error("useRuntimeConfig needs a RuntimeConfigProvider above it.");
  return config;
}

export function useBrand(): RuntimeConfig["brand"] {
  return useRuntimeConfig().brand;
}

export function useRoutePaths(): RoutePaths {
  return routePathsFor(useBrand().brandName);
}
