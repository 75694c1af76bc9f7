import { Hono } from "hono";
import { brandMetadata } from "../../../brands/metadata";
import { basketNotFoundError, basketReplacedError } from "../../../contract/basket";
import * as paymentEndpoints from "../../../contract/endpoints/payment";
import { paymentErrorCodes } from "../../../contract/payment";
import { paymentMethod } from "../../../contract/payment-methods";
import { lifecyclePhase } from "../../../machines/basket-lifecycle/selectors";
import { registerEndpoint } from "../../http/register-endpoint";
import { storedPaymentMethods } from "../customers/accounts";
import type { BrandApiDeps } from "../deps";
import { inBasketTransaction, recordProviderAnswer } from "../lifecycle/basket-transaction";
import { basketPayer } from "../lifecycle/payer";
import { amountDue } from "./amount-due";
import { loadCheckoutBasket } from "./checkout-basket";
import { checkOrderRules, checkoutBaskets } from "./checkout-baskets";
import { paymentError, Refusal, refusable } from "./checkout-errors";
import type { PaymentProvider } from "./payment-provider";
import { createPaymentRow, latestPayment, movePayment, readPendingPayment } from "./payment-store";
import { type ProviderAdapter, providerAdapters } from "./provider-adapters";

/** The adapter of the provider a payment method table entry names, if the server has one. */
function providerAdapter(provider: string): ProviderAdapter | undefined {
  return Object.entries(providerAdapters).find(([name]) => name === provider)?.[1];
}

/** A basket's payment (spec section 7 "Basket"): started for the total shown, read, and a PayPal approval confirmed. */
export function paymentRoutes({
  db,
  config,
  provider,
  metrics,
}: BrandApiDeps & { provider: PaymentProvider | null }): Hono {
  const routes = new Hono();
  const { ownBasket } = checkoutBaskets(db, provider);

  registerEndpoint(routes, paymentEndpoints.createPayment, async (c, { params, body: request, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    if (own instanceof Response) return own;
    const { customerId } = own;
    // How this way to pay settles, from the payment method table: at a provider's page, with a stored method, or
    // not at all. Without a provider (production) nothing is charged, stored methods included (they would go
    // through the sandbox too); a provider page needs its adapter.
    const { settles } = paymentMethod(request.type);
    if (settles.at === "none")
      return paymentError(c, "other", "Orders without payment are placed with the zero-basket call.");
    const adapter = settles.at === "provider" ? providerAdapter(settles.provider) : undefined;
    if (!provider || (settles.at === "provider" && !adapter))
      return paymentError(c, "provider_unavailable", "This way to pay is not available. Please choose another.");
    const storedMethod = settles.at === "stored" ? settles.kind : null;
    if (storedMethod) {
      const methods = customerId === null ? [] : await storedPaymentMethods(db, customerId);
      if (!methods.some((method) => method.id === request.payment_method_id && method.type === storedMethod))
        return paymentError(c, "authentication", "That stored payment method is not one of yours.");
    }

    // Checked and created in the transaction that holds the basket: the total is the one the payment is made for.
    const started = await refusable(() =>
      inBasketTransaction(db, provider, own.basket.basketId, async (trx, claimed, apply) => {
        if (lifecyclePhase(claimed.snapshot) === "ordered")
          throw new Refusal("duplicate_transaction", "This basket has already been ordered and paid.");
        if (lifecyclePhase(claimed.snapshot) === "replaced")
          throw new Refusal(basketReplacedError.code, basketReplacedError.message);
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
            payer: await basketPayer(trx, basket.basketId),
          },
          total: due.total,
          atProvider: storedMethod === null,
        });
        return { payment, brand: basket.brand };
      }),
    );
    if (started instanceof Refusal) return paymentError(c, started.code, started.message, started.extra);
    if (!started) return paymentError(c, basketNotFoundError.code, basketNotFoundError.message);
    const { payment, brand } = started.result;
    // A stored method is authorised at once; a provider page's answer is counted where the page records it.
    if (storedMethod) metrics.payment(payment, "authorized");
    const answer = { payment_id: payment.id, amount: payment.amount_minor, currency: payment.currency };
    const nothingToSend: Record<string, string> = {};
    if (!adapter) return { ...answer, params: nothingToSend };
    const origin = brandMetadata(brand, config.brandOrigins).brandURL;
    return { ...answer, redirect_url: adapter.pageUrl(origin, payment.id), params: { payment_id: payment.id } };
  });

  registerEndpoint(routes, paymentEndpoints.refreshPayment, async (c, { params, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    if (own instanceof Response) return own;
    const found = await latestPayment(db, own.basket.basketId);
    if (!found) return paymentError(c, "no_payment", "This basket has no payment yet.");
    const payment = await readPendingPayment(db, found);
    // Stored as text: only a code of the contract is answered.
    const error = paymentErrorCodes.find((code) => code === payment.error_code);
    return { payment_id: payment.id, status: payment.status, ...(error ? { error } : {}) };
  });

  registerEndpoint(routes, paymentEndpoints.confirmPaypal, async (c, { params, body: { payment_id }, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    if (own instanceof Response) return own;
    const payment = await latestPayment(db, own.basket.basketId);
    if (!payment || payment.id !== payment_id || payment.type !== "paypal")
      return paymentError(c, "no_payment", "There is no PayPal payment to confirm for this basket.");
    if (payment.status === "awaiting_customer" && payment.outcome === "approved") {
      const recorded = await recordProviderAnswer(
        db,
        provider,
        payment,
        (trx) => movePayment(trx, payment.id, "awaiting_customer", { status: "authorized", outcome: "charged" }),
        "payment.authorise",
      );
      if (recorded) metrics.payment(payment, "authorized");
    }
    const settled = await latestPayment(db, own.basket.basketId);
    return { payment_id: payment.id, status: settled?.status ?? payment.status };
  });

  return routes;
}
