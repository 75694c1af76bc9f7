import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { BrandCode } from "../../brands/types";
import type { BasketVoucher, OrderItem } from "../../contract/basket";
import type { ServiceplanList } from "../../contract/catalogue";
import { ownDomainFrom } from "../../rules/basket/catalogue-items";
import { type BasketEdit, editBasket, type VoucherOutcome } from "../../rules/basket/edits";
import { settle } from "../../rules/basket/linking";
import { decodeOrderQuery, toOrderItems } from "../../rules/basket/order-items";
import { restoreBasket } from "../../rules/basket/persistence";
import { domainPromotionsFor } from "../../rules/basket/promotions";
import { type BasketContents, type DomainPromotion, emptyBasketContents } from "../../rules/basket/types";
import { catalogueMachine } from "../catalogue/catalogue.machine";
import {
  basketCallErrorCode,
  basketCallErrorMessage,
  checkoutStartErrorMessage,
  orderQueryErrorMessage,
  voucherCheckErrorMessage,
  voucherUsedMaxMessage,
} from "./call-errors";

export interface BasketInput {
  brandName: BrandCode;
}

export interface BasketContext {
  brandName: BrandCode;
  contents: BasketContents;
  /** Not persisted: follows from the brand (spec section 3). */
  domainPromotions: readonly DomainPromotion[];
  /** Not persisted: the catalogue child's plans and add-ons, kept to resolve the lines a visitor adds. */
  catalogue: ServiceplanList | null;
  /** The last code typed in the voucher field, and what the field says about it. */
  voucherCode: string;
  voucherMessage: string | null;
  ownDomainMessage: string | null;
  checkoutError: string | null;
  orderError: string | null;
}

export type BasketEvent =
  | BasketEdit
  | { type: "basket.voucher.apply"; code: string }
  | { type: "basket.checkout" }
  | { type: "basket.order.submit"; order: string; voucher: string | null }
  | { type: "basket.clear" }
  | { type: "basket.page.error" }
  | { type: "basket.storage.changed"; raw: string | null };

/**
 * What the views can ask with `hasTag`: the stored basket is being read (`loading`), a voucher is being checked,
 * checkout is being opened, an order from the checkout address is being placed or could not be.
 */
export type BasketTag = "loading" | "checkingVoucher" | "openingCheckout" | "placingOrder" | "orderFailed";

/** Creates a server basket with these items (and voucher), answering its id. */
export interface SubmitBasketInput {
  items: OrderItem[];
  voucherCode: string | null;
}

/**
 * The basket: domains, hosting plans and add-ons with their links, promotions and voucher (spec sections 4 and 5
 * "Basket"). Every change goes through the pure `editBasket` reducer (rules/basket/edits.ts), applied by the one
 * `editBasket` action and kept by `storeBasket`. The catalogue is an invoked child (`systemId: "catalogue"`).
 * The real implementations (local storage, the brand API, navigation, cookies) are injected by
 * `src/actors/basket.ts`. Checkout sends `basket.clear` once an order exists, which empties the basket and its
 * stored copy; an error in the page tree sends `basket.page.error`, which does the same.
 */
