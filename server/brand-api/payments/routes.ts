import { type Context, Hono } from "hono";
import { brandMetadata } from "../../../brands/metadata";
import { contactSchema } from "../../../contract/customer";
import { int32IdParam, uuidId } from "../../../contract/limits";
import {
  type CheckoutCallErrorCode,
  confirmPaymentRequestSchema,
  createPaymentRequestSchema,
  customerIdRequestSchema,
  useCreditRequestSchema,
} from "../../../contract/payment";
import { apiError } from "../../http/api-error";
import { readJsonBody, validParam } from "../../http/validate";
import { startedThisBasket } from "../baskets/basket-creator";
import { accountById, readContact, storedPaymentMethods } from "../customers/accounts";
import { sessionCustomerId } from "../customers/sessions";
import type { BrandApiDeps } from "../index";
import { placeOrderFaults } from "../orders/fault-points";
import { orderForBasket } from "../orders/order-store";
import { type PlaceOrderOutcome, placeOrderOnce } from "../orders/place-order";
import { amountDue } from "./amount-due";
import { orderRuleError } from "./basket-rules";
import { type CheckoutBasket, loadCheckoutBasket, saveCheckoutBasket } from "./checkout-basket";
import { startPayment, voidPayment } from "./open-payments";
import { sandboxPaymentProvider } from "./payment-provider";
import { latestPayment, movePayment, type PaymentRow, readPendingPayment } from "./payment-store";

const errorStatus: Partial<Record<CheckoutCallErrorCode, 401 | 402 | 403 | 404 | 409 | 422 | 502 | 503>> = {
  declined: 402,
  duplicate_transaction: 409,
  price_changed: 409,
  authentication: 403,
  not_found: 404,
  not_yours: 403,
  not_logged_in: 401,
  no_payment: 404,
  staff_only: 403,
  payment_incomplete: 409,
  credit_unavailable: 409,
  payment_provider_failed: 502,
  provider_unavailable: 503,
};

function paymentError(c: Context, code: CheckoutCallErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return apiError(c, errorStatus[code] ?? 422, code, message, extra);
}

/** The spec's placeorder refusal (order_id, status, error) and the error envelope in one body. */
function paymentIncomplete(c: Context) {
  return paymentError(c, "payment_incomplete", "The payment is not complete, so the order cannot be placed.", {
    order_id: null,
    status: null,
    error: "payment_incomplete",
  });
}

/** The order status a payment gives (a zero-basket order has none). */
function orderStatusFor(payment: PaymentRow | null) {
  if (payment === null) return "processed" as const;
  if (payment.status === "pending") return "payment pending" as const;
  if (payment.outcome === "risky") return "risky" as const;
  if (payment.outcome === "processed") return "processed" as const;
  return "charged" as const;
}

