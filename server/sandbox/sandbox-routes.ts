import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { brands, currencies, formatMinorUnits } from "../../brands/index";
import { brandMetadata } from "../../brands/metadata";
import { sharedRoutePaths } from "../../brands/routes";
import { uuidId } from "../../contract/limits";
import { recordProviderAnswer } from "../brand-api/lifecycle/basket-transaction";
import { decideCard } from "../brand-api/payments/card-outcomes";
import { sandboxPaymentProvider } from "../brand-api/payments/payment-provider";
import { movePayment, type PaymentRow, paymentById } from "../brand-api/payments/payment-store";
import type { ServerConfig } from "../config";
import type { StorefrontDb } from "../db/database";
import { brandAddress } from "../http/brand-address";
import { validParam } from "../http/validate";
import type { StorefrontMetrics } from "../metrics/storefront-metrics";
import { cardBrandScript } from "./card-brand-script";
import { postedFromOrigin } from "./form-origin";
import { formToken, formTokenField, formTokenMatches } from "./form-token";
import type { ProviderThemeId } from "./provider-themes";
import { sandboxPage } from "./sandbox-page";

interface SandboxDeps {
  db: StorefrontDb;
  config: ServerConfig;
  /** Counts each provider answer recorded as a payment outcome. */
  metrics: StorefrontMetrics;
}

/**
 * Where the provider sends the visitor back: the brand's configured origin, never the request's Host, and the return
 * page with the payment's ids (and PayPal's payer id) in its query, kept on that origin by brandAddress.
 */
function returnUrl(config: ServerConfig, payment: PaymentRow, isExistingCustomer: boolean, payerId?: string): string {
  const origin = brandMetadata(payment.brand, config.brandOrigins).brandURL;
  const query =
    payment.type === "paypal"
      ? new URLSearchParams({
          basket: payment.basket_id,
          isExistingCustomer: isExistingCustomer ? "1" : "0",
          token: payment.id,
          ...(payerId === undefined ? {} : { PayerID: payerId }),
        })
      : new URLSearchParams({ basket: payment.basket_id, pathname: sharedRoutePaths.checkout });
  const page = payment.type === "paypal" ? sharedRoutePaths.paypalComplete : sharedRoutePaths.cardCheckoutComplete;
  return brandAddress(origin, `${page}?${query}`, sharedRoutePaths.checkout).toString();
}

/** Whose look a payment type's page has: the card processor's, PayPal's or the bank's (direct debit). */
function providerOf(type: string): ProviderThemeId {
  if (type === "paypal") return "paypal";
  return type === "direct-debit" ? "bank" : "card";
}

/** The shop being paid, as the provider's page names it. */
function merchantOf(payment: PaymentRow): string {
  return brands[payment.brand].displayName;
}

async function isExistingCustomer(db: StorefrontDb, basketId: string): Promise<boolean> {
  const row = await db
    .selectFrom("checkout_baskets")
    .select("customer_id")
    .where("basket_id", "=", basketId)
    .executeTakeFirst();
  return row?.customer_id != null;
}

/**
 * The sandbox payment providers (card-hosted page, PayPal, direct debit) and the sandbox mailbox,
 * as real pages with forms. Card numbers are typed only here, never in the app.
 */
