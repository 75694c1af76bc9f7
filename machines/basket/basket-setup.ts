import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { BasketVoucher } from "../../contract/basket";
import { ownDomainFrom } from "../../rules/basket/catalogue-items";
import { type BasketChange, type BasketEdit, editBasket } from "../../rules/basket/edits";
import { decodeOrderQuery, toOrderItems } from "../../rules/basket/order-items";
import { catalogueMachine } from "../catalogue/catalogue.machine";
import type { ChartStateMeta } from "../chart-meta";
import { type BasketContext, type BasketInput, editBasisOf, type SubmitBasketInput } from "./basket-context";
import { basketCallErrorCode } from "./call-errors";

// The basket's events, tags and named implementations, apart from its states (basket.machine.ts), so the transition
// builders (basket-transitions.ts) type themselves from them without importing the machine that uses them.

export type BasketEvent =
  | BasketEdit
  | { type: "basket.voucher.apply"; code: string }
  | { type: "basket.checkout" }
  | { type: "basket.checkout.opened" }
  | { type: "basket.order.submit"; order: string; voucher: string | null }
  | { type: "basket.clear" }
  | { type: "basket.page.error" }
  | { type: "basket.storage.changed"; raw: string | null };

/**
 * What the views can rely on across states (read through `selectors.ts`): checkout is being opened, or an order from
 * the checkout address is being placed.
 */
export type BasketTag = "openingCheckout" | "placingOrder";

/** Implementations by name (the app provides the actors and effects) and the types the transition builders use. */
export const basketSetup = setup({
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
    /** Applies one change with the basket's reducer. */
    editBasket: assign(({ context }, change: BasketChange) => ({
      contents: editBasket(context.contents, change, editBasisOf(context)),
    })),
  },
  guards: {
    canCheckout: ({ context }) => toOrderItems(context.contents).length > 0 && context.contents.error === null,
    orderQueryReadable: (_, params: { order: string }) => decodeOrderQuery(params.order) !== null,
    voucherUsedMax: (_, params: { error: unknown }) => basketCallErrorCode(params.error) === "used_max",
    hasVoucherCode: (_, params: { code: string }) => params.code.trim() !== "",
    isDomainName: ({ context }, params: { fullDomain: string }) =>
      ownDomainFrom(params.fullDomain, context.brandName) !== null,
  },
});
