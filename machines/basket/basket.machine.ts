import { assertEvent, assign } from "xstate";
import { decodeOrderQuery, toOrderItems } from "../../rules/basket/order-items";
import { type BasketContext, initialBasketContext } from "./basket-context";
import { basketSetup } from "./basket-setup";

import { basketNotCreated, checkoutOpened, creatingBasket, edited, emptied } from "./basket-transitions";
import {
  basketCallErrorMessage,
  checkoutStartErrorMessage,
  orderQueryErrorMessage,
  voucherCheckErrorMessage,
  voucherUsedMaxMessage,
} from "./call-errors";

export { type BasketEvent, type BasketTag, basketSetup } from "./basket-setup";

/**
 * The basket: domains, hosting plans and add-ons with their links, promotions and voucher (spec sections 4 and 5
 * "Basket"). Every change goes through the pure `editBasket` reducer (rules/basket/edits.ts), applied by the one
 * `editBasket` action; the visitor's edits are then kept by `storeBasket`, a stored basket read (at start, or another
 * tab's) is not written back, and an emptied one is removed by `clearStoredBasket`. The catalogue is an invoked child
 * (`systemId: "catalogue"`), started with the plans the app's catalogue holds. The app spawns the basket when first
 * used. The real implementations (local storage, the brand API, navigation, cookies) are
 * injected by `src/actors/basket.ts`. Checkout sends `basket.clear` once an order exists, which empties the basket and
 * its stored copy; an error in the page tree sends `basket.page.error`, which does the same.
 */
