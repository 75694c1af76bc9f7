import type { SnapshotFrom } from "xstate";
import { z } from "zod/mini";
import { orderResponseSchema, orderStatusSchema, orderTrackingResponseSchema } from "../../../contract/order";
import type { orderMachine } from "../../../machines/order/order.machine";
import type { ModelOracle, ModelStep } from "../support/model-paths";

/**
 * The order oracle: what the spec (storefront-spec.md sections 4, 5, 7 and 9) says about following an order on its
 * result page. The order data is read, and read up to 2 more times while it cannot be read or its payment is
 * pending; then the public order status is read up to 3 more times, 2 s apart, until it is no longer payment
 * pending. The status decides the result page; risky, processed and payment pending orders go to purchase tracking
 * (here with tracking on). Written from the spec and the brand API's contract only: nothing of the machine or of
 * `rules/order/` is imported (the status-to-page mapping and the messages are restated here).
 */

type OrderMachine = typeof orderMachine;
type Snapshot = SnapshotFrom<OrderMachine>;
type Step = ModelStep<OrderMachine>;
type Status = z.infer<typeof orderStatusSchema>;

/** Spec sections 5 and 9: the first read plus 2 more; then up to 3 status reads. */
const maxDataReads = 3;
const maxStatusReads = 3;
const pending: Status = "payment pending";

/** Spec section 4 "Order status to page". */
export function resultPageOf(status: Status): "awaitingConfirmation" | "charged" | "paymentPending" {
  if (status === "risky") return "awaitingConfirmation";
  if (status === pending) return "paymentPending";
  return "charged";
}
/** Spec section 4: purchase tracking fires for risky, processed and payment pending. */
const tracked: readonly Status[] = ["risky", "processed", pending];

/** The product's words where the spec shows none (decisions.md section 7: say what to do next). */
export const orderMessages = {
  unavailable: "We could not load your order. Your order number is safe: please reload this page in a moment.",
  notFound: (orderId: string) =>
    `We could not find an order with the number ${orderId}. Please check the number in your order confirmation ` +
    "email; an order placed from an account is shown only when you are logged in to it.",
};

/** The calls each state has running, by invoke id, and the states waiting 2 s before the next read. */
const callsOfState: Record<string, string[]> = {
  loadingOrder: ["loadOrder"],
  "checkingStatus.reading": ["readOrderStatus"],
  tracking: ["loadTracking"],
};
const waitingStates = ["waitingForOrder", "checkingStatus.waiting"];
const tags = ["loading", "ready", "error"] as const;
/** The one tag the views read in each state (idle has none). */
const tagOfState: Record<string, (typeof tags)[number]> = {
  loadingOrder: "loading",
  waitingForOrder: "loading",
  "checkingStatus.waiting": "loading",
  "checkingStatus.reading": "loading",
  tracking: "ready",
  shown: "ready",
  notFound: "error",
  unavailable: "error",
};

const failureSchema = z.object({ code: z.string() });
const inputSchema = z.object({ orderId: z.string() });

/** A purchase sent to tracking, as the model records the machine's `trackPurchase` action. */
export interface TrackedPurchase {
  tracking: unknown;
  status: unknown;
}

/** What one path has done so far that a single snapshot does not show. */
interface Memory {
  orderId: string | null;
  isExistingCustomer: boolean;
  dataReads: number;
  statusReads: number;
  /** The order last read, and the status the reads say the order has now. */
  order: unknown;
  status: Status | null;
  /** The last order read failed with no such order. */
  notFound: boolean;
  trackingAsked: number;
  /** The purchase the tracking call answered (null: not answered, or failed). */
  trackingAnswer: unknown;
  trackingFailed: boolean;
}

