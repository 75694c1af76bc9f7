import { and, assign, fromPromise, setup } from "xstate";
import { callFailureCode } from "../../contract/errors";
import type { Order, OrderStatus, OrderTracking } from "../../contract/order";
import { tracksPurchase } from "../../rules/order/order-status";

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

/** What the views read besides context (machines/order/selectors.ts): the order loading, shown, or unavailable. */
export type OrderTag = "loading" | "shown" | "unavailable" | "notFound";

export type OrderEvent = { type: "order.open"; orderId: string; isExistingCustomer: boolean };

/** Spec section 5 and 9: order data re-read up to 2 more times, order status up to 3 more times, 2 s apart. */
export const maxOrderDataRetries = 2;
export const maxOrderStatusRetries = 3;

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
  delays: {
    /** Spec section 9: order data and status retries 2 s apart. */
    orderRetryDelay: 2000,
  },
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
      tags: ["loading"],
      invoke: {
        id: "loadOrder",
        src: "loadOrder",
        input: ({ context }) => ({ orderId: context.orderId ?? "" }),
        onDone: [
          {
            guard: { type: "orderPending", params: ({ event }) => ({ status: event.output.status }) },
            target: "waitingForOrder",
            actions: assign({ order: ({ event }) => event.output, status: ({ event }) => event.output.status }),
          },
          {
            target: "deciding",
            actions: assign({ order: ({ event }) => event.output, status: ({ event }) => event.output.status }),
          },
        ],
        onError: [
          { guard: { type: "noSuchOrder", params: ({ event }) => ({ error: event.error }) }, target: "notFound" },
          { target: "waitingForOrder" },
        ],
      },
    },
    waitingForOrder: {
      description: "The order is not there yet or its payment is pending: reading it again in 2 s (2 more times).",
      tags: ["loading"],
      after: {
        orderRetryDelay: [
          {
            guard: "canReloadOrder",
            target: "loadingOrder",
            actions: assign({ dataRetries: ({ context }) => context.dataRetries + 1 }),
          },
          { guard: "orderMissing", target: "unavailable" },
          { target: "checkingStatus" },
        ],
      },
    },
    checkingStatus: {
      description: "Still payment pending: reading the public order status, 2 s apart (3 more times).",
      tags: ["loading"],
      initial: "waiting",
      states: {
        waiting: {
          description: "Waiting 2 s before reading the status.",
          after: {
            orderRetryDelay: [
              {
                guard: "canReadStatusAgain",
                target: "reading",
                actions: assign({ statusRetries: ({ context }) => context.statusRetries + 1 }),
              },
              { target: "#order.deciding" },
            ],
          },
        },
        reading: {
          description: "Reading the public order status.",
          invoke: {
            id: "readOrderStatus",
            src: "readOrderStatus",
            input: ({ context }) => ({ orderId: context.orderId ?? "" }),
            onDone: [
              {
                guard: { type: "statusPending", params: ({ event }) => ({ status: event.output }) },
                target: "waiting",
              },
              { target: "#order.deciding", actions: assign({ status: ({ event }) => event.output }) },
            ],
            onError: { target: "waiting" },
          },
        },
      },
    },
    deciding: {
      description: "Deciding whether the purchase goes to tracking.",
      tags: ["loading"],
      always: [{ guard: and(["trackingEnabled", "tracksStatus"]), target: "tracking" }, { target: "shown" }],
    },
    tracking: {
      description: "Sending the purchase to tracking (risky, processed and payment pending orders).",
      tags: ["shown"],
      invoke: {
        id: "loadTracking",
        src: "loadTracking",
        input: ({ context }) => ({ orderId: context.orderId ?? "" }),
        onDone: {
          target: "shown",
          actions: {
            type: "trackPurchase",
            params: ({ context, event }) => ({ tracking: event.output, status: context.status }),
          },
        },
        onError: { target: "shown" },
      },
    },
    shown: { description: "The order and its result page are shown.", tags: ["shown"] },
    notFound: {
      description: "No order has this number: the visitor is asked to check it (no retries).",
      tags: ["notFound"],
      entry: assign({ error: ({ context }) => orderNotFoundMessage(context.orderId ?? "") }),
    },
    unavailable: {
      description: "The order could not be loaded.",
      tags: ["unavailable"],
      entry: assign({ error: orderUnavailableMessage }),
    },
  },
});
