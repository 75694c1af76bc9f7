import { type Context, Hono } from "hono";
import { brandMetadata } from "../../../brands/metadata";
import { basketOrderedError } from "../../../contract/basket";
import { contactSchema } from "../../../contract/customer";
import { int32IdParam, uuidId } from "../../../contract/limits";
import {
  type CheckoutCallErrorCode,
  confirmPaymentRequestSchema,
  createPaymentRequestSchema,
  customerIdRequestSchema,
  useCreditRequestSchema,
} from "../../../contract/payment";
import type { StorefrontDb } from "../../db/database";
import { apiError } from "../../http/api-error";
import { readJsonBody, validParam } from "../../http/validate";
import { startedThisBasket } from "../baskets/basket-creator";
import { accountById, readContact, storedPaymentMethods } from "../customers/accounts";
import { sessionCustomerId } from "../customers/sessions";
import type { BrandApiDeps } from "../index";
import { LifecycleRefused } from "../lifecycle/basket-lifecycle";
import { editBasket, inBasketTransaction, recordProviderAnswer } from "../lifecycle/basket-transaction";
import { placeOrderFaults } from "../orders/fault-points";
import { sendOrderConfirmation } from "../orders/order-confirmation";
import { orderForBasket } from "../orders/order-store";
import { type OrderToPlace, type PlaceOrderOutcome, placeOrderOnce } from "../orders/place-order";
import { amountDue } from "./amount-due";
import { orderRuleError } from "./basket-rules";
import { type CheckoutBasket, loadCheckoutBasket, saveCheckoutBasket } from "./checkout-basket";
import type { PaymentProvider } from "./payment-provider";
import { createPaymentRow, latestPayment, movePayment, type PaymentRow, readPendingPayment } from "./payment-store";