const freshMemory = (): Memory => ({
  orderId: null,
  isExistingCustomer: false,
  dataReads: 0,
  statusReads: 0,
  order: null,
  status: null,
  notFound: false,
  trackingAsked: 0,
  trackingAnswer: null,
  trackingFailed: false,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Where the order is: a top-level state, or `checkingStatus.waiting` / `checkingStatus.reading`. */
export function whereOf(snapshot: Snapshot): string {
  const value: unknown = snapshot.value;
  if (typeof value === "string") return value;
  const [[parent, child]] = Object.entries(z.record(z.string(), z.string()).parse(value));
  return `${parent}.${child}`;
}

/** After the order is read or its status settles: shown, or first sent to tracking when its status is tracked. */
const settledState = (status: Status) => (tracked.includes(status) ? "tracking" : "shown");

function stateProblems(snapshot: Snapshot, scheduled: string[], memory: Memory): string[] {
  const problems: string[] = [];
  const where = whereOf(snapshot);
  const c = snapshot.context;
  const running = Object.keys(snapshot.children).sort();
  const expectedCalls = callsOfState[where] ?? [];
  if (!same(running, expectedCalls)) problems.push(`in ${where} the calls running are [${running}]`);
  for (const id of running) {
    const input = inputSchema.safeParse(snapshot.children[id]?.getSnapshot().input);
    if (!input.success || input.data.orderId !== memory.orderId) {
      problems.push(`${id} asks about order ${JSON.stringify(input.data?.orderId)}, not ${memory.orderId}`);
    }
  }
  const delays = scheduled.filter((type) => type.startsWith("xstate.after."));
  const waits = waitingStates.includes(where);
  if (delays.length !== (waits ? 1 : 0)) problems.push(`in ${where} the scheduled reads are [${delays}]`);
  const expectedTag = tagOfState[where];
  for (const tag of tags) {
    if (snapshot.hasTag(tag) !== (tag === expectedTag)) problems.push(`${where} has the ${tag} tag wrong`);
  }
  if (memory.dataReads > maxDataReads) problems.push(`the order data was read ${memory.dataReads} times, at most 3`);
  if (memory.statusReads > maxStatusReads) {
    problems.push(`the order status was read ${memory.statusReads} times, at most 3`);
  }
  if (memory.statusReads > 0 && (memory.dataReads !== maxDataReads || memory.order === null)) {
    problems.push(`the status was read after ${memory.dataReads} order reads, before the order data was read 3 times`);
  }
  if (memory.trackingAsked > 1) problems.push(`the purchase went to tracking ${memory.trackingAsked} times`);
  if (where === "idle") {
    if (c.orderId !== null || c.order !== null) problems.push("idle, yet an order is held");
    return problems;
  }
  if (c.orderId !== memory.orderId) problems.push(`holds order ${c.orderId}, the page opened ${memory.orderId}`);
  if (c.isExistingCustomer !== memory.isExistingCustomer) problems.push("the existing-customer flag changed");
  if (!same(c.order, memory.order)) problems.push("the order held is not the order last read");
  if (c.status !== memory.status) problems.push(`the status is ${c.status}, the reads say ${memory.status}`);
  const expectedError =
    where === "unavailable"
      ? orderMessages.unavailable
      : where === "notFound"
        ? orderMessages.notFound(memory.orderId ?? "")
        : null;
  if (c.error !== expectedError) problems.push(`in ${where} the message is ${JSON.stringify(c.error)}`);

  switch (where) {
    case "shown":
    case "tracking":
      if (c.order === null || memory.status === null) problems.push(`${where} without an order and its status`);
      if (memory.status !== null && tracked.includes(memory.status) !== memory.trackingAsked > 0) {
        problems.push(`a ${memory.status} order ${memory.trackingAsked > 0 ? "went" : "did not go"} to tracking`);
      }
      if (memory.status === pending && (memory.statusReads !== maxStatusReads || memory.dataReads !== maxDataReads)) {
        problems.push(
          `shown as payment pending after ${memory.dataReads} order and ${memory.statusReads} status reads, not 3 and 3`,
        );
      }
      break;
    case "loadingOrder":
      if (memory.dataReads === 0) problems.push("loading the order, yet no read of it started");
      break;
    case "unavailable":
      if (memory.dataReads !== maxDataReads || memory.order !== null) {
        problems.push(`unavailable after ${memory.dataReads} reads (order read: ${memory.order !== null})`);
      }
      break;
    case "notFound":
      if (!memory.notFound) problems.push("no such order, yet the last read did not say so");
      break;
    case "checkingStatus.waiting":
    case "checkingStatus.reading":
      if (memory.status !== pending) problems.push(`reading the status of a ${memory.status} order`);
      break;
  }
  return problems;
}

/** Where a 2 s wait must lead: read again while reads are left, else give up or show what the reads said. */
function afterWaitState(where: string, memory: Memory): string {
  if (where === "waitingForOrder") {
    if (memory.dataReads < maxDataReads) return "loadingOrder";
    return memory.order === null ? "unavailable" : "checkingStatus.waiting";
  }
  return memory.statusReads < maxStatusReads ? "checkingStatus.reading" : settledState(pending);
}

/** What the step's event must change; updates the memory with what the calls answered. */
function eventProblems(step: Step & { before: Snapshot }, memory: Memory, purchases: TrackedPurchase[]): string[] {
  const event = step.event ?? { type: "" };
  const where = whereOf(step.after);
  const from = whereOf(step.before);
  const problems: string[] = [];
  const expectIn = (target: string, what: string) => {
    if (where !== target) problems.push(`${what} ends in ${where}, not ${target}`);
  };
  const output = "output" in event ? event.output : undefined;
  const error = "error" in event ? event.error : undefined;
  let purchase: TrackedPurchase | null = null;

  if (event.type === "order.open" && "orderId" in event) {
    Object.assign(memory, freshMemory(), { orderId: event.orderId, isExistingCustomer: event.isExistingCustomer });
    expectIn("loadingOrder", "opening an order");
  } else if (event.type === "xstate.done.actor.loadOrder") {
    const order = orderResponseSchema.parse(output);
    Object.assign(memory, { order, status: order.status, notFound: false });
    expectIn(order.status === pending ? "waitingForOrder" : settledState(order.status), `a ${order.status} order`);
  } else if (event.type === "xstate.error.actor.loadOrder") {
    memory.notFound = failureSchema.safeParse(error).data?.code === "not_found";
    expectIn(memory.notFound ? "notFound" : "waitingForOrder", memory.notFound ? "no such order" : "a failed read");
  } else if (event.type === "xstate.done.actor.readOrderStatus") {
    const status = orderStatusSchema.parse(output);
    memory.status = status;
    expectIn(status === pending ? "checkingStatus.waiting" : settledState(status), `a ${status} status`);
  } else if (event.type === "xstate.error.actor.readOrderStatus") {
    expectIn("checkingStatus.waiting", "a failed status read");
  } else if (event.type === "xstate.done.actor.loadTracking") {
    memory.trackingAnswer = orderTrackingResponseSchema.parse(output);
    purchase = { tracking: memory.trackingAnswer, status: memory.status };
    expectIn("shown", "the purchase tracked");
  } else if (event.type === "xstate.error.actor.loadTracking") {
    memory.trackingFailed = true;
    expectIn("shown", "failed tracking");
  } else if (event.type.startsWith("xstate.after.")) {
    expectIn(afterWaitState(from, memory), `2 s of ${from}`);
  }
  // Spec section 4: the purchase goes to tracking once the tracking call answers, with the order's status.
  const expectedPurchases = purchase ? [purchase] : [];
  if (!same(purchases, expectedPurchases)) {
    problems.push(`purchases tracked: ${JSON.stringify(purchases)}, expected ${JSON.stringify(expectedPurchases)}`);
  }
  return problems;
}

/**
 * The order oracle. `trackedPurchases` is the log the model's `trackPurchase` action writes; each step checks the
 * purchases it added.
 */
export function orderOracle(trackedPurchases: TrackedPurchase[]): ModelOracle<OrderMachine> {
  return () => {
    const memory = freshMemory();
    let seen = trackedPurchases.length;
    return (step) => {
      const added = trackedPurchases.slice(seen);
      seen = trackedPurchases.length;
      const problems = step.before ? eventProblems({ ...step, before: step.before }, memory, added) : [];
      if (step.after.children.loadOrder && step.after.children.loadOrder !== step.before?.children.loadOrder) {
        memory.dataReads += 1;
      }
      if (
        step.after.children.readOrderStatus &&
        step.after.children.readOrderStatus !== step.before?.children.readOrderStatus
      ) {
        memory.statusReads += 1;
      }
      if (step.after.children.loadTracking && !step.before?.children.loadTracking) memory.trackingAsked += 1;
      problems.push(...stateProblems(step.after, step.scheduled, memory));
      return problems;
    };
  };
}
