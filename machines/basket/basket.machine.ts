import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { BrandCode } from "../../brands/types";
import type { BasketVoucher, OrderItem } from "../../contract/basket";
import type { ServiceplanList } from "../../contract/catalogue";
import {
  domainAddonFrom,
  freeOnlineDomainFrom,
  hostingLineFrom,
  ownDomainFrom,
  timelineBackupFrom,
} from "../../rules/basket/catalogue-items";
import {
  addDomain,
  addDomainAddon,
  addHosting,
  addTimelineBackup,
  changeDomainPeriod,
  changeHostingPeriod,
  changeHostingPlan,
  linkDomainAddon,
  linkHosting,
  removeDomain,
  removeDomainAddon,
  removeHosting,
  removeTimelineBackup,
  settle,
} from "../../rules/basket/linking";
import { decodeOrderQuery, toOrderItems } from "../../rules/basket/order-items";
import { restoreBasket } from "../../rules/basket/persistence";
import { domainPromotionsFor } from "../../rules/basket/promotions";
import { type DomainToAdd, domainFromSearchResult } from "../../rules/basket/search-result-domain";
import { type BasketContents, type DomainPromotion, emptyBasketContents, type Period } from "../../rules/basket/types";
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
  /** Not persisted: the catalogue's hosting plans and add-ons, loaded on start. */
  domainsServiceplans: ServiceplanList | null;
  /** The period the hosting page shows prices for. */
  hostingPeriod: Period;
  /** The last code typed in the voucher field, and what the field says about it. */
  voucherCode: string;
  voucherMessage: string | null;
  ownDomainMessage: string | null;
  checkoutError: string | null;
  orderError: string | null;
}

export type BasketEvent =
  | { type: "basket.domain.add"; domain: DomainToAdd }
  | { type: "basket.domain.remove"; fullDomain: string }
  | { type: "basket.domain.period"; fullDomain: string; period: Period }
  | { type: "basket.ownDomain.add"; fullDomain: string }
  | { type: "basket.online.add"; name: string }
  | { type: "basket.hosting.add"; serviceplanId: number; period?: Period }
  | { type: "basket.hosting.remove"; id: string }
  | { type: "basket.hosting.link"; id: string; fullDomain: string | null }
  | { type: "basket.hosting.period"; id: string; period: Period }
  | { type: "basket.hosting.upgrade"; id: string }
  | { type: "basket.addon.add"; codename: "email-hosting" | "free-starter"; connectedDomain: string | null }
  | { type: "basket.addon.remove"; id: string }
  | { type: "basket.addon.link"; id: string; fullDomain: string | null }
  | { type: "basket.backup.add"; emailAddonId: string }
  | { type: "basket.backup.remove"; id: string }
  | { type: "basket.voucher.apply"; code: string }
  | { type: "basket.voucher.remove" }
  | { type: "basket.checkout" }
  | { type: "basket.order.submit"; order: string; voucher: string | null }
  | { type: "basket.clear" }
  | { type: "basket.page.error" }
  | { type: "basket.storage.changed"; raw: string | null }
  | { type: "catalogue.retry" }
  | { type: "hosting.period.select"; period: Period };

/** Creates a server basket with these items (and voucher), answering its id. */
export interface SubmitBasketInput {
  items: OrderItem[];
  voucherCode: string | null;
}

const upgradeCodename = "hosting-business";

/**
 * The basket: domains, hosting plans and add-ons with their links, promotions and voucher (spec sections 4 and 5
 * "Basket"). The real implementations (local storage, the brand API, navigation, cookies) are injected by
 * `src/actors/basket.ts`. Checkout sends `basket.clear` once an order exists, which empties the basket and its
 * stored copy; an error in the page tree sends `basket.page.error`, which does the same.
 */
