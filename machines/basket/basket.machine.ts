import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { BrandCode } from "../../brands/types";
import type { BasketVoucher, OrderItem } from "../../contract/basket";
import type { ServiceplanList } from "../../contract/catalogue";
import { ownDomainFrom } from "../../rules/basket/catalogue-items";
import { type BasketEdit, editBasket, type VoucherOutcome } from "../../rules/basket/edits";
import { settle } from "../../rules/basket/line-changes";
import { decodeOrderQuery, toOrderItems } from "../../rules/basket/order-items";
import { restoreBasket } from "../../rules/basket/persistence";
import { domainPromotionsFor } from "../../rules/basket/promotions";
import { type BasketContents, type DomainPromotion, emptyBasketContents } from "../../rules/basket/types";
import { catalogueMachine } from "../catalogue/catalogue.machine";
import type { ChartStateMeta } from "../chart-meta";
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
  /** The catalogue the page came with, if any: handed to the catalogue child so it need not load it. */
  catalogue?: ServiceplanList | null;
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
    meta: {} as ChartStateMeta,
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
  meta: { activity: "keeping the plans and prices on sale at hand" },
  context: ({ input }) => ({
    brandName: input.brandName,
    contents: emptyBasketContents,
    domainPromotions: domainPromotionsFor(input.brandName),
    catalogue: input.catalogue ?? null,
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
    input: ({ context }) => ({ brandName: context.brandName, serviceplans: context.catalogue }),
    onSnapshot: {
      // The lines a visitor adds are built from the catalogue's plans and add-ons.
      description: "plans and prices kept from the catalogue",
      actions: assign({ catalogue: ({ event }) => event.snapshot.context.serviceplans }),
    },
  },
  initial: "restoring",
  states: {
    restoring: {
      description: "Reading the basket this browser kept for the brand.",
      meta: { activity: "reading the saved basket" },
      tags: ["loading"],
      invoke: {
        id: "readStoredBasket",
        src: "readStoredBasket",
        onDone: {
          description: "saved basket restored",
          target: "ready",
          actions: assign({
            contents: ({ context, event }) =>
              settle(restoreBasket(event.output, context.brandName), context.domainPromotions),
          }),
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
        "basket.domain.add": {
          description: "search result added to basket",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.domain.remove": {
          description: "domain removed",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.domain.period": {
          description: "domain period changed",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.ownDomain.add": [
          {
            description: "own domain added",
            guard: { type: "isDomainName", params: ({ event }) => ({ fullDomain: event.fullDomain }) },
            actions: [
              { type: "editBasket", params: ({ event }) => event },
              "storeBasket",
              assign({ ownDomainMessage: null }),
            ],
          },
          {
            description: "not a domain name",
            actions: assign({ ownDomainMessage: "Enter the domain you own, such as example.com." }),
          },
        ],
        "basket.online.add": {
          description: "free .online domain added",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.hosting.add": {
          description: "hosting plan added",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.hosting.remove": {
          description: "hosting plan removed",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.hosting.link": {
          description: "hosting linked to a domain",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.hosting.period": {
          description: "hosting period changed",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.hosting.upgrade": {
          description: "hosting plan upgraded",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.addon.add": {
          description: "add-on added",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.addon.remove": {
          description: "add-on removed",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.addon.link": {
          description: "add-on linked to a domain",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.backup.add": {
          description: "backup added to an email plan",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.backup.remove": {
          description: "backup removed",
          actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"],
        },
        "basket.voucher.remove": {
          description: "voucher removed",
          actions: [
            { type: "editBasket", params: ({ event }) => event },
            "storeBasket",
            assign({ voucherMessage: null }),
          ],
        },
        "basket.clear": {
          // Checkout placed an order: the basket is emptied here and in storage.
          description: "order placed, basket emptied",
          actions: ["emptyBasket", "clearStoredBasket"],
        },
        "basket.page.error": {
          // The stored basket is cleared so that it cannot break the next page.
          description: "a page failed, basket emptied",
          actions: ["emptyBasket", "clearStoredBasket"],
        },
        "basket.storage.changed": {
          description: "another tab changed the basket",
          actions: assign({
            contents: ({ context, event }) =>
              settle(restoreBasket(event.raw, context.brandName), context.domainPromotions),
          }),
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
            submitting: {
              description: "Creating the basket with the brand before opening checkout.",
              meta: { activity: "creating the basket for checkout" },
              tags: ["openingCheckout"],
              invoke: {
                id: "submitBasket",
                src: "submitBasket",
                input: ({ context }) => ({
                  items: toOrderItems(context.contents),
                  voucherCode: context.contents.voucher?.code ?? null,
                }),
                onDone: {
                  description: "basket created",
                  target: "leaving",
                  actions: { type: "openCheckout", params: ({ event }) => ({ basketUuid: event.output.basketUuid }) },
                },
                onError: {
                  description: "basket not created",
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
                    target: "placing",
                    actions: assign({ orderError: null }),
                  },
                  {
                    description: "order in the address, unreadable",
                    target: "failed",
                    actions: assign({ orderError: orderQueryErrorMessage }),
                  },
                ],
              },
            },
            placing: {
              description: "Creating a basket with the order's items, then applying its voucher.",
              meta: { activity: "creating a basket for the order" },
              tags: ["placingOrder"],
              invoke: {
                id: "submitOrder",
                src: "submitBasket",
                input: ({ event }) =>
                  event.type === "basket.order.submit"
                    ? { items: decodeOrderQuery(event.order) ?? [], voucherCode: event.voucher }
                    : { items: [], voucherCode: null },
                onDone: {
                  description: "basket created",
                  target: "leaving",
                  actions: { type: "openCheckout", params: ({ event }) => ({ basketUuid: event.output.basketUuid }) },
                },
                onError: {
                  description: "basket not created",
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