const errorStatus: Partial<Record<CheckoutCallErrorCode, 401 | 402 | 403 | 404 | 409 | 422 | 502 | 503>> = {
  declined: 402,
  duplicate_transaction: 409,
  price_changed: 409,
  basket_changed: 409,
  basket_ordered: 409,
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

const basketChangedMessage = "Your basket changed, so the payment was cancelled. Please pay the new total.";

/** A refusal decided inside a basket's transaction: the transaction rolls back, and the route answers it. */
class Refusal extends Error {
  constructor(
    readonly code: CheckoutCallErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Runs a basket transaction; a Refusal or a state the lifecycle does not take comes back as a Refusal. */
async function refusable<T>(run: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    if (error instanceof LifecycleRefused)
      return new Refusal("duplicate_transaction", "This basket has already been ordered and paid.");
    throw error;
  }
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
export function paymentRoutes(deps: BrandApiDeps & { provider: PaymentProvider | null }): Hono {
  const { db, config, provider } = deps;
  const routes = new Hono();
  const placing = { provider, reached: placeOrderFaults(config.faultPoint) };

  /** Places the order; the order it creates (not one found again) is confirmed by mail once placing has committed. */
  const placeOrder = async (toPlace: OrderToPlace) => {
    const outcome = await placeOrderOnce(db, toPlace, placing);
    if (outcome.kind === "placed" && outcome.created) await sendOrderConfirmation(deps, outcome.order);
    return outcome;
  };

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
    if (outcome.kind === "basket_changed") {
      const due = await amountDue(db, basket);
      return paymentError(c, "basket_changed", basketChangedMessage, {
        order_id: null,
        status: null,
        error: "basket_changed",
        amount_due: due.amount_due,
      });
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
    const refused = await edited(c, own.basket.basketId, (trx) =>
      saveCheckoutBasket(trx, own.basket.basketId, { contact_json: JSON.stringify(contact) }),
    );
    return refused ?? c.json({ contact });
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
    const refused = await edited(c, own.basket.basketId, async (trx) => {
      await saveCheckoutBasket(trx, own.basket.basketId, { customer_id });
      await trx
        .updateTable("baskets")
        .set({ customer_id })
        .where("basket_uuid", "=", own.basket.basketId)
        .where("customer_id", "is", null)
        .execute();
    });
    return refused ?? c.json({ customer_id });
  });

  routes.put("/basket/:id/use_credit", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const { use_credit } = await readJsonBody(c, useCreditRequestSchema);
    if (use_credit && own.customerId === null)
      return paymentError(c, "not_logged_in", "Log in to use your account credit.");
    const refused = await edited(c, own.basket.basketId, (trx) =>
      saveCheckoutBasket(trx, own.basket.basketId, { use_credit: use_credit ? 1 : 0 }),
    );
    if (refused) return refused;
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
    const { customerId } = own;
    const request = await readJsonBody(c, createPaymentRequestSchema);
    // The one check before any way to pay is chosen: without a provider (production) nothing is charged, stored
    // methods included (they would go through the sandbox too).
    if (!provider && request.type !== "staff" && request.type !== "no-payment")
      return paymentError(c, "provider_unavailable", "This way to pay is not available. Please choose another.");
    if (request.type === "staff" || request.type === "no-payment")
      return paymentError(c, "other", "Orders without payment are placed with the zero-basket call.");
    const storedMethod =
      request.type === "existing-paypal" ? "paypal" : request.type === "existing-credit-or-debit" ? "card" : null;
    if (storedMethod) {
      const methods = customerId === null ? [] : await storedPaymentMethods(db, customerId);
      if (!methods.some((method) => method.id === request.payment_method_id && method.type === storedMethod))
        return paymentError(c, "authentication", "That stored payment method is not one of yours.");
    }

    // Checked and created in the transaction that holds the basket: the total is the one the payment is made for.
    const started = await refusable(() =>
      inBasketTransaction(db, provider, own.basket.basketId, async (trx, claimed, apply) => {
        if (claimed.snapshot.hasTag("ordered"))
          throw new Refusal("duplicate_transaction", "This basket has already been ordered and paid.");
        const basket = await loadCheckoutBasket(trx, own.basket.basketId);
        if (!basket || basket.items.length === 0) throw new Refusal("other", "The basket is empty.");
        const ruleError = await checkOrderRules(trx, basket, customerId);
        if (ruleError) throw new Refusal(ruleError, "The basket cannot be ordered as it is.");
        const due = await amountDue(trx, basket);
        if (request.expected_total !== due.amount_due)
          throw new Refusal("price_changed", "The total changed since it was shown.", { amount_due: due.amount_due });
        if (due.amount_due === 0)
          throw new Refusal("other", "There is nothing to pay: place the order without payment.");
        const payment = await createPaymentRow(trx, {
          basket_id: basket.basketId,
          brand: basket.brand,
          type: request.type,
          amount_minor: due.amount_due,
          credit_minor: due.credit_applied,
          currency: basket.currency,
          pending_reads_left: 0,
          ...(storedMethod
            ? { status: "authorized", outcome: "charged" }
            : { status: "awaiting_customer", outcome: null }),
        });
        await apply({
          type: "payment.start",
          payment: {
            id: payment.id,
            amount: payment.amount_minor,
            credit: payment.credit_minor,
            currency: basket.currency,
          },
          total: due.total,
          atProvider: storedMethod === null,
        });
        return { payment, brand: basket.brand };
      }),
    );
    if (started instanceof Refusal) return paymentError(c, started.code, started.message, started.extra);
    if (!started) return paymentError(c, "not_found", "Could not find your basket.");
    const { payment, brand } = started.result;
    const answer = { payment_id: payment.id, amount: payment.amount_minor, currency: payment.currency };
    if (storedMethod) return c.json({ ...answer, params: {} });
    const providerPage =
      request.type === "paypal" ? "paypal" : request.type === "direct-debit" ? "direct-debit" : "card";
    const origin = brandMetadata(brand, config.brandOrigins).brandURL;
    return c.json({
      ...answer,
      redirect_url: `${origin}/sandbox/${providerPage}/${payment.id}`,
      params: { payment_id: payment.id },
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
      await recordProviderAnswer(
        db,
        provider,
        payment,
        (trx) => movePayment(trx, payment.id, "awaiting_customer", { status: "authorized", outcome: "charged" }),
        "payment.authorise",
      );
    const settled = await latestPayment(db, own.basket.basketId);
    return c.json({ payment_id: payment.id, status: settled?.status ?? payment.status });
  });

  routes.post("/basket/:id/placeorder", async (c) => {
    const own = await ownBasket(c);
    if ("response" in own) return own.response;
    const outcome = await placeOrder({
      basketId: own.basket.basketId,
      payment: { kind: "paid" },
      statusFor: orderStatusFor,
      paymentTypeWithout: "",
    });
    // The payment was for the total less credit that is gone: release it, the visitor pays the new amount.
    if (outcome.kind === "credit_unavailable") await cancelForSpentCredit(own.basket.basketId);
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
    const ruleError = await checkOrderRules(db, basket, customerId);
    if (ruleError) return paymentError(c, ruleError, "The basket cannot be ordered as it is.");
    const byStaff = isStaff && due.amount_due !== 0;
    const outcome = await placeOrder({
      basketId: basket.basketId,
      payment: { kind: "withoutPayment", byStaff },
      statusFor: orderStatusFor,
      paymentTypeWithout: byStaff ? "staff" : "no-payment",
    });
    return placementAnswer(c, basket, outcome);
  });

  /** Applies a change to the basket through its lifecycle; an ordered basket is not changed (409). */
  async function edited(c: Context, basketId: string, write: (trx: StorefrontDb) => Promise<void>) {
    const outcome = await editBasket(db, provider, basketId, write);
    if (outcome === "ordered") return paymentError(c, basketOrderedError.code, basketOrderedError.message);
    if (outcome === "missing") return paymentError(c, "not_found", "Could not find your basket.");
    return null;
  }

  /** The credit a paid basket counted on was spent by another order: its payment is cancelled and released. */
  async function cancelForSpentCredit(basketId: string) {
    await refusable(() =>
      inBasketTransaction(db, provider, basketId, async (_trx, claimed, apply) => {
        const open = claimed.snapshot.context.payment;
        if (open) await apply({ type: "payment.creditSpent", paymentId: open.id });
      }),
    );
  }

  async function checkOrderRules(trx: StorefrontDb, basket: CheckoutBasket, customerId: number | null) {
    const account = customerId === null ? undefined : await accountById(trx, customerId);
    return orderRuleError({
      items: basket.items,
      currency: basket.currency,
      contact: readContact(basket.contactJson),
      accountCurrency: account?.currency ?? null,
    });
  }

  return routes;
}
