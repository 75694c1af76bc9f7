import { fromPromise } from "xstate";
import * as orderEndpoints from "../../contract/endpoints/orders";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { orderMachine } from "../../machines/order/order.machine";
import type { ApiClient } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";

declare global {
  interface Window {
    /** A tag manager's queue; purchase tracking is on when the page has one. */
    dataLayer?: unknown[];
  }
}

/** The order machine with the brand API's order calls and the tag manager's dataLayer injected. */
export function createOrderLogic(api: ApiClient, config: RuntimeConfig) {
  const call = endpointCaller(api);
  return orderMachine.provide({
    // The browser tests shorten the spec's 2 s between rereads through ORDER_RETRY_DELAY_MS.
    delays: config.orderRetryDelayMs ? { orderRetryDelay: config.orderRetryDelayMs } : {},
    actors: {
      loadOrder: fromPromise(({ input, signal }) =>
        call(orderEndpoints.readOrder, { params: { id: input.orderId }, signal }),
      ),
      readOrderStatus: fromPromise(
        async ({ input, signal }) =>
          (await call(orderEndpoints.orderStatus, { params: { id: input.orderId }, signal })).status,
      ),
      loadTracking: fromPromise(({ input, signal }) =>
        call(orderEndpoints.orderTracking, { params: { id: input.orderId }, signal }),
      ),
    },
    guards: {
      trackingEnabled: () => Array.isArray(window.dataLayer),
    },
    actions: {
      trackPurchase: (_, { tracking, status }) => {
        window.dataLayer?.push({
          event: "purchase",
          order_status: status,
          ecommerce: {
            transaction_id: tracking.transaction_id,
            value: tracking.value / 100,
            currency: tracking.currency,
            items: tracking.items.map((item) => ({ ...item, price: item.price / 100 })),
          },
        });
      },
    },
  });
}
