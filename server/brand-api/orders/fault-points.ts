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

/** `pause-at-<point>`: placing waits there until the process is told to stop (the graceful-stop test). */
const pausePrefix = "pause-at-";

/** After SIGTERM a paused order goes on this much later: the test checks meanwhile that new connections are refused. */
export const pauseAfterStopMs = 500;

/** Waits at a pause point: says so on stdout (the test waits for the line), then until SIGTERM and a little more. */
function pauseUntilStopped(point: PlaceOrderFaultPoint): Promise<void> {
  console.log(`placing paused at ${point}`);
  return new Promise((resolve) => process.once("SIGTERM", () => setTimeout(resolve, pauseAfterStopMs)));
}

/**
 * Kills this process at the configured place-order fault point, or pauses there until SIGTERM (`pause-at-<point>`);
 * does nothing at every other point.
 */
export function placeOrderFaults(configured: string | undefined): (point: PlaceOrderFaultPoint) => Promise<void> {
  return async (point) => {
    if (point === configured) process.kill(process.pid, "SIGKILL");
    if (configured === `${pausePrefix}${point}`) await pauseUntilStopped(point);
  };
}

/** The configured provider fault, if it is one. */
export function providerFault(configured: string | undefined): ProviderFault | null {
  return providerFaults.find((fault) => fault === configured) ?? null;
}