export const basketMachine = setup({
  types: {
    input: {} as BasketInput,
    context: {} as BasketContext,
    events: {} as BasketEvent,
    tags: {} as BasketTag,
  },
  actors: {
    readStoredBasket: fromPromise<string | null>(async () => null),
    storageEvents: fromCallback<BasketEvent>(() => () => {}),
    catalogue: catalogueMachine,
    checkVoucher: fromPromise<{ voucher: BasketVoucher }, SubmitBasketInput & { code: string }>(async () => {
      throw new Error("checkVoucher is injected");
    }),
    submitBasket: fromPromise<{ basketUuid: string }, SubmitBasketInput>(async () => {
      throw new Error("submitBasket is injected");
    }),
  },
  actions: {
    /**
     * Stores the basket under the brand's key (the implementation serializes it with `serializeBasket`) and records
     * the promotions it earned (`earnedPromotionVouchers`) in a cookie for 365 days.
     */
    storeBasket: () => {},
    clearStoredBasket: () => {},
    openCheckout: (_, _params: { basketUuid: string }) => {},
    rememberVoucherNotEligible: (_, _params: { code: string }) => {},
    /** Applies one edit with the basket's reducer (`storeBasket` then keeps the result). */
    editBasket: assign(({ context }, edit: BasketEdit | VoucherOutcome) => ({
      contents: editBasket(context.contents, edit, {
        brand: context.brandName,
        promotions: context.domainPromotions,
        catalogue: context.catalogue,
      }),
    })),
    emptyBasket: assign({ contents: emptyBasketContents, voucherMessage: null, checkoutError: null }),
  },
  guards: {
    canCheckout: ({ context }) => toOrderItems(context.contents).length > 0 && context.contents.error === null,
    orderQueryReadable: (_, params: { order: string }) => decodeOrderQuery(params.order) !== null,
    voucherUsedMax: (_, params: { error: unknown }) => basketCallErrorCode(params.error) === "used_max",
    hasVoucherCode: (_, params: { code: string }) => params.code.trim() !== "",
    isDomainName: ({ context }, params: { fullDomain: string }) =>
      ownDomainFrom(params.fullDomain, context.brandName) !== null,
  },
}).createMachine({
  id: "basket",
  description:
    "The visitor's basket of domains, hosting plans and add-ons, kept in this browser per brand and shared by its tabs.",
  context: ({ input }) => ({
    brandName: input.brandName,
    contents: emptyBasketContents,
    domainPromotions: domainPromotionsFor(input.brandName),
    catalogue: null,
    voucherCode: "",
    voucherMessage: null,
    ownDomainMessage: null,
    checkoutError: null,
    orderError: null,
  }),
  invoke: {
    id: "catalogue",
    systemId: "catalogue",
    src: "catalogue",
    input: ({ context }) => ({ brandName: context.brandName }),
    onSnapshot: {
      description: "Keeps the catalogue's plans and add-ons, which the lines a visitor adds are built from.",
      actions: assign({ catalogue: ({ event }) => event.snapshot.context.serviceplans }),
    },
  },
  initial: "restoring",
  states: {
    restoring: {
      description: "Reading the basket this browser kept for the brand.",
      tags: ["loading"],
      invoke: {
        id: "readStoredBasket",
        src: "readStoredBasket",
        onDone: {
          target: "ready",
          actions: assign({
            contents: ({ context, event }) =>
              settle(restoreBasket(event.output, context.brandName), context.domainPromotions),
          }),
        },
        onError: { target: "ready" },
      },
    },
    ready: {
      description: "The basket can be changed; changes are kept and shown in the brand's other tabs.",
      type: "parallel",
      invoke: { id: "storageEvents", src: "storageEvents" },
      on: {
        "basket.domain.add": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.domain.remove": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.domain.period": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.ownDomain.add": [
          {
            guard: { type: "isDomainName", params: ({ event }) => ({ fullDomain: event.fullDomain }) },
            actions: [
              { type: "editBasket", params: ({ event }) => event },
              "storeBasket",
              assign({ ownDomainMessage: null }),
            ],
          },
          { actions: assign({ ownDomainMessage: "Enter the domain you own, such as example.com." }) },
        ],
        "basket.online.add": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.hosting.add": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.hosting.remove": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.hosting.link": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.hosting.period": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.hosting.upgrade": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.addon.add": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.addon.remove": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.addon.link": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.backup.add": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.backup.remove": { actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] },
        "basket.voucher.remove": {
          actions: [
            { type: "editBasket", params: ({ event }) => event },
            "storeBasket",
            assign({ voucherMessage: null }),
          ],
        },
        "basket.clear": {
          description: "Checkout placed an order: the basket is emptied here and in storage.",
          actions: ["emptyBasket", "clearStoredBasket"],
        },
        "basket.page.error": {
          description: "A page failed to show: the stored basket is cleared so that it cannot break the next page.",
          actions: ["emptyBasket", "clearStoredBasket"],
        },
        "basket.storage.changed": {
          description: "Another tab of the brand changed the basket.",
          actions: assign({
            contents: ({ context, event }) =>
              settle(restoreBasket(event.raw, context.brandName), context.domainPromotions),
          }),
        },
      },
      states: {
        voucher: {
          description: "The voucher field.",
          initial: "idle",
          states: {
            idle: {
              description: "Waiting for a voucher code.",
              on: {
                "basket.voucher.apply": [
                  {
                    guard: { type: "hasVoucherCode", params: ({ event }) => ({ code: event.code }) },
                    target: "checking",
                    actions: assign({ voucherMessage: null, voucherCode: ({ event }) => event.code.trim() }),
                  },
                  { actions: assign({ voucherMessage: "Please enter a voucher code." }) },
                ],
              },
            },
            checking: {
              description: "Asking the brand API whether the code applies.",
              tags: ["checkingVoucher"],
              invoke: {
                id: "checkVoucher",
                src: "checkVoucher",
                input: ({ context }) => ({
                  items: toOrderItems(context.contents),
                  voucherCode: null,
                  code: context.voucherCode,
                }),
                onDone: {
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
                  guard: "canCheckout",
                  target: "submitting",
                  actions: assign({ checkoutError: null }),
                },
              },
            },
            submitting: {
              description: "Creating the basket on the brand API before opening checkout.",
              tags: ["openingCheckout"],
              invoke: {
                id: "submitBasket",
                src: "submitBasket",
                input: ({ context }) => ({
                  items: toOrderItems(context.contents),
                  voucherCode: context.contents.voucher?.code ?? null,
                }),
                onDone: {
                  target: "leaving",
                  actions: { type: "openCheckout", params: ({ event }) => ({ basketUuid: event.output.basketUuid }) },
                },
                onError: {
                  target: "idle",
                  actions: assign({
                    checkoutError: ({ event }) => basketCallErrorMessage(event.error, checkoutStartErrorMessage),
                  }),
                },
              },
            },
            leaving: { description: "Opening checkout with the new basket.", tags: ["openingCheckout"] },
          },
        },
        order: {
          description: "An order handed over in the checkout address (`?order=`, `voucher=`).",
          initial: "idle",
          states: {
            idle: {
              description: "No order handed over.",
              on: {
                "basket.order.submit": [
                  {
                    guard: { type: "orderQueryReadable", params: ({ event }) => ({ order: event.order }) },
                    target: "placing",
                    actions: assign({ orderError: null }),
                  },
                  { target: "failed", actions: assign({ orderError: orderQueryErrorMessage }) },
                ],
              },
            },
            placing: {
              description: "Creating a basket with the order's items, then applying its voucher.",
              tags: ["placingOrder"],
              invoke: {
                id: "submitOrder",
                src: "submitBasket",
                input: ({ event }) =>
                  event.type === "basket.order.submit"
                    ? { items: decodeOrderQuery(event.order) ?? [], voucherCode: event.voucher }
                    : { items: [], voucherCode: null },
                onDone: {
                  target: "leaving",
                  actions: { type: "openCheckout", params: ({ event }) => ({ basketUuid: event.output.basketUuid }) },
                },
                onError: {
                  target: "failed",
                  actions: assign({
                    orderError: ({ event }) => basketCallErrorMessage(event.error, orderQueryErrorMessage),
                  }),
                },
              },
            },
            leaving: { description: "Opening checkout with the order's basket.", tags: ["placingOrder"] },
            failed: {
              description: "The order could not be placed in a basket; the reason is shown.",
              tags: ["orderFailed"],
            },
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
