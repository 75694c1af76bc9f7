import type { Request } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import { simulatedCallError } from "../../../machines/checkout/call-errors";
import { type CheckoutEvent, checkoutMachine } from "../../../machines/checkout/checkout.machine";
import {
  customerAccount as account,
  basketState,
  checkoutInput,
  contactForm as contact,
  checkoutDone as done,
  checkoutFailed as failed,
  paymentState as payment,
} from "../../fixtures/checkout";
import { expect } from "../support/fixtures";
import { type DriverContext, describeBrowserModel, type ModelEvent } from "../support/model-driver";

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

const checkoutPath = "/order/checkout/";
const providerPath = "/sandbox/paypal/model-path";
const orderId = "900000000001";

/** What the current test's page knows; tests in a worker run one after another, and `start` resets it. */
const page$ = { basketId: "", origin: "", currency: "USD", paying: false, savedContact: {} as unknown };

/** The events a visitor and the brand API can cause in each state, as a browser can reproduce them: a visitor
 * opens checkout or comes back from a provider with a fresh page, and goes back to checkout from a failed payment. */
function events(snapshot: Snapshot): CheckoutEvent[] {
  const { context } = snapshot;
  const open = (voucher: string | null): CheckoutEvent => ({ type: "checkout.open", basketId: "b1", voucher });
  if (snapshot.matches("idle"))
    return [
      open(null),
      open("SAVE10"),
      { type: "checkout.return.card", basketId: "b1" },
      { type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: "PAYER" },
      { type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: null },
    ];
  if (snapshot.matches("paymentFailed")) return context.paymentMethod === null ? [open(null)] : [];
  if (snapshot.matches("ready")) {
    if (context.account === null)
      return [
        { type: "checkout.account.changed", account },
        { type: "checkout.pay", contact, option: { type: "paypal", label: "PayPal" } },
        { type: "checkout.pay", contact: { ...contact, email: "" }, option: { type: "paypal", label: "PayPal" } },
      ];
    return context.shownAmountDue === 0
      ? [{ type: "checkout.pay", contact, option: { type: "no-payment", label: "Nothing to pay" } }]
      : [{ type: "checkout.credit.toggle", useCredit: true }];
  }
  return [
    { type: "checkout.reload" },
    done("applyVoucher"),
    done("loadBasket", basketState()),
    failed("loadBasket", simulatedCallError("not_yours")),
    done("attachAccount"),
    done("setUseCredit", basketState({ amountDue: 0 }).due),
    done("saveContact"),
    done("recheckTotal", basketState({ amountDue: context.shownAmountDue ?? 1200 })),
    done("recheckTotal", basketState({ total: 999 })),
    done("createPayment", { redirectUrl: providerPath }),
    done("createPayment", { redirectUrl: null }),
    done("placeZeroOrder", { orderId, status: "processed" }),
    done("refreshPayment", payment("authorized")),
    done("refreshPayment", payment("pending")),
    done("refreshPayment", payment("failed", "declined")),
    done("confirmPaypal", payment("authorized")),
    done("placeOrder", { orderId, status: "charged" }),
    done("placeOrder", { orderId, status: "payment pending" }),
    done("readOrderStatus", "charged"),
  ];
}

const pathOf = (request: Request) => new URL(request.url()).pathname;
const basketCall = (method: string, suffix: string) => (request: Request) =>
  request.method() === method && pathOf(request).endsWith(`/basket/${page$.basketId}${suffix}`);
/**
 * A failed call as the client sees it: an answer whose shape is not the expected one, carrying the fixture's error
 * body (its code steers the machine). Any error status would make Chromium log a console error, which fails a test.
 */
const failure = (event: ModelEvent) => ({
  status: 200,
  json: event.error?.body ?? { error: "The brand API failed." },
});
const placed = (event: ModelEvent) => ({
  json: { order_id: event.output.orderId, status: event.output.status, error: null },
});

const checkoutHeading = ({ page }: DriverContext) =>
  expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
