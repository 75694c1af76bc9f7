import { fromPromise, sendParent } from "xstate";
import { z } from "zod/mini";
import { basketPriceSchema, voucherResponseSchema } from "../../contract/basket";
import { contactSchema } from "../../contract/customer";
import { orderStatusResponseSchema, placeOrderResponseSchema } from "../../contract/order";
import {
  amountDueResponseSchema,
  createPaymentResponseSchema,
  paymentStateResponseSchema,
} from "../../contract/payment";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { checkoutMachine } from "../../machines/checkout/checkout.machine";
import { voucherNotEligibleCookie } from "../../rules/basket/cookies";
import { type ApiClient, ApiError } from "../api/client";
import { writeCookie } from "./cookies";

const contactAnswerSchema = z.object({ contact: contactSchema });
const customerIdAnswerSchema = z.object({ customer_id: z.number() });

/** An answer without an order is a failed placement: the machine shows the placing-order error. */
function placedOrder(answer: z.infer<typeof placeOrderResponseSchema>) {
  if (!answer.order_id || !answer.status)
    throw new ApiError(answer.error ?? "other", "The brand API placed no order.", 200, answer);
  return { orderId: answer.order_id, status: answer.status };
}

/**
 * The checkout machine with the brand API's basket, payment and order calls, and the page redirect, injected.
 * The calls that move the basket to its order are idempotent per basket, so they are sent again once after a gateway
 * error (an instance restarting behind the balancer): placing finds the order already placed, starting a payment again
 * replaces the open one (it cannot charge twice), and refresh and confirm read or settle the same payment.
 */
export function createCheckoutLogic(api: ApiClient, config: RuntimeConfig) {
  const brandOrigin = new URL(config.brand.brandURL).origin;
  return checkoutMachine.provide({
    actors: {
      applyVoucher: fromPromise(async ({ input }) => {
        await api(`/basket/${input.basketId}/voucher`, {
          method: "PUT",
          body: { voucher_code: input.code },
          schema: voucherResponseSchema,
        });
      }),
      loadBasket: fromPromise(async ({ input, signal }) => {
        // Amount due first: its errors carry checkout's codes (not_found, not_yours).
        const due = await api(`/basket/${input.basketId}/amount_due`, { schema: amountDueResponseSchema, signal });
        const price = await api(`/basket/${input.basketId}/price`, { schema: basketPriceSchema, signal });
        return { price, due };
      }),
      attachAccount: fromPromise(async ({ input: { basketId, account } }) => {
        // The machine attaches only when someone is logged in; a guest has nothing to attach.
        if (!account) return;
        await api(`/basket/${basketId}/customer_id`, {
          method: "PUT",
          body: { customer_id: account.customerId },
          schema: customerIdAnswerSchema,
        });
        if (account.contact)
          await api(`/basket/${basketId}/contact`, {
            method: "PUT",
            body: account.contact,
            schema: contactAnswerSchema,
          });
      }),
      setUseCredit: fromPromise(({ input }) =>
        api(`/basket/${input.basketId}/use_credit`, {
          method: "PUT",
          body: { use_credit: input.useCredit },
          schema: amountDueResponseSchema,
        }),
      ),
      saveContact: fromPromise(async ({ input }) => {
        await api(`/basket/${input.basketId}/contact`, {
          method: "PUT",
          body: input.contact,
          schema: contactAnswerSchema,
        });
      }),
      createPayment: fromPromise(async ({ input }) => {
        const payment = await api(`/basket/${input.basketId}/payment`, {
          method: "POST",
          body: { type: input.type, payment_method_id: input.paymentMethodId, expected_total: input.expectedTotal },
          schema: createPaymentResponseSchema,
          retryOnceOnGatewayError: true,
        });
        return { redirectUrl: payment.redirect_url ?? null };
      }),
      placeZeroOrder: fromPromise(async ({ input }) =>
        placedOrder(
          await api(`/customer/${input.customerId}/customers/basket/${input.basketId}/zero`, {
            method: "PUT",
            schema: placeOrderResponseSchema,
            retryOnceOnGatewayError: true,
          }),
        ),
      ),
      refreshPayment: fromPromise(({ input }) =>
        api(`/basket/${input.basketId}/payment/refresh`, {
          method: "POST",
          schema: paymentStateResponseSchema,
          retryOnceOnGatewayError: true,
        }),
      ),
      confirmPaypal: fromPromise(({ input }) =>
        api(`/basket/${input.basketId}/payment/confirm`, {
          method: "POST",
          body: { payment_id: input.paymentId, payer_id: input.payerId },
          schema: paymentStateResponseSchema,
          retryOnceOnGatewayError: true,
        }),
      ),
      placeOrder: fromPromise(async ({ input }) =>
        placedOrder(
          await api(`/basket/${input.basketId}/placeorder`, {
            method: "POST",
            schema: placeOrderResponseSchema,
            retryOnceOnGatewayError: true,
          }),
        ),
      ),
      readOrderStatus: fromPromise(
        async ({ input }) =>
          (await api(`/order/${input.orderId}/status/public`, { schema: orderStatusResponseSchema })).status,
      ),
    },
    actions: {
      redirectToProvider: (_, { url }) => {
        // The brand API builds provider addresses from brand metadata; never follow one to another site.
        if (new URL(url).origin === brandOrigin) window.location.assign(url);
      },
      rememberVoucherNotEligible: (_, { code }) => {
        writeCookie(voucherNotEligibleCookie.name, code, voucherNotEligibleCookie.maxAgeSeconds);
      },
      announceOrderPlaced: sendParent((_, params: { order: unknown }) => ({
        type: "checkout.order.placed",
        order: params.order,
      })),
    },
    // The browser tests shorten the spec's 4 s between payment refreshes through PAYMENT_REFRESH_DELAY_MS.
    delays: config.paymentRefreshDelayMs ? { paymentRefreshDelay: config.paymentRefreshDelayMs } : {},
  });
}