/** Checkout's basket calls, payments and placing the order (spec section 7 "Basket"). */
export function paymentRoutes({ db, config }: BrandApiDeps): Hono {
  const routes = new Hono();
  const provider = sandboxPaymentProvider(config);
  const placing = { provider, reached: placeOrderFaults(config.faultPoint) };

  /** Answers a placement: the order, or why there is none (nothing was written in that case). */
  const placementAnswer = async (c: Context, basket: CheckoutBasket, outcome: PlaceOrderOutcome) => {
    if (outcome.kind === "placed")
      return c.json({ order_id: outcome.order.id, status: outcome.order.status, error: null });
    if (outcome.kind === "credit_unavailable") {
      const due = await amountDue(db, basket);
      return paymentError(
        c,
        "credit_unavailable",
        "Your account credit has been used by another order. Check the new amount to pay and pay again.",
        { amount_due: due.amount_due, credit_applied: due.credit_applied },
      );
    }
    if (outcome.kind === "provider_failed")
      return paymentError(
        c,
        "payment_provider_failed",
        "The payment provider did not confirm your payment. Nothing was charged; please try again.",
      );
    return paymentIncomplete(c);
  };

  /** The basket, if it exists and the caller may act on it: a guest basket, or the logged-in owner's. */
  const ownBasket = async (c: Context) => {
    const basketId = validParam(c, "id", uuidId);
    const basket = basketId === undefined ? undefined : await loadCheckoutBasket(db, basketId);
    if (!basket) return { response: paymentError(c, "not_found", "Could not find your basket.") } as const;
    const customerId = await sessionCustomerId(c, db);
    if (basket.customerId !== null && basket.customerId !== customerId)
      return {
        response: paymentError(c, "not_yours", "This basket belongs to another account.", { items: [] }),
      } as const;
    return { basket, customerId } as const;
  };

  routes.put("/basket/:id/contact", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const contact = await readJsonBody(c, contactSchema);
    await saveCheckoutBasket(db, own.basket.basketId, { contact_json: JSON.stringify(contact) });
    return c.json({ contact });
  });

  routes.put("/basket/:id/customer_id", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const { customer_id } = await readJsonBody(c, customerIdRequestSchema);
    if (own.customerId !== customer_id)
      return paymentError(c, "not_yours", "You can only attach your own account to a basket.");
    // A guest basket's id travels in URLs; only the browser that started it may claim it for an account.
    if (own.basket.customerId === null && !(await startedThisBasket(c, db, own.basket.basketId)))
      return paymentError(c, "not_yours", "Only the browser that started this basket can add it to an account.", {
        items: [],
      });
    await saveCheckoutBasket(db, own.basket.basketId, { customer_id });
    await db
      .updateTable("baskets")
      .set({ customer_id })
      .where("basket_uuid", "=", own.basket.basketId)
      .where("customer_id", "is", null)
      .execute();
    return c.json({ customer_id });
  });

  routes.put("/basket/:id/use_credit", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const { use_credit } = await readJsonBody(c, useCreditRequestSchema);
    if (use_credit && own.customerId === null)
      return paymentError(c, "not_logged_in", "Log in to use your account credit.");
    await saveCheckoutBasket(db, own.basket.basketId, { use_credit: use_credit ? 1 : 0 });
    return c.json(await amountDue(db, { ...own.basket, useCredit: use_credit }));
  });

  routes.get("/basket/:id/amount_due", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    return c.json(await amountDue(db, own.basket));
  });

  routes.post("/basket/:id/payment", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const { basket, customerId } = own;
    const request = await readJsonBody(c, createPaymentRequestSchema);
    if (await orderForBasket(db, basket.basketId))
      return paymentError(c, "duplicate_transaction", "This basket has already been ordered and paid.");
    if (basket.items.length === 0) return paymentError(c, "other", "The basket is empty.");
    const ruleError = await checkOrderRules(basket, customerId);
    if (ruleError) return paymentError(c, ruleError, "The basket cannot be ordered as it is.");
    const due = await amountDue(db, basket);
    if (request.expected_total !== due.amount_due)
      return paymentError(c, "price_changed", "The total changed since it was shown.", { amount_due: due.amount_due });
    if (request.type === "staff" || request.type === "no-payment")
      return paymentError(c, "other", "Orders without payment are placed with the zero-basket call.");
    if (due.amount_due === 0)
      return paymentError(c, "other", "There is nothing to pay: place the order without payment.");

    const base = {
      basket_id: basket.basketId,
      brand: basket.brand,
      type: request.type,
      amount_minor: due.amount_due,
      credit_minor: due.credit_applied,
      currency: basket.currency,
      pending_reads_left: 0,
    };
    if (request.type === "existing-credit-or-debit" || request.type === "existing-paypal") {
      const wanted = request.type === "existing-paypal" ? "paypal" : "card";
      const methods = customerId === null ? [] : await storedPaymentMethods(db, customerId);
      if (!methods.some((method) => method.id === request.payment_method_id && method.type === wanted))
        return paymentError(c, "authentication", "That stored payment method is not one of yours.");
      const payment = await startPayment(db, provider, { ...base, status: "authorized", outcome: "charged" });
      if (!payment) return paymentError(c, "duplicate_transaction", "This basket has already been ordered and paid.");
      return c.json({ payment_id: payment.id, params: {}, amount: payment.amount_minor, currency: payment.currency });
    }
    // The hosted pages below are the sandbox providers, which production mode turns off.
    if (config.mode === "production")
      return paymentError(c, "provider_unavailable", "This way to pay is not available. Please choose another.");
    const payment = await startPayment(db, provider, { ...base, status: "awaiting_customer", outcome: null });
    if (!payment) return paymentError(c, "duplicate_transaction", "This basket has already been ordered and paid.");
    const providerPage = { "new-credit-or-debit": "card", paypal: "paypal", "direct-debit": "direct-debit" }[
      request.type
    ];
    const origin = brandMetadata(basket.brand, config.brandOrigins).brandURL;
    return c.json({
      payment_id: payment.id,
      redirect_url: `${origin}/sandbox/${providerPage}/${payment.id}`,
      params: { payment_id: payment.id },
      amount: payment.amount_minor,
      currency: payment.currency,
    });
  });

  routes.post("/basket/:id/payment/refresh", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const found = await latestPayment(db, own.basket.basketId);
    if (!found) return paymentError(c, "no_payment", "This basket has no payment yet.");
    const payment = await readPendingPayment(db, found);
    return c.json({
      payment_id: payment.id,
      status: payment.status,
      ...(payment.error_code ? { error: payment.error_code } : {}),
    });
  });

  routes.post("/basket/:id/payment/confirm", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const { payment_id } = await readJsonBody(c, confirmPaymentRequestSchema);
    const payment = await latestPayment(db, own.basket.basketId);
    if (!payment || payment.id !== payment_id || payment.type !== "paypal")
      return paymentError(c, "no_payment", "There is no PayPal payment to confirm for this basket.");
    if (payment.status === "awaiting_customer" && payment.outcome === "approved")
      await movePayment(db, payment.id, "awaiting_customer", { status: "authorized", outcome: "charged" });
    const settled = await latestPayment(db, own.basket.basketId);
    return c.json({ payment_id: payment.id, status: settled?.status ?? payment.status });
  });

  routes.post("/basket/:id/placeorder", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const existing = await orderForBasket(db, own.basket.basketId);
    if (existing) return c.json({ order_id: existing.id, status: existing.status, error: null });
    const payment = await latestPayment(db, own.basket.basketId);
    if (!payment || (payment.status !== "authorized" && payment.status !== "pending")) return paymentIncomplete(c);
    const outcome = await placeOrderOnce(
      db,
      {
        basket: own.basket,
        paymentId: payment.id,
        paymentType: payment.type,
        statusFor: orderStatusFor,
        creditMinor: payment.credit_minor,
      },
      placing,
    );
    // The payment was for the total less credit that is gone: release it, the visitor pays the new amount.
    if (outcome.kind === "credit_unavailable") await voidPayment(db, provider, payment);
    return placementAnswer(c, own.basket, outcome);
  });

  routes.put("/customer/:customerId/customers/basket/:id/zero", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const { basket, customerId } = own;
    const account = customerId === null ? undefined : await accountById(db, customerId);
    const isStaff = Number(account?.is_staff ?? 0) === 1;
    const pathCustomer = validParam(c, "customerId", int32IdParam);
    if (pathCustomer !== (customerId ?? basket.parentCustomerId))
      return paymentError(c, "not_yours", "This is not your account.");
    const existing = await orderForBasket(db, basket.basketId);
    if (existing) return c.json({ order_id: existing.id, status: existing.status, error: null });
    if (basket.items.length === 0) return paymentError(c, "other", "The basket is empty.");
    const due = await amountDue(db, basket);
    // The visitor was shown nothing to pay with credit, but the credit was spent by another order meanwhile.
    if (!isStaff && due.amount_due !== 0 && basket.useCredit)
      return placementAnswer(c, basket, { kind: "credit_unavailable" });
    if (!isStaff && due.amount_due !== 0)
      return paymentError(c, "staff_only", "Only staff may place an order without paying.");
    const ruleError = await checkOrderRules(basket, customerId);
    if (ruleError) return paymentError(c, ruleError, "The basket cannot be ordered as it is.");
    const outcome = await placeOrderOnce(
      db,
      {
        basket,
        paymentId: null,
        paymentType: isStaff && due.amount_due !== 0 ? "staff" : "no-payment",
        statusFor: orderStatusFor,
        creditMinor: due.credit_applied,
      },
      placing,
    );
    return placementAnswer(c, basket, outcome);
  });

  async function checkOrderRules(basket: CheckoutBasket, customerId: number | null) {
    const account = customerId === null ? undefined : await accountById(db, customerId);
    return orderRuleError({
      items: basket.items,
      currency: basket.currency,
      contact: readContact(basket.contactJson),
      accountCurrency: account?.currency ?? null,
    });
  }

  return routes;
}