export const basketMachine = basketSetup.createMachine({
  id: "basket",
  description:
    "The visitor's basket of domains, hosting plans and add-ons, kept in this browser per brand and shared by its tabs.",
  meta: { activity: "keeping the plans and prices on sale at hand" },
  context: ({ input }) => initialBasketContext(input),
  invoke: {
    id: "catalogue",
    systemId: "catalogue",
    src: "catalogue",
    input: ({ context }) => ({ brandName: context.brandName, serviceplans: context.catalogue }),
    onSnapshot: {
      // The lines a visitor adds are built from the catalogue's plans and add-ons.
      description: "plans and prices kept from the catalogue",
      actions: assign({ catalogue: ({ event }) => event.snapshot.context.serviceplans }),
    },
  },
  // At any time, and so while the saved basket is read: the basket may start on the page that tells of the order (it
  // loads when first used), and an order placed or a page failing then still empties it rather than being lost. Once
  // ready, its own transitions of the same words take these events.
  on: {
    "basket.clear": { ...emptied("order placed, emptied"), target: ".ready" },
    "basket.page.error": { ...emptied("page failed, emptied"), target: ".ready" },
  },
  initial: "restoring",
  states: {
    restoring: {
      description: "Reading the basket this browser kept.",
      meta: { activity: "reading the saved basket" },
      invoke: {
        id: "readStoredBasket",
        src: "readStoredBasket",
        onDone: {
          description: "saved basket restored",
          target: "ready",
          actions: { type: "editBasket", params: ({ event }) => ({ type: "stored.read", raw: event.output }) },
        },
        onError: { description: "nothing readable saved", target: "ready" },
      },
    },
    ready: {
      description: "The basket can be changed; changes are kept and shown in the brand's other tabs.",
      type: "parallel",
      meta: { activity: "listening to the brand's other tabs" },
      invoke: { id: "storageEvents", src: "storageEvents" },
      on: {
        "basket.domain.add": edited("search result added to basket"),
        "basket.domain.remove": edited("domain removed"),
        "basket.domain.period": edited("domain period changed"),
        "basket.ownDomain.add": [
          {
            ...edited("own domain added", { ownDomainMessage: null }),
            guard: { type: "isDomainName", params: ({ event }) => ({ fullDomain: event.fullDomain }) },
          },
          {
            description: "not a domain name",
            actions: assign({ ownDomainMessage: "Enter the domain you own, such as example.com." }),
          },
        ],
        "basket.online.add": edited("free .online domain added"),
        "basket.hosting.add": edited("hosting plan added"),
        "basket.hosting.remove": edited("hosting plan removed"),
        "basket.hosting.link": edited("hosting linked to a domain"),
        "basket.hosting.period": edited("hosting period changed"),
        "basket.hosting.upgrade": edited("hosting plan upgraded"),
        "basket.addon.add": edited("add-on added"),
        "basket.addon.remove": edited("add-on removed"),
        "basket.addon.link": edited("add-on linked to a domain"),
        "basket.backup.add": edited("backup added to an email plan"),
        "basket.backup.remove": edited("backup removed"),
        "basket.voucher.remove": edited("voucher removed", { voucherMessage: null }),
        // Checkout placed an order: the basket is emptied here and in storage.
        "basket.clear": emptied("order placed, emptied"),
        // The stored basket is cleared so that it cannot break the next page.
        "basket.page.error": emptied("page failed, emptied"),
        "basket.storage.changed": {
          description: "another tab changed the basket",
          actions: { type: "editBasket", params: ({ event }) => ({ type: "stored.read", raw: event.raw }) },
        },
      },
      states: {
        voucher: {
          description: "The voucher field: the visitor types a code and the brand checks it.",
          initial: "idle",
          states: {
            idle: {
              description: "Waiting for a voucher code.",
              on: {
                "basket.voucher.apply": [
                  {
                    description: "visitor applies a voucher",
                    guard: { type: "hasVoucherCode", params: ({ event }) => ({ code: event.code }) },
                    target: "checking",
                    actions: assign({ voucherMessage: null, voucherCode: ({ event }) => event.code.trim() }),
                  },
                  { description: "no code typed", actions: assign({ voucherMessage: "Please enter a voucher code." }) },
                ],
              },
            },
            checking: {
              description: "Asking the brand whether the code applies to this basket.",
              meta: { activity: "checking the voucher" },
              invoke: {
                id: "checkVoucher",
                src: "checkVoucher",
                input: ({ context }) => ({
                  items: toOrderItems(context.contents),
                  voucherCode: null,
                  code: context.voucherCode,
                }),
                onDone: {
                  description: "voucher applied",
                  target: "idle",
                  actions: [
                    {
                      type: "editBasket",
                      params: ({ event }) => ({ type: "voucher.applied", voucher: event.output.voucher }),
                    },
                    "storeBasket",
                    assign({ voucherMessage: ({ event }) => `Voucher ${event.output.voucher.code} applied.` }),
                  ],
                },
                onError: [
                  {
                    description: "voucher already used up",
                    guard: { type: "voucherUsedMax", params: ({ event }) => ({ error: event.error }) },
                    target: "idle",
                    actions: [
                      {
                        type: "editBasket",
                        params: ({ context }) => ({ type: "voucher.notEligible", code: context.voucherCode }),
                      },
                      "storeBasket",
                      assign({ voucherMessage: voucherUsedMaxMessage }),
                      {
                        type: "rememberVoucherNotEligible",
                        params: ({ context }) => ({ code: context.voucherCode }),
                      },
                    ],
                  },
                  {
                    description: "voucher refused",
                    target: "idle",
                    actions: assign({
                      voucherMessage: ({ event }) => basketCallErrorMessage(event.error, voucherCheckErrorMessage),
                    }),
                  },
                ],
              },
            },
          },
        },
        checkout: {
          description: "Continuing to checkout with this basket.",
          initial: "idle",
          states: {
            idle: {
              description: "The visitor is still choosing.",
              on: {
                "basket.checkout": {
                  description: "visitor checks out, basket valid",
                  guard: "canCheckout",
                  target: "submitting",
                  actions: assign({ checkoutError: null }),
                },
              },
            },
            submitting: creatingBasket({
              description: "Creating the basket with the brand before opening checkout.",
              activity: "creating the basket for checkout",
              tag: "openingCheckout",
              id: "submitBasket",
              input: ({ context }) => ({
                items: toOrderItems(context.contents),
                voucherCode: context.contents.voucher?.code ?? null,
              }),
              notCreated: basketNotCreated("idle", (error) => ({
                checkoutError: basketCallErrorMessage(error, checkoutStartErrorMessage),
              })),
            }),
            leaving: {
              description: "Opening checkout with the new basket.",
              tags: ["openingCheckout"],
              on: { "basket.checkout.opened": checkoutOpened },
            },
          },
        },
        order: {
          description: "An order handed over in the checkout address: its items and voucher.",
          initial: "idle",
          states: {
            idle: {
              description: "No order handed over.",
              on: {
                "basket.order.submit": [
                  {
                    description: "order in the address, readable",
                    guard: { type: "orderQueryReadable", params: ({ event }) => ({ order: event.order }) },
                    // No message to clear: the order's message shows only once it failed, for good.
                    target: "placing",
                  },
                  {
                    description: "order in the address, unreadable",
                    target: "failed",
                    actions: assign({ orderError: orderQueryErrorMessage }),
                  },
                ],
              },
            },
            placing: creatingBasket({
              description: "Creating a basket with the order's items, then applying its voucher.",
              activity: "creating a basket for the order",
              tag: "placingOrder",
              id: "submitOrder",
              // Entered only from an order whose list was read (the orderQueryReadable guard).
              input: ({ event }) => {
                assertEvent(event, "basket.order.submit");
                return { items: decodeOrderQuery(event.order) ?? [], voucherCode: event.voucher };
              },
              notCreated: basketNotCreated("failed", (error) => ({
                orderError: basketCallErrorMessage(error, orderQueryErrorMessage),
              })),
            }),
            leaving: {
              description: "Opening checkout with the order's basket.",
              tags: ["placingOrder"],
              on: { "basket.checkout.opened": checkoutOpened },
            },
            failed: { description: "The order could not be placed in a basket; the reason is shown." },
          },
        },
      },
    },
  },
});

/** The vouchers of the free-domain promotions the basket's domains earned. */
export function earnedPromotionVouchers(context: BasketContext): string[] {
  return context.contents.domains.flatMap((domain) => {
    const promotion = context.domainPromotions.find((p) => p.serviceplan_id === domain.free_register_id);
    return promotion ? [promotion.voucher] : [];
  });
}