export const basketMachine = setup({
  types: {
    input: {} as BasketInput,
    context: {} as BasketContext,
    events: {} as BasketEvent,
  },
  actors: {
    readStoredBasket: fromPromise<string | null>(async () => null),
    storageEvents: fromCallback<BasketEvent>(() => () => {}),
    loadCatalogue: fromPromise<ServiceplanList, { brandName: BrandCode }>(async () => {
      throw new Error("loadCatalogue is injected");
    }),
    checkVoucher: fromPromise<{ voucher: BasketVoucher }, SubmitBasketInput & { code: string }>(async () => {
      throw new Error("checkVoucher is injected");
    }),
    submitBasket: fromPromise<{ basketUuid: string }, SubmitBasketInput>(async () => {
      throw new Error("submitBasket is injected");
    }),
  },
  actions: {
    /** Stores the basket under the brand's key (the implementation serializes it with `serializeBasket`). */
    persistBasket: () => {},
    clearStoredBasket: () => {},
    openCheckout: (_, _params: { basketUuid: string }) => {},
    rememberVoucherNotEligible: (_, _params: { code: string }) => {},
    /** Records the promotions the basket earned (`earnedPromotionVouchers`) in a cookie for 365 days. */
    rememberDomainPromotions: () => {},
    emptyBasket: assign({ contents: emptyBasketContents, voucherMessage: null, checkoutError: null }),
  },
  guards: {
    canCheckout: ({ context }) => toOrderItems(context.contents).length > 0 && context.contents.error === null,
    orderQueryReadable: ({ event }) => event.type === "basket.order.submit" && decodeOrderQuery(event.order) !== null,
    voucherUsedMax: ({ event }) => basketCallErrorCode((event as { error?: unknown }).error) === "used_max",
    hasVoucherCode: ({ event }) => event.type === "basket.voucher.apply" && event.code.trim() !== "",
  },
}).createMachine({
  id: "basket",
  description:
    "The visitor's basket of domains, hosting plans and add-ons, kept in this browser per brand and shared by its tabs.",
  context: ({ input }) => ({
    brandName: input.brandName,
    contents: emptyBasketContents,
    domainPromotions: domainPromotionsFor(input.brandName),
    domainsServiceplans: null,
    hostingPeriod: "12m",
    voucherCode: "",
    voucherMessage: null,
    ownDomainMessage: null,
    checkoutError: null,
    orderError: null,
  }),
  initial: "restoring",
  states: {
    restoring: {
      description: "Reading the basket this browser kept for the brand.",
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
        "basket.domain.add": {
          actions: [
            assign({
              contents: ({ context, event }) =>
                addDomain(
                  context.contents,
                  domainFromSearchResult(event.domain, context.brandName),
                  context.domainPromotions,
                ),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.domain.remove": {
          actions: [
            assign({
              contents: ({ context, event }) =>
                removeDomain(context.contents, event.fullDomain, context.domainPromotions),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.domain.period": {
          actions: [
            assign({
              contents: ({ context, event }) =>
                changeDomainPeriod(context.contents, event.fullDomain, event.period, context.domainPromotions),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.ownDomain.add": {
          actions: [
            assign(({ context, event }) => {
              const own = ownDomainFrom(event.fullDomain, context.brandName);
              if (!own) return { ownDomainMessage: "Enter the domain you own, such as example.com." };
              return {
                ownDomainMessage: null,
                contents: addDomain(context.contents, own, context.domainPromotions),
              };
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.online.add": {
          actions: [
            assign({
              contents: ({ context, event }) => {
                const prices = context.domainsServiceplans?.free_online_prices ?? [];
                const online = freeOnlineDomainFrom(
                  event.name,
                  context.brandName,
                  prices.map(({ period_in_months: _m, ...price }) => ({ ...price, period: price.period as Period })),
                );
                return online ? addDomain(context.contents, online, context.domainPromotions) : context.contents;
              },
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.hosting.add": {
          actions: [
            assign({
              contents: ({ context, event }) => {
                const plan = context.domainsServiceplans?.serviceplans.find(
                  (p) => p.serviceplan_id === event.serviceplanId && p.type === "hosting",
                );
                return plan
                  ? addHosting(context.contents, hostingLineFrom(plan, event.period), context.domainPromotions)
                  : context.contents;
              },
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.hosting.remove": {
          actions: [
            assign({
              contents: ({ context, event }) => removeHosting(context.contents, event.id, context.domainPromotions),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.hosting.link": {
          actions: [
            assign({
              contents: ({ context, event }) =>
                linkHosting(context.contents, event.id, event.fullDomain, context.domainPromotions),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.hosting.period": {
          actions: [
            assign({
              contents: ({ context, event }) =>
                changeHostingPeriod(context.contents, event.id, event.period, context.domainPromotions),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.hosting.upgrade": {
          actions: [
            assign({
              contents: ({ context, event }) => {
                const plan = context.domainsServiceplans?.serviceplans.find((p) => p.codename === upgradeCodename);
                if (!plan) return context.contents;
                const { period: _period, ...line } = hostingLineFrom(plan);
                return changeHostingPlan(context.contents, event.id, line, context.domainPromotions);
              },
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.addon.add": {
          actions: [
            assign({
              contents: ({ context, event }) => {
                const plan = context.domainsServiceplans?.serviceplans.find((p) => p.codename === event.codename);
                return plan
                  ? addDomainAddon(
                      context.contents,
                      domainAddonFrom(plan, event.connectedDomain),
                      context.domainPromotions,
                    )
                  : context.contents;
              },
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.addon.remove": {
          actions: [
            assign({
              contents: ({ context, event }) => removeDomainAddon(context.contents, event.id, context.domainPromotions),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.addon.link": {
          actions: [
            assign({
              contents: ({ context, event }) =>
                linkDomainAddon(context.contents, event.id, event.fullDomain, context.domainPromotions),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.backup.add": {
          actions: [
            assign({
              contents: ({ context, event }) => {
                const plan = context.domainsServiceplans?.serviceplans.find(
                  (p) => p.codename === "email-timeline-backup",
                );
                return plan
                  ? addTimelineBackup(
                      context.contents,
                      timelineBackupFrom(plan, event.emailAddonId),
                      context.domainPromotions,
                    )
                  : context.contents;
              },
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.backup.remove": {
          actions: [
            assign({
              contents: ({ context, event }) =>
                removeTimelineBackup(context.contents, event.id, context.domainPromotions),
            }),
            "persistBasket",
            "rememberDomainPromotions",
          ],
        },
        "basket.voucher.remove": {
          actions: [
            assign({ contents: ({ context }) => ({ ...context.contents, voucher: null }), voucherMessage: null }),
            "persistBasket",
            "rememberDomainPromotions",
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
        "hosting.period.select": { actions: assign({ hostingPeriod: ({ event }) => event.period }) },
      },
      states: {
        catalogue: {
          description: "The hosting plans and add-ons on sale, with their prices.",
          initial: "loading",
          states: {
            loading: {
              description: "Loading the plans and add-ons.",
              invoke: {
                id: "loadCatalogue",
                src: "loadCatalogue",
                input: ({ context }) => ({ brandName: context.brandName }),
                onDone: {
                  target: "loaded",
                  actions: assign({ domainsServiceplans: ({ event }) => event.output }),
                },
                onError: { target: "failed" },
              },
            },
            loaded: { description: "The plans and add-ons can be shown and added." },
            failed: {
              description: "The plans could not be loaded; the visitor can try again.",
              on: { "catalogue.retry": { target: "loading" } },
            },
          },
        },
        voucher: {
          description: "The voucher field.",
          initial: "idle",
          states: {
            idle: {
              description: "Waiting for a voucher code.",
              on: {
                "basket.voucher.apply": [
                  {
                    guard: "hasVoucherCode",
                    target: "checking",
                    actions: assign({
                      voucherMessage: null,
                      voucherCode: ({ event }) => (event.type === "basket.voucher.apply" ? event.code.trim() : ""),
                    }),
                  },
                  { actions: assign({ voucherMessage: "Please enter a voucher code." }) },
                ],
              },
            },
            checking: {
              description: "Asking the brand API whether the code applies.",
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
                    assign({
                      contents: ({ context, event }) => ({ ...context.contents, voucher: event.output.voucher }),
                      voucherMessage: ({ event }) => `Voucher ${event.output.voucher.code} applied.`,
                    }),
                    "persistBasket",
                    "rememberDomainPromotions",
                  ],
                },
                onError: [
                  {
                    guard: "voucherUsedMax",
                    target: "idle",
                    actions: [
                      assign({
                        contents: ({ context }) => ({
                          ...context.contents,
                          vouchers: [...context.contents.vouchers, context.voucherCode],
                        }),
                        voucherMessage: voucherUsedMaxMessage,
                      }),
                      {
                        type: "rememberVoucherNotEligible",
                        params: ({ context }) => ({ code: context.voucherCode }),
                      },
                      "persistBasket",
                      "rememberDomainPromotions",
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
            leaving: { description: "Opening checkout with the new basket." },
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
                  { guard: "orderQueryReadable", target: "placing", actions: assign({ orderError: null }) },
                  { target: "failed", actions: assign({ orderError: orderQueryErrorMessage }) },
                ],
              },
            },
            placing: {
              description: "Creating a basket with the order's items, then applying its voucher.",
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
            leaving: { description: "Opening checkout with the order's basket." },
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
