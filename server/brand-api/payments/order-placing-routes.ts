import type { Context } from "hono";
import { Hono } from "hono";
import { basketReplacedError } from "../../../contract/basket";
import * as orderPlacingEndpoints from "../../../contract/endpoints/order-placing";
import { registerEndpoint } from "../../http/register-endpoint";
import type { BrandApiDeps } from "../deps";
import { inBasketTransaction } from "../lifecycle/basket-transaction";
import { placeOrderFaults } from "../orders/fault-points";
import { sendOrderConfirmation } from "../orders/order-confirmation";
import { orderForBasket } from "../orders/order-store";
import { type OrderToPlace, type PlaceOrderOutcome, placeOrderOnce } from "../orders/place-order";
import { amountDue } from "./amount-due";
import type { CheckoutBasket } from "./checkout-basket";
import { checkOrderRules, checkoutBaskets } from "./checkout-baskets";
import { paymentError, refusable } from "./checkout-errors";
import type { PaymentProvider } from "./payment-provider";
import type { PaymentRow } from "./payment-store";

const basketChangedMessage = "Your basket changed, so the payment was cancelled. Please pay the new total.";

/** The order status a payment gives (a zero-basket order has none). */
function orderStatusFor(payment: PaymentRow | null) {
  if (payment === null) return "processed" as const;
  if (payment.status === "pending") return "payment pending" as const;
  if (payment.outcome === "risky") return "risky" as const;
  if (payment.outcome === "processed") return "processed" as const;
  return "charged" as const;
}

/** Placing a basket's order (spec section 7 "Basket"): paid, or without payment (nothing to pay, or staff). */
export function orderPlacingRoutes(deps: BrandApiDeps & { provider: PaymentProvider | null }): Hono {
  const { db, config, provider } = deps;
  const routes = new Hono();
  const { ownBasket } = checkoutBaskets(db, provider);
  const placing = { provider, reached: placeOrderFaults(config.faultPoint) };

  /**
   * Places the order; the order it creates (not one found again) is counted, and confirmed by mail once placing has
   * committed.
   */
  const placeOrder = async (basket: CheckoutBasket, toPlace: Omit<OrderToPlace, "basketId">) => {
    const outcome = await placeOrderOnce(db, { ...toPlace, basketId: basket.basketId }, placing);
    if (outcome.kind === "placed" && outcome.created) {
      deps.metrics.orderPlaced(basket.brand);
      await sendOrderConfirmation(deps, outcome.order);
    }
    return outcome;
  };

  /** Answers a placement: the order, or why there is none (nothing was written in that case). */
  const placementAnswer = async (c: Context, basket: CheckoutBasket, outcome: PlaceOrderOutcome) => {
    if (outcome.kind === "placed") return { order_id: outcome.order.id, status: outcome.order.status, error: null };
    if (outcome.kind === "credit_unavailable") {
      const due = await amountDue(db, basket);
      return paymentError(
        c,
        "credit_unavailable",
        "Your account credit has been used by another order. Check the new amount to pay and pay again.",
        { amount_due: due.amount_due, credit_applied: due.credit_applied },
      );
    }
    if (outcome.kind === "basket_changed") {
      const due = await amountDue(db, basket);
      return paymentError(c, "basket_changed", basketChangedMessage, {
        order_id: null,
        status: null,
        error: "basket_changed",
        amount_due: due.amount_due,
      });
    }
    if (outcome.kind === "basket_replaced")
      return paymentError(c, basketReplacedError.code, basketReplacedError.message);
    if (outcome.kind === "provider_failed")
      return paymentError(
        c,
        "payment_provider_failed",
        "The payment provider did not confirm your payment. Nothing was charged; please try again.",
      );
    // The spec's placeorder refusal (order_id, status, error) and the error envelope in one body.
    return paymentError(c, "payment_incomplete", "The payment is not complete, so the order cannot be placed.", {
      order_id: null,
      status: null,
      error: "payment_incomplete",
    });
  };

  /** The credit a paid basket counted on was spent by another order: its payment is cancelled and released. */
  const cancelForSpentCredit = async (basketId: string) => {
    await refusable(() =>
      inBasketTransaction(db, provider, basketId, async (_trx, claimed, apply) => {
        const open = claimed.snapshot.context.payment;
        if (open) await apply({ type: "payment.creditSpent", paymentId: open.id });
      }),
    );
  };

  registerEndpoint(routes, orderPlacingEndpoints.placeOrder, async (c, { params, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    if (own instanceof Response) return own;
    const outcome = await placeOrder(own.basket, {
      payment: { kind: "paid" },
      statusFor: orderStatusFor,
      paymentTypeWithout: "",
    });
    // The payment was for the total less credit that is gone: release it, the visitor pays the new amount.
    if (outcome.kind === "credit_unavailable") await cancelForSpentCredit(own.basket.basketId);
    return placementAnswer(c, own.basket, outcome);
  });

  registerEndpoint(routes, orderPlacingEndpoints.placeZeroOrder, async (c, { params, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    if (own instanceof Response) return own;
    const { basket, customerId, isStaff } = own;
    if (params.customerId !== (customerId ?? basket.parentCustomerId))
      return paymentError(c, "not_yours", "This is not your account.");
    const existing = await orderForBasket(db, basket.basketId);
    if (existing) return { order_id: existing.id, status: existing.status, error: null };
    if (basket.items.length === 0) return paymentError(c, "other", "The basket is empty.");
    const due = await amountDue(db, basket);
    // The visitor was shown nothing to pay with credit, but the credit was spent by another order meanwhile.
    if (!isStaff && due.amount_due !== 0 && basket.useCredit)
      return placementAnswer(c, basket, { kind: "credit_unavailable" });
    if (!isStaff && due.amount_due !== 0)
      return paymentError(c, "staff_only", "Only staff may place an order without paying.");
    const ruleError = await checkOrderRules(db, basket, customerId);
    if (ruleError) return paymentError(c, ruleError, "The basket cannot be ordered as it is.");
    const byStaff = isStaff && due.amount_due !== 0;
    const outcome = await placeOrder(basket, {
      payment: { kind: "withoutPayment", byStaff },
      statusFor: orderStatusFor,
      paymentTypeWithout: byStaff ? "staff" : "no-payment",
    });
    return placementAnswer(c, basket, outcome);
  });

  return routes;
}