const loadingBasket = async (context: DriverContext) => {
  await checkoutHeading(context);
  await expect(context.page.getByRole("status").filter({ hasText: "Loading your basket…" })).toBeVisible();
};
const payButton = ({ page }: DriverContext) => page.getByRole("button", { name: /^(Pay |Place order|Please wait…)/ });
const waitingForPayment = async (context: DriverContext) => {
  await checkoutHeading(context);
  await expect(payButton(context)).toHaveText("Please wait…");
  await expect(payButton(context)).toBeDisabled();
};
const paymentInProgress = async ({ page }: DriverContext) => {
  await expect(page.getByRole("heading", { level: 1, name: "Payment in progress" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "We are confirming your payment and placing your order. Please keep this page open.",
  );
};
/** Placing the order after a stored-method payment happens on the checkout page, after a provider on the return page. */
const placingOrderSeen = (context: DriverContext, snapshot: Snapshot) =>
  snapshot.context.paymentMethod ? waitingForPayment(context) : paymentInProgress(context);
const alertWith = ({ page }: DriverContext, text: string) =>
  expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();

async function pay({ page }: DriverContext, event: ModelEvent) {
  const { contact: details, option } = event as Extract<CheckoutEvent, { type: "checkout.pay" }>;
  const form = page.getByRole("form", { name: "Contact details and payment" });
  await form.getByLabel("Full name or organisation").fill(details.registrant);
  await form.getByLabel("Email address").fill(details.email);
  await form.getByLabel("Address line 1").fill(details.adr1);
  await form.getByLabel("Postcode or ZIP code").fill(details.postcode);
  await form.getByLabel("Country").selectOption(details.country);
  await form.getByRole("radio", { name: option.label }).check();
  page$.paying = true;
  await form.getByRole("button", { name: /^(Pay |Place order)/ }).click();
}

describeBrowserModel({
  name: "checkout",
  machine: checkoutMachine,
  input: checkoutInput,
  events,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      c.account !== null,
      snapshot.matches("ready") ? c.shownAmountDue === 0 : null,
      c.paymentMethod?.type ?? null,
    ]);
  },
  start: async ({ page, brandInfo }) => {
    page$.paying = false;
    page$.currency = brandInfo.defaultCurrency.code;
    // A stand-in for the provider's page: the path checks that checkout sends the visitor there.
    await page.route(`**${providerPath}`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>PayPal</title><h1>Sandbox PayPal</h1>" }),
    );
    // The result page reads the order the path placed (its status is the readOrderStatus invoke's).
    await page.route(`**/brand-api/order/${orderId}`, (route) =>
      route.fulfill({
        json: {
          order_id: orderId,
          status: "charged",
          total: 1200,
          currency: page$.currency,
          payment_type: "paypal",
          created_at: "2026-11-22T03:00:00.000Z",
          items: [],
        },
      }),
    );
    await page.route(`**/brand-api/order/${orderId}/tracking`, (route) =>
      route.fulfill({ json: { transaction_id: orderId, value: 1200, currency: page$.currency, items: [] } }),
    );
    await page.goto(checkoutPath);
    page$.origin = new URL(page.url()).origin;
    // A real server basket, made from the brand's page as the basket page does.
    page$.basketId = await page.evaluate(async (parentCustomerId) => {
      const response = await fetch("/brand-api/basket", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ parent_customer_id: parentCustomerId }),
      });
      return (await response.json()).basket_uuid as string;
    }, brandInfo.parentCustomerId);
  },
  visitorActions: {
    "checkout.open": async ({ page }, event) => {
      page$.paying = false;
      const back = page.getByRole("link", { name: "Back to checkout" });
      if (await back.isVisible()) return back.click();
      const voucher = event.voucher ? `&voucher=${event.voucher}` : "";
      await page.goto(`${checkoutPath}?basket=${page$.basketId}${voucher}`);
    },
    "checkout.return.card": async ({ page }) => {
      await page.goto(`/order/thg-checkout-complete/?basket=${page$.basketId}`);
    },
    "checkout.return.paypal": async ({ page }, event) => {
      const payer = event.payerId ? `&PayerID=${event.payerId}` : "";
      await page.goto(`/order/paypal-complete/?basket=${page$.basketId}&token=${event.paymentId}${payer}`);
    },
    "checkout.account.changed": async ({ page }, event) => {
      // The fixture only logs in (an account appears); logging out changes nothing checkout shows.
      const form = page.getByRole("form", { name: "Log in" });
      await form.getByLabel("Email address").fill(event.account.email);
      await form.getByLabel("Password").fill("Storefront-Demo-1");
      await form.getByRole("button", { name: "Log in" }).click();
    },
    "checkout.credit.toggle": async ({ page }, event) => {
      await page.getByRole("checkbox", { name: /^Use my account credit/ }).setChecked(event.useCredit);
    },
    "checkout.pay": pay,
    "checkout.reload": async ({ page }) => page.getByRole("button", { name: "Reload the basket" }).click(),
  },
  invokeRequests: {
    applyVoucher: {
      matches: basketCall("PUT", "/voucher"),
      answer: () => ({
        json: {
          voucher: {
            code: "SAVE10",
            codename: null,
            serviceplan_ids: [],
            discount_type: "percentage",
            discount_value: 10,
          },
        },
      }),
      failure,
    },
    // Checkout reads the amount due first and then the lines: the path answers the amount, the server the lines.
    loadBasket: {
      matches: (r) => !page$.paying && basketCall("GET", "/amount_due")(r),
      answer: (event) => ({ json: { ...event.output.due, currency: page$.currency } }),
      failure,
    },
    recheckTotal: {
      matches: (r) => page$.paying && basketCall("GET", "/amount_due")(r),
      answer: (event) => ({ json: { ...event.output.due, currency: page$.currency } }),
      failure,
    },
    attachAccount: {
      matches: basketCall("PUT", "/customer_id"),
      answer: () => ({ json: { customer_id: account.customerId } }),
      failure,
    },
    setUseCredit: {
      matches: basketCall("PUT", "/use_credit"),
      answer: (event) => ({ json: { ...event.output, currency: page$.currency } }),
      failure,
    },
    saveContact: {
      matches: (r) => {
        if (!page$.paying || !basketCall("PUT", "/contact")(r)) return false;
        // The brand API answers with the contact as saved.
        page$.savedContact = r.postDataJSON();
        return true;
      },
      answer: () => ({ json: { contact: page$.savedContact } }),
      failure,
    },
    createPayment: {
      matches: basketCall("POST", "/payment"),
      answer: (event) => ({
        json: {
          payment_id: "p1",
          ...(event.output.redirectUrl ? { redirect_url: `${page$.origin}${event.output.redirectUrl}` } : {}),
          params: {},
          amount: 1200,
          currency: page$.currency,
        },
      }),
      failure,
    },
    placeZeroOrder: {
      matches: (r) => r.method() === "PUT" && pathOf(r).endsWith(`/basket/${page$.basketId}/zero`),
      answer: placed,
      failure,
    },
    refreshPayment: { matches: basketCall("POST", "/payment/refresh"), answer: (e) => ({ json: e.output }), failure },
    confirmPaypal: { matches: basketCall("POST", "/payment/confirm"), answer: (e) => ({ json: e.output }), failure },
    placeOrder: { matches: basketCall("POST", "/placeorder"), answer: placed, failure },
    readOrderStatus: {
      matches: (r) => pathOf(r).endsWith(`/order/${orderId}/status/public`),
      answer: (event) => ({ json: { order_id: orderId, status: event.output } }),
      failure,
    },
  },
  stateAssertions: {
    "checkout.idle": async (context) => {
      await checkoutHeading(context);
      await expect(context.page.getByText("There is no basket to check out yet.", { exact: false })).toBeVisible();
    },
    "checkout.opening": loadingBasket,
    "checkout.applyingVoucher": loadingBasket,
    "checkout.loading": loadingBasket,
    "checkout.attachingAccount": loadingBasket,
    "checkout.unavailable": async (context, snapshot) => {
      await alertWith(context, snapshot.context.error ?? "");
      await expect(context.page.getByRole("link", { name: "Go to your basket" })).toBeVisible();
      await expect(context.page.getByRole("button", { name: "Reload the basket" })).toHaveCount(
        snapshot.context.isReloadForced ? 1 : 0,
      );
    },
    "checkout.ready": async (context, snapshot) => {
      const { page } = context;
      const { error, contactFormErrors, shownAmountDue, account: loggedIn } = snapshot.context;
      await expect(page.getByRole("heading", { name: "Your order" })).toBeVisible();
      await expect(payButton(context)).toHaveText(shownAmountDue === 0 ? "Place order" : /^Pay /);
      await expect(payButton(context)).toBeEnabled();
      if (error) await alertWith(context, error);
      for (const message of Object.values(contactFormErrors ?? {})) await expect(page.getByText(message)).toBeVisible();
      if (loggedIn) await expect(page.getByText(`Logged in as ${loggedIn.email}.`)).toBeVisible();
    },
    "checkout.updatingCredit": async ({ page }) =>
      expect(page.getByRole("checkbox", { name: /^Use my account credit/ })).toBeDisabled(),
    "checkout.paying": waitingForPayment,
    "checkout.paying.savingContact": waitingForPayment,
    "checkout.paying.checkingTotal": waitingForPayment,
    "checkout.paying.creatingPayment": waitingForPayment,
    "checkout.paying.placingZeroOrder": waitingForPayment,
    "checkout.redirecting": async ({ page }) => {
      await page.waitForURL(`**${providerPath}`);
      await expect(page.getByRole("heading", { name: "Sandbox PayPal" })).toBeVisible();
    },
    "checkout.completingCardPayment": paymentInProgress,
    "checkout.completingCardPayment.refreshing": paymentInProgress,
    "checkout.completingCardPayment.waiting": paymentInProgress,
    "checkout.confirmingPaypal": paymentInProgress,
    "checkout.placingOrder": placingOrderSeen,
    "checkout.readingOrderStatus": placingOrderSeen,
    "checkout.orderPlaced": async ({ page }, snapshot) => {
      const order = snapshot.context.order;
      await page.waitForURL(
        new RegExp(`\\?orderID=${order?.orderId}&isExistingCustomer=${order?.isExistingCustomer ? 1 : 0}$`),
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
    "checkout.paymentFailed": async (context, snapshot) => {
      const message = snapshot.context.cardPaymentError ?? snapshot.context.error ?? "";
      if (!snapshot.context.paymentMethod)
        await expect(context.page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible();
      await alertWith(context, message);
    },
  },
});
