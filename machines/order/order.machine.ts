import { and, assign, fromPromise, setup } from "xstate";
import { callFailureCode } from "../../contract/errors";
import type { Order, OrderStatus, OrderTracking } from "../../contract/order";
import { tracksPurchase } from "../../rules/order/order-status";
import { type ChartStateMeta, inSeconds } from "../chart-meta";

export interface OrderContext {
  orderId: string | null;
  isExistingCustomer: boolean;
  order: Order | null;
  status: OrderStatus | null;
  /** Extra reads of the order data so far (at most 2), then of the public status (at most 3). */
  dataRetries: number;
  statusRetries: number;
  error: string | null;
}

/**
 * What the views read besides context (machines/order/selectors.ts): the order `loading`, `ready` to show, or an
 * `error` (no such order, or it could not be loaded: the message says which).
 */
export type OrderTag = "loading" | "ready" | "error";

export type OrderEvent = { type: "order.open"; orderId: string; isExistingCustomer: boolean };

/** Spec section 5 and 9: order data re-read up to 2 more times, order status up to 3 more times, 2 s apart. */
export const maxOrderDataRetries = 2;
export const maxOrderStatusRetries = 3;
export const orderRetryDelayMs = 2000;

export const orderUnavailableMessage =
  "We could not load your order. Your order number is safe: please reload this page in a moment.";

/** No order has this number: said at once, since reading it again would not make one appear. */
export function orderNotFoundMessage(orderId: string): string {
  return (
    `We could not find an order with the number ${orderId}. Please check the number in your order confirmation ` +
    "email; an order placed from an account is shown only when you are logged in to it."
  );
}

/**
 * The order result (spec section 4 "Order status to page"): loads the order, keeps asking while
 * its payment is pending, and sends the purchase to tracking for risky, processed and payment
 * pending orders when tracking is on. The page shown follows from the status (order-status.ts).
 */