export function sandboxPages({ db, config, metrics }: SandboxDeps): Hono {
  const pages = new Hono();
  // Production mode: no sandbox provider takes a payment and no mailbox shows anyone's login link.
  if (config.mode === "production") {
    pages.all("*", (c) => c.notFound());
    return pages;
  }
  const provider = sandboxPaymentProvider(config);

  /** The page's answer moves the payment and its basket together; a payment cancelled meanwhile is left alone. */
  const answer = async (
    payment: PaymentRow,
    to: Parameters<typeof movePayment>[3] & { status: PaymentRow["status"] },
  ) => {
    const recorded = await recordProviderAnswer(
      db,
      provider,
      payment,
      (trx) => movePayment(trx, payment.id, "awaiting_customer", to),
      to.status === "authorized" || to.status === "pending" ? "payment.authorise" : "payment.fail",
    );
    if (recorded) metrics.payment(payment, to.status);
    return recorded;
  };

  pages.get("/card-brand.js", (c) => {
    return c.body(cardBrandScript, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    });
  });

  /** A provider page for a payment that can no longer be paid: why, and the way back to the shop. */
  const closedPaymentPage = async (
    c: Context,
    payment: PaymentRow,
    page: { title: string; explanation: string; linkText: string; status: 200 | 409 },
  ) => {
    const back = returnUrl(config, payment, await isExistingCustomer(db, payment.basket_id));
    return c.html(
      sandboxPage({
        title: page.title,
        provider: providerOf(payment.type),
        merchant: merchantOf(payment),
        body: html`<h1>${page.title}</h1>
          <p>${page.explanation}</p>
          <p><a href="${back}">${page.linkText}</a></p>`,
      }),
      page.status,
    );
  };

  /** The payment the page is for, or a page saying it cannot be paid (again). */
  const payable = async (c: Context, type: string) => {
    const provider = providerOf(type);
    const paymentId = validParam(c, "paymentId", uuidId);
    const payment = paymentId === undefined ? undefined : await paymentById(db, paymentId);
    if (!payment || payment.type !== type)
      return {
        page: c.html(
          sandboxPage({
            title: "Payment not found",
            provider,
            body: html`<h1>Payment not found</h1><p>There is no such payment. Return to the shop and start again.</p>`,
          }),
          404,
        ),
      } as const;
    if (payment.status === "voided")
      return {
        page: await closedPaymentPage(c, payment, {
          title: "Payment cancelled",
          explanation:
            "The shop cancelled this payment because your basket changed, or a newer payment was started for it. " +
            "Nothing was taken.",
          linkText: "Return to the shop to pay the new total",
          status: 409,
        }),
      } as const;
    if (payment.status !== "awaiting_customer" || (type === "paypal" && payment.outcome === "approved"))
      return {
        page: await closedPaymentPage(c, payment, {
          title: "Payment already submitted",
          explanation: "This payment was already submitted, so it cannot be taken again.",
          linkText: "Return to the shop",
          status: 200,
        }),
      } as const;
    return { payment } as const;
  };

  /** A post from another origin, or without this browser's form token, came from another page: nothing happens. */
  const forged = (c: Context, payment: PaymentRow) =>
    c.html(
      sandboxPage({
        title: "Form expired",
        provider: providerOf(payment.type),
        merchant: merchantOf(payment),
        body: html`<h1>Form expired</h1>
          <p>This form could not be checked. Go back, reload the page and submit it again.</p>`,
      }),
      403,
    );

  /** The posted form of a payable payment, or the page to answer instead. */
  const postedForm = async (c: Context, type: string) => {
    const found = await payable(c, type);
    if ("page" in found) return { page: found.page } as const;
    const brandOrigin = brandMetadata(found.payment.brand, config.brandOrigins).brandURL;
    if (!postedFromOrigin(c, brandOrigin)) return { page: forged(c, found.payment) } as const;
    const form = await c.req.parseBody();
    if (!formTokenMatches(c, form[formTokenField])) return { page: forged(c, found.payment) } as const;
    return { payment: found.payment, form } as const;
  };

  const backToShop = async (c: Context, payment: PaymentRow) =>
    c.redirect(returnUrl(config, payment, await isExistingCustomer(db, payment.basket_id)), 303);

  pages.get("/card/:paymentId", async (c) => {
    const found = await payable(c, "new-credit-or-debit");
    if ("page" in found) return found.page;
    const { payment } = found;
    return c.html(
      sandboxPage({
        title: "Pay by card",
        provider: "card",
        merchant: merchantOf(payment),
        body: html`<h1>Pay by card</h1>
          <p>Amount to pay <span class="amount">${formatMinorUnits(payment.amount_minor, payment.currency)}</span></p>
          <form method="post" action="/sandbox/card/${payment.id}">
            <input type="hidden" name="${formTokenField}" value="${formToken(c)}" />
            <label for="card-number">Card number</label>
            <input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-brand" />
            <p id="card-brand" class="field-note" role="status" aria-live="polite"></p>
            <label for="card-expiry">Expiry date (MM/YY)</label>
            <input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required />
            <label for="card-cvv">Security code (CVV)</label>
            <input id="card-cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required />
            <div class="actions">
              <button type="submit" class="primary" name="action" value="pay">Pay now</button>
              <button type="submit" name="action" value="cancel" formnovalidate>Cancel payment</button>
            </div>
          </form>`,
        scripts: ["/sandbox/card-brand.js"],
      }),
    );
  });

  pages.post("/card/:paymentId", async (c) => {
    const found = await postedForm(c, "new-credit-or-debit");
    if ("page" in found) return found.page;
    const { payment, form } = found;
    if (form.action === "cancel") {
      await answer(payment, { status: "cancelled" });
      return backToShop(c, payment);
    }
    const decision = decideCard(
      { number: String(form.number ?? ""), expiry: String(form.expiry ?? ""), cvv: String(form.cvv ?? "") },
      new Date(),
    );
    if (decision.kind === "refused") await answer(payment, { status: "failed", error_code: decision.code });
    else
      await answer(payment, {
        status: decision.pendingReads > 0 ? "pending" : "authorized",
        outcome: decision.outcome,
        pending_reads_left: decision.pendingReads,
      });
    return backToShop(c, payment);
  });

  pages.get("/paypal/:paymentId", async (c) => {
    const found = await payable(c, "paypal");
    if ("page" in found) return found.page;
    const { payment } = found;
    return c.html(
      sandboxPage({
        title: "PayPal",
        provider: "paypal",
        merchant: merchantOf(payment),
        body: html`<h1>PayPal</h1>
          <p>Approve a payment of <span class="amount">${formatMinorUnits(payment.amount_minor, payment.currency)}</span></p>
          <p>Paid from the sandbox account sandbox-buyer@example.com.</p>
          <form method="post" action="/sandbox/paypal/${payment.id}">
            <input type="hidden" name="${formTokenField}" value="${formToken(c)}" />
            <div class="actions">
              <button type="submit" class="primary" name="action" value="approve">Approve</button>
              <button type="submit" name="action" value="cancel">Cancel</button>
            </div>
          </form>`,
      }),
    );
  });

  pages.post("/paypal/:paymentId", async (c) => {
    const found = await postedForm(c, "paypal");
    if ("page" in found) return found.page;
    const { payment, form } = found;
    if (form.action === "approve") {
      await db
        .updateTable("payments")
        .set({ outcome: "approved" })
        .where("id", "=", payment.id)
        .where("status", "=", "awaiting_customer")
        .execute();
      const payerId = `SANDBOX-${payment.id.slice(0, 8).toUpperCase()}`;
      return c.redirect(returnUrl(config, payment, await isExistingCustomer(db, payment.basket_id), payerId), 303);
    }
    await answer(payment, { status: "cancelled" });
    return backToShop(c, payment);
  });

  /** The direct-debit form; after a refusal it keeps what the visitor typed, except the refused account number. */
  const directDebitForm = (
    c: Context,
    payment: PaymentRow,
    error: string | null,
    typed = { holder: "", bankCode: "" },
  ) => {
    const { label: bankLabel, pattern: bankCodePattern } = currencies[payment.currency].bankCode;
    return sandboxPage({
      title: "Direct debit",
      provider: "bank",
      merchant: merchantOf(payment),
      body: html`<h1>Direct debit</h1>
        <p>Amount to collect <span class="amount">${formatMinorUnits(payment.amount_minor, payment.currency)}</span></p>
        ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
        <form method="post" action="/sandbox/direct-debit/${payment.id}">
          <input type="hidden" name="${formTokenField}" value="${formToken(c)}" />
          <label for="account-holder">Account holder</label>
          <input id="account-holder" name="holder" autocomplete="name" required value="${typed.holder}" />
          <label for="bank-code">${bankLabel}</label>
          <input id="bank-code" name="bank_code" inputmode="numeric" required value="${typed.bankCode}" pattern="${bankCodePattern}" />
          <label for="account-number">Account number</label>
          <input id="account-number" name="account" inputmode="numeric" required pattern="\\d{8,12}" />
          <div class="actions">
            <button type="submit" class="primary" name="action" value="pay">Set up direct debit</button>
            <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
          </div>
        </form>`,
    });
  };

  pages.get("/direct-debit/:paymentId", async (c) => {
    const found = await payable(c, "direct-debit");
    if ("page" in found) return found.page;
    return c.html(directDebitForm(c, found.payment, null));
  });

  pages.post("/direct-debit/:paymentId", async (c) => {
    const found = await postedForm(c, "direct-debit");
    if ("page" in found) return found.page;
    const { payment, form } = found;
    if (form.action === "cancel") {
      await answer(payment, { status: "cancelled" });
      return backToShop(c, payment);
    }
    const account = String(form.account ?? "").trim();
    const bankCode = String(form.bank_code ?? "")
      .replace(/-/g, "")
      .trim();
    const bankCodeLength = currencies[payment.currency].bankCode.digits;
    if (!/^\d{8,12}$/.test(account) || /^0+$/.test(account) || !new RegExp(`^\\d{${bankCodeLength}}$`).test(bankCode))
      return c.html(
        directDebitForm(
          c,
          payment,
          "The bank refused these account details. Check them and try again, or cancel and choose another way to pay.",
          { holder: String(form.holder ?? ""), bankCode: String(form.bank_code ?? "") },
        ),
      );
    await answer(payment, { status: "authorized", outcome: "processed" });
    return backToShop(c, payment);
  });

  pages.get("/mailbox", async (c) => {
    const mail = await db.selectFrom("sandbox_mail").selectAll().orderBy("sent_at", "desc").limit(50).execute();
    return c.html(
      sandboxPage({
        title: "Sandbox mailbox",
        provider: "mailbox",
        body: html`<h1>Sandbox mailbox</h1>
          <p>Mail the sandbox has sent, newest first.</p>
          ${
            mail.length === 0
              ? html`<p>No mail yet.</p>`
              : html`<ul class="mail">
                  ${mail.map(
                    (message) => html`<li>
                      <p><strong>${message.subject}</strong> to ${message.to_address} at ${message.sent_at}</p>
                      ${message.text_body ? html`<pre>${message.text_body}</pre>` : ""}
                      <p><a href="${message.link}">Open the link in this mail</a></p>
                    </li>`,
                  )}
                </ul>`
          }`,
      }),
    );
  });

  return pages;
}
