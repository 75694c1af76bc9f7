import { fromPromise, sendParent } from "xstate";
import * as basketEndpoints from "../../contract/endpoints/basket";
import * as basketContactEndpoints from "../../contract/endpoints/basket-contact";
import * as creditEndpoints from "../../contract/endpoints/credit";
import * as orderPlacingEndpoints from "../../contract/endpoints/order-placing";
import * as orderEndpoints from "../../contract/endpoints/orders";
import * as paymentEndpoints from "../../contract/endpoints/payment";
import type { PlaceOrderResponse } from "../../contract/order";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { sameOriginTarget } from "../../contract/same-origin-target";
import type { AppEvent } from "../../machines/app/app.machine";
import { checkoutMachine } from "../../machines/checkout/checkout.machine";
import type { PlacedOrder } from "../../machines/checkout/checkout-context";
import { voucherNotEligibleCookie } from "../../rules/basket/cookies";
import { type ApiClient, ApiError } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";
import { forgetTypedCheckout } from "../stores/typed-checkout";
import { rememberCheckedOutBasket } from "./checked-out-basket";
import { writeCookie } from "./cookies";
import { checkoutAddress, goTo } from "./navigation";

/** An answer without an order is a failed placement: the machine shows the placing-order error. */
function placedOrder(answer: PlaceOrderResponse) {
  if (!answer.order_id || !answer.status)
    throw new ApiError(answer.error ?? "other", "The brand API placed no order.", 200, answer);
  return { orderId: answer.order_id, status: answer.status };
}

/**
 * The checkout machine with the brand API's basket, payment and order calls, and the page redirect, injected.
 * The calls that move the basket to its order are idempotent per basket (`repeatable` in the contract table), so they
 * are sent again once after a gateway error (an instance restarting behind the balancer): placing finds the order
 * already placed, starting a payment again replaces the open one (it cannot charge twice), and refresh and confirm
 * read or settle the same payment.
 */
export function createCheckoutLogic(api: ApiClient, config: RuntimeConfig) {
  const call = endpointCaller(api);
  const basket = (basketId: string) => ({ id: basketId });
  return checkoutMachine.provide({
    actors: {
      applyVoucher: fromPromise(async ({ input }) => {
        await call(basketEndpoints.applyVoucher, {
          params: basket(input.basketId),
          body: { voucher_code: input.code },
        });
      }),
      loadBasket: fromPromise(async ({ input, signal }) => {
        // Amount due first: its errors carry checkout's codes (not_found, not_yours).
        const due = await call(creditEndpoints.amountDue, { params: basket(input.basketId), signal });
        const [price, saved] = await Promise.all([
          call(basketEndpoints.priceBasket, { params: basket(input.basketId), signal }),
          call(basketContactEndpoints.readBasketContact, { params: basket(input.basketId), signal }),
        ]);
        return { price, due, savedContact: saved.contact };
      }),
      copyBasket: fromPromise(async ({ input, signal }) => {
        const copy = await call(basketEndpoints.copyBasket, { params: basket(input.basketId), signal });
        rememberCheckedOutBasket(config.brand.basketStorageKey, copy.basket_uuid);
        return { basketId: copy.basket_uuid };
      }),
      attachAccount: fromPromise(async ({ input: { basketId, account } }) => {
        // The machine attaches only when someone is logged in; a guest has nothing to attach.
        if (!account) return;
        await call(basketContactEndpoints.attachBasketAccount, {
          params: basket(basketId),
          body: { customer_id: account.customerId },
        });
        if (account.contact)
          await call(basketContactEndpoints.saveBasketContact, { params: basket(basketId), body: account.contact });
      }),
      setUseCredit: fromPromise(({ input }) =>
        call(creditEndpoints.useCredit, { params: basket(input.basketId), body: { use_credit: input.useCredit } }),
      ),
      saveContact: fromPromise(async ({ input }) => {
        await call(basketContactEndpoints.saveBasketContact, { params: basket(input.basketId), body: input.contact });
      }),
      createPayment: fromPromise(async ({ input }) => {
        const payment = await call(paymentEndpoints.createPayment, {
          params: basket(input.basketId),
          body: { type: input.type, payment_method_id: input.paymentMethodId, expected_total: input.expectedTotal },
        });
        return { redirectUrl: payment.redirect_url ?? null };
      }),
      placeZeroOrder: fromPromise(async ({ input }) =>
        placedOrder(
          await call(orderPlacingEndpoints.placeZeroOrder, {
            params: { customerId: input.customerId, id: input.basketId },
          }),
        ),
      ),
      refreshPayment: fromPromise(({ input }) =>
        call(paymentEndpoints.refreshPayment, { params: basket(input.basketId) }),
      ),
      confirmPaypal: fromPromise(({ input }) =>
        call(paymentEndpoints.confirmPaypal, {
          params: basket(input.basketId),
          body: { payment_id: input.paymentId, payer_id: input.payerId },
        }),
      ),
      placeOrder: fromPromise(async ({ input }) =>
        placedOrder(await call(orderPlacingEndpoints.placeOrder, { params: basket(input.basketId) })),
      ),
      readOrderStatus: fromPromise(
        async ({ input }) => (await call(orderEndpoints.orderStatus, { params: { id: input.orderId } })).status,
      ),
    },
    actions: {
      redirectToProvider: (_, { url }) => {
        // The brand API builds provider addresses from brand metadata; never follow one to another site.
        const onBrand = sameOriginTarget(url, config.brand.brandURL);
        if (onBrand !== null) window.location.assign(new URL(onBrand, config.brand.brandURL));
      },
      rememberVoucherNotEligible: (_, { code }) => {
        writeCookie(voucherNotEligibleCookie.name, code, voucherNotEligibleCookie.maxAgeSeconds);
      },
      openCopiedBasket: (_, { basketId }) => {
        void goTo(checkoutAddress(config.brand.checkoutURL, basketId));
      },
      forgetTypedDetails: (_, { basketId }) => {
        if (basketId) forgetTypedCheckout(basketId);
      },
      announceOrderPlaced: sendParent(
        (_, params: { order: PlacedOrder }): AppEvent => ({ type: "checkout.order.placed", order: params.order }),
      ),
    },
    // The browser tests shorten the spec's 4 s between payment refreshes through PAYMENT_REFRESH_DELAY_MS.
    delays: config.paymentRefreshDelayMs ? { paymentRefreshDelay: config.paymentRefreshDelayMs } : {},
  });
}
