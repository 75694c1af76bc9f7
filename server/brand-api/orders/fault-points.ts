/**
 * Named fault points for the fault tests (tests/server/money-*.test.ts): the server started with
 * `STOREFRONT_FAULT_POINT=<name>` dies with SIGKILL when placing an order reaches that point, as a crash or `kill -9`
 * would, or its sandbox payment provider fails. Config leaves the point unset in production mode.
 */
export const placeOrderFaultPoints = [
  /** The order row is written, nothing else. */
  "after-order-row",
  "after-order-items",
  "after-credit-taken",
  /** The payment row says captured; the provider has not been asked yet. */
  "after-capture-recorded",
  /** The provider captured; the transaction is not committed yet. */
  "after-provider-capture",
  /** Everything is committed; the answer is not sent yet. */
  "after-commit",
] as const;
export type PlaceOrderFaultPoint = (typeof placeOrderFaultPoints)[number];

export const providerFaults = ["provider-capture-fails", "provider-capture-times-out"] as const;
export type ProviderFault = (typeof providerFaults)[number];

/** Kills this process at the configured place-order fault point; does nothing at every other point. */
export function placeOrderFaults(configured: string | undefined): (point: PlaceOrderFaultPoint) => void {
  return (point) => {
    if (point === configured) process.kill(process.pid, "SIGKILL");
  };
}

/** The configured provider fault, if it is one. */
export function providerFault(configured: string | undefined): ProviderFault | null {
  return providerFaults.find((fault) => fault === configured) ?? null;
}
