import { type AppInput, appMachine } from "../../machines/app/app.machine";
import type { RuntimeConfig } from "../api/schemas/runtime-config";

/** The root machine with the real implementations (network, storage, clock) of every child actor injected. */
export function createAppLogic(_config: RuntimeConfig) {
  return appMachine.provide({});
}

export function appInput(config: RuntimeConfig): AppInput {
  const { brandName, parentCustomerId, supportedTlds, defaultCurrency, basketStorageKey, supportPhone } = config.brand;
  return { brandName, parentCustomerId, supportedTlds, defaultCurrency, basketStorageKey, supportPhone };
}