export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    tags: {} as OrderTag,
    meta: {} as ChartStateMeta,
  },
  actors: {
    loadOrder: fromPromise<Order, { orderId: string }>(async () => {
      throw new Error("loadOrder is injected");
    }),
    readOrderStatus: fromPromise<OrderStatus, { orderId: string }>(async () => {
      throw new Error("readOrderStatus is injected");
    }),
    loadTracking: fromPromise<OrderTracking, { orderId: string }>(async () => {
      throw new Error("loadTracking is injected");
    }),
  },
  actions: {
    /** Pushes a `purchase` event to the tag manager's dataLayer. */
    trackPurchase: (_, _params: { tracking: OrderTracking; status: OrderStatus | null }) => {},
  },
  guards: {
    orderPending: (_, { status }: { status: OrderStatus }) => status === "payment pending",
    canReloadOrder: ({ context }) => context.dataRetries < maxOrderDataRetries,
    orderMissing: ({ context }) => context.order === null,
    /** The brand API has no order with this number (404 not_found), as opposed to a failed read. */
    noSuchOrder: (_, { error }: { error: unknown }) => callFailureCode(error) === "not_found",
    statusPending: (_, { status }: { status: OrderStatus }) => status === "payment pending",
    canReadStatusAgain: ({ context }) => context.statusRetries < maxOrderStatusRetries,
    /** Whether purchase tracking is on (injected: a tag manager's dataLayer is on the page). */
    trackingEnabled: () => false,
    tracksStatus: ({ context }) => context.status !== null && tracksPurchase(context.status),
  },
  delays: { orderRetryDelay: orderRetryDelayMs },
}).createMachine({
  id: "order",
  description: "The result of an order: its status decides which result page the visitor sees.",
  context: {
    orderId: null,
    isExistingCustomer: false,
    order: null,
    status: null,
    dataRetries: 0,
    statusRetries: 0,
    error: null,
  },
  initial: "idle",
  on: {
    "order.open": {
      description: "result page opened for an order",
      target: ".loadingOrder",
      actions: assign({
        orderId: ({ event }) => event.orderId,
        isExistingCustomer: ({ event }) => event.isExistingCustomer,
        order: null,
        status: null,
        dataRetries: 0,
        statusRetries: 0,
        error: null,
      }),
    },
  },
  states: {
    idle: { description: "No order opened yet." },
    loadingOrder: {
      description: "Loading the order and its status.",
      meta: { activity: "loading the order" },
      tags: ["loading"],
      invoke: {
        id: "loadOrder",
        src: "loadOrder",
        input: ({ context }) => ({ orderId: context.orderId ?? "" }),
        onDone: [
          {
            description: "order loaded, payment pending",
            guard: { type: "orderPending", params: ({ event }) => ({ status: event.output.status }) },
            target: "waitingForOrder",
            actions: assign({ order: ({ event }) => event.output, status: ({ event }) => event.output.status }),
          },
          {
            description: "order loaded",
            target: "deciding",
            actions: assign({ order: ({ event }) => event.output, status: ({ event }) => event.output.status }),
          },
        ],
        onError: [
          {
            description: "no order with this number",
            guard: { type: "noSuchOrder", params: ({ event }) => ({ error: event.error }) },
            target: "notFound",
          },
          { description: "order not readable yet", target: "waitingForOrder" },
        ],
      },
    },
    waitingForOrder: {
      description: `The order is not there yet or its payment is pending: reading it again in ${inSeconds(orderRetryDelayMs)} (${maxOrderDataRetries} more times).`,
      tags: ["loading"],
      after: {
        orderRetryDelay: [
          {
            description: `after ${inSeconds(orderRetryDelayMs)}, fewer than ${maxOrderDataRetries} rereads`,
            guard: "canReloadOrder",
            target: "loadingOrder",
            actions: assign({ dataRetries: ({ context }) => context.dataRetries + 1 }),
          },
          {
            description: `after ${inSeconds(orderRetryDelayMs)}: no order after ${maxOrderDataRetries} rereads`,
            guard: "orderMissing",
            target: "unavailable",
          },
          {
            description: `after ${inSeconds(orderRetryDelayMs)}: still pending, check status`,
            target: "checkingStatus",
          },
        ],
      },
    },
    checkingStatus: {
      description: `Still payment pending: reading the public order status, ${inSeconds(orderRetryDelayMs)} apart (${maxOrderStatusRetries} more times).`,
      tags: ["loading"],
      initial: "waiting",
      states: {
        waiting: {
          description: `Waiting ${inSeconds(orderRetryDelayMs)} before reading the status.`,
          after: {
            orderRetryDelay: [
              {
                description: `after ${inSeconds(orderRetryDelayMs)}, fewer than ${maxOrderStatusRetries} reads`,
                guard: "canReadStatusAgain",
                target: "reading",
                actions: assign({ statusRetries: ({ context }) => context.statusRetries + 1 }),
              },
              {
                description: `after ${inSeconds(orderRetryDelayMs)}: ${maxOrderStatusRetries} reads done`,
                target: "#order.deciding",
              },
            ],
          },
        },
        reading: {
          description: "Reading the public order status.",
          meta: { activity: "reading the order status" },
          invoke: {
            id: "readOrderStatus",
            src: "readOrderStatus",
            input: ({ context }) => ({ orderId: context.orderId ?? "" }),
            onDone: [
              {
                description: "still payment pending",
                guard: { type: "statusPending", params: ({ event }) => ({ status: event.output }) },
                target: "waiting",
              },
              {
                description: "status settled",
                target: "#order.deciding",
                actions: assign({ status: ({ event }) => event.output }),
              },
            ],
            onError: { description: "status not read", target: "waiting" },
          },
        },
      },
    },
    deciding: {
      description: "Deciding whether the purchase goes to tracking.",
      tags: ["loading"],
      always: [
        {
          description: "tracking on, purchase to track",
          guard: and(["trackingEnabled", "tracksStatus"]),
          target: "tracking",
        },
        { description: "nothing to track", target: "shown" },
      ],
    },
    tracking: {
      description: "Sending the purchase to tracking (risky, processed and payment pending orders).",
      meta: { activity: "sending the purchase to tracking" },
      tags: ["ready"],
      invoke: {
        id: "loadTracking",
        src: "loadTracking",
        input: ({ context }) => ({ orderId: context.orderId ?? "" }),
        onDone: {
          description: "purchase tracked",
          target: "shown",
          actions: {
            type: "trackPurchase",
            params: ({ context, event }) => ({ tracking: event.output, status: context.status }),
          },
        },
        onError: { description: "tracking failed, order shown", target: "shown" },
      },
    },
    shown: { description: "The order and its result page are shown.", tags: ["ready"] },
    notFound: {
      description: "No order has this number: the visitor is asked to check it (no retries).",
      tags: ["error"],
      entry: assign({ error: ({ context }) => orderNotFoundMessage(context.orderId ?? "") }),
    },
    unavailable: {
      description: "The order could not be loaded.",
      tags: ["error"],
      entry: assign({ error: orderUnavailableMessage }),
    },
  },
});
