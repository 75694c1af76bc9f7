import type { Page, Request } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import type { OrderStatus } from "../../../contract/order";
import type { CheckoutEvent, checkoutMachine } from "../../../machines/checkout/checkout.machine";
import { selectIsReloadForced } from "../../../machines/checkout/selectors";
import { customerAccount as account } from "../../machines/checkout/checkout.fixtures";
import { fillContact, payOnCardPage, payWith } from "../support/checkout-payment";
import { expect, test } from "../support/fixtures";
import { type DriverContext, describeBrowserModel, type ModelEvent } from "../support/model-driver";
import { checkoutPathModel, orderId, othersBasketItems, providerPath } from "../support/models/checkout";
import { resultHeading, standInPlacedOrders } from "../support/placed-order";

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

const checkoutPath = "/order/checkout/";

/** What the current test's page knows; tests in a worker run one after another, and `start` resets it. */
/**
 * The path's basket and page; the status its order was last answered with (what the result page then reads), and
 * whether checkout is about to read that status itself (an order placed with its payment pending).
 */
const page$ = {
  basketId: "",
  origin: "",
  currency: "USD",
  orderStatus: "charged" as OrderStatus,
  checkoutReadsStatus: false,
};

const pathOf = (request: Request) => new URL(request.url()).pathname;
const basketCall = (method: string, suffix: string) => (request: Request) =>
  request.method() === method && pathOf(request).endsWith(`/basket/${page$.basketId}${suffix}`);
/** The sandbox customer's password (decisions.md section 5). */
const password = "Storefront-Demo-1";
const placed = (event: ModelEvent) => {
  page$.orderStatus = event.output.status;
  page$.checkoutReadsStatus = event.output.status === "payment pending";
  return { json: { order_id: event.output.orderId, status: event.output.status, error: null } };
};

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
const paymentInProgressText = "We are confirming your payment and placing your order. Please keep this page open.";
const paymentInProgress = async ({ page }: DriverContext) => {
  await expect(page.getByRole("heading", { level: 1, name: "Payment in progress" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(paymentInProgressText);
};
/**
 * Placing the order after a stored-method payment happens on the checkout page, after a provider on the return page:
 * the page says which (a saved simulation keeps the way to pay in its one checkout across both pages, where the
 * return page starts a checkout of its own).
 */
const onReturnPage = ({ page }: DriverContext) => /\/order\/(thg-checkout|paypal)-complete\//.test(page.url());
const placingOrderSeen = (context: DriverContext) =>
  onReturnPage(context) ? paymentInProgress(context) : waitingForPayment(context);
const alertWith = ({ page }: DriverContext, text: string) =>
  expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();

const copyButton = ({ page }: DriverContext) =>
  page.getByRole("button", { name: "Start a new basket with these items" });
/** Another's basket (issue 35): why it is not shown, its items as the answer listed them, and the way back. */
const othersBasketShown = async (context: DriverContext, snapshot: Snapshot) => {
  await alertWith(context, snapshot.context.error ?? "");
  const items = context.page.getByRole("region", { name: "Items in this basket" }).getByRole("listitem");
  await expect(items).toHaveText(othersBasketItems);
  await expect(context.page.getByRole("link", { name: "Go to your basket" })).toBeVisible();
};

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact details and payment" });

async function pay({ page }: DriverContext, event: ModelEvent) {
  const { contact: details, option } = event as Extract<CheckoutEvent, { type: "checkout.pay" }>;
  const form = contactForm(page);
  await form.getByLabel("Full name or organisation").fill(details.registrant);
  await form.getByLabel("Email address").fill(details.email);
  await form.getByLabel("Address line 1").fill(details.adr1);
  await form.getByLabel("Postcode or ZIP code").fill(details.postcode);
  await form.getByLabel("Country").selectOption(details.country);
  await form.getByRole("radio", { name: option.label }).check();
  await form.getByRole("button", { name: /^(Pay |Place order)/ }).click();
}

/** A domain for the replay's own basket, so that the server makes a real card payment for it. */
const replayedDomain = { type: "domain", domain: "replayvisit.com", action: "register", period: "1y" };

/**
 * How a recorded visit comes back from the card page: by paying on the sandbox card page, which sends the visitor
 * back. The payment is the replay server's own (the visit's exists only where it was recorded): for the replay's
 * basket, holding a domain, paid by the way the visit paid, with a card the sandbox charges.
 */
async function backFromTheCardPage({ page }: DriverContext) {
  const added = await page.evaluate(
    async ({ basketId, item }) => {
      const response = await fetch(`/brand-api/basket/${basketId}/item`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ items: [item] }),
      });
      return response.status;
    },
    { basketId: page$.basketId, item: replayedDomain },
  );
  expect(added, "the replay's basket took its domain").toBeLessThan(300);
  await page.goto(`${checkoutPath}?basket=${page$.basketId}`);
  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await test.step("pays on the sandbox card page", () => payOnCardPage(page, "4111 1111 1111 1111"));
  await expect(page).toHaveURL(/\/order\/thg-checkout-complete\//);
}

describeBrowserModel({
  ...checkoutPathModel,
  start: async ({ page, brandInfo }) => {
    page$.currency = brandInfo.defaultCurrency.code;
    // A stand-in for the provider's page: the path checks that checkout sends the visitor there.
    await page.route(`**${providerPath}`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>PayPal</title><h1>Sandbox PayPal</h1>" }),
    );
    // The result page reads the order the path placed (its status is the readOrderStatus invoke's): the fixture's, or
    // the one a recorded visit placed, which only the server it was recorded on knows.
    page$.orderStatus = "charged";
    page$.checkoutReadsStatus = false;
    await standInPlacedOrders(page, brandInfo.defaultCurrency.code, {
      statusOf: () => page$.orderStatus,
      // Checkout reads it once; the order page's reads come after.
      pathReadsStatus: () => {
        const checkouts = page$.checkoutReadsStatus;
        page$.checkoutReadsStatus = false;
        return checkouts;
      },
    });
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
    "checkout.account.changed": async ({ page, brandInfo }, event) => {
      // The fixture only logs in (an account appears); logging out changes nothing checkout shows.
      const form = page.getByRole("form", { name: "Log in" });
      if ((await form.count()) > 0) {
        await form.getByLabel("Email address").fill(event.account.email);
        await form.getByLabel("Password").fill(password);
        return form.getByRole("button", { name: "Log in" }).click();
      }
      // No basket is open, so no login form: the visitor logged in elsewhere (another tab) and comes back.
      const status = await page.evaluate(
        async ({ email, parentCustomerId, secret }) => {
          const response = await fetch("/brand-api/login", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              credentials: { username: email, password: secret },
              parent_customer_id: parentCustomerId,
            }),
          });
          return response.status;
        },
        { email: event.account.email, parentCustomerId: brandInfo.parentCustomerId, secret: password },
      );
      expect(status).toBe(200);
      await page.reload();
    },
    "checkout.credit.toggle": async ({ page }, event) => {
      await page.getByRole("checkbox", { name: /^Use my account credit/ }).setChecked(event.useCredit);
    },
    "checkout.pay": pay,
    "checkout.reload": async ({ page }) => page.getByRole("button", { name: "Reload the basket" }).click(),
    "checkout.basket.copy": async (context) => copyButton(context).click(),
  },
  recordedVisitActions: { "checkout.return.card": backFromTheCardPage },
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
    },
    // Checkout reads the amount due first and then the lines: the path answers the amount, the server the lines.
    loadBasket: {
      matches: basketCall("GET", "/amount_due"),
      answer: (event) => ({ json: { ...event.output.due, currency: page$.currency } }),
    },
    recheckTotal: {
      matches: basketCall("GET", "/amount_due"),
      answer: (event) => ({ json: { ...event.output.due, currency: page$.currency } }),
    },
    attachAccount: {
      matches: basketCall("PUT", "/customer_id"),
      answer: () => ({ json: { customer_id: account.customerId } }),
    },
    setUseCredit: {
      matches: basketCall("PUT", "/use_credit"),
      answer: (event) => ({ json: { ...event.output, currency: page$.currency } }),
    },
    // The brand API saves the contact on the path's real basket.
    saveContact: { matches: basketCall("PUT", "/contact"), answer: () => "server" },
    createPayment: {
      matches: basketCall("POST", "/payment"),
      answer: (event) => ({
        json: {
          payment_id: "p1",
          // To the stand-in provider page: a recorded visit's provider address is on the server it was recorded on.
          ...(event.output.redirectUrl ? { redirect_url: `${page$.origin}${providerPath}` } : {}),
          params: {},
          amount: 1200,
          currency: page$.currency,
        },
      }),
    },
    placeZeroOrder: {
      matches: (r) => r.method() === "PUT" && pathOf(r).endsWith(`/basket/${page$.basketId}/zero`),
      answer: placed,
    },
    // The copy is answered with the path's own basket, so that the next step opens a basket the path can answer.
    copyBasket: {
      matches: basketCall("POST", "/copy"),
      answer: () => ({ status: 201, json: { basket_uuid: page$.basketId } }),
    },
    refreshPayment: { matches: basketCall("POST", "/payment/refresh"), answer: (e) => ({ json: e.output }) },
    confirmPaypal: { matches: basketCall("POST", "/payment/confirm"), answer: (e) => ({ json: e.output }) },
    placeOrder: { matches: basketCall("POST", "/placeorder"), answer: placed },
    // Any order number: a recorded visit's is the one the server it was recorded on gave.
    readOrderStatus: {
      matches: (r) => /\/order\/[^/]+\/status\/public$/.test(pathOf(r)),
      answer: (event) => {
        page$.orderStatus = event.output;
        return { json: { order_id: orderId, status: event.output } };
      },
    },
  },
  stateAssertions: {
    "checkout.idle": async (context) => {
      await checkoutHeading(context);
      await expect(context.page.getByText("There is no basket to check out yet.", { exact: false })).toBeVisible();
    },
    // Left at once (its eventless transitions), so never at rest; opened from the basket's address.
    "checkout.opening": async (context) => {
      await loadingBasket(context);
      await expect(context.page).toHaveURL(new RegExp(`basket=${page$.basketId}`));
    },
    "checkout.applyingVoucher": async (context) => {
      await loadingBasket(context);
      await expect(context.page).toHaveURL(/voucher=/);
    },
    "checkout.loading": async (context) => {
      await loadingBasket(context);
      await expect(payButton(context)).toHaveCount(0);
    },
    "checkout.attachingAccount": async (context) => {
      await loadingBasket(context);
      // Logged in already: no login form while the basket is given to the account.
      await expect(context.page.getByRole("form", { name: "Log in" })).toHaveCount(0);
    },
    "checkout.unavailable": async (context, snapshot) => {
      await alertWith(context, snapshot.context.error ?? "");
      await expect(context.page.getByRole("link", { name: "Go to your basket" })).toBeVisible();
      await expect(context.page.getByRole("button", { name: "Reload the basket" })).toHaveCount(
        selectIsReloadForced(snapshot) ? 1 : 0,
      );
    },
    "checkout.notYours": async (context, snapshot) => {
      await othersBasketShown(context, snapshot);
      await expect(copyButton(context)).toBeEnabled();
      await expect(context.page.getByRole("button", { name: "Reload the basket" })).toHaveCount(0);
    },
    "checkout.copyingBasket": async (context, snapshot) => {
      await othersBasketShown(context, snapshot);
      await expect(copyButton(context)).toBeDisabled();
    },
    "checkout.openingCopy": async (context) => {
      await loadingBasket(context);
      await expect(context.page).toHaveURL(new RegExp(`basket=${page$.basketId}`));
      await expect(copyButton(context)).toHaveCount(0);
    },
    "checkout.ready": async (context, snapshot) => {
      const { page } = context;
      const { error, contactFormErrors, shownAmountDue, account: loggedIn } = snapshot.context;
      await expect(page.getByRole("heading", { name: "Your order" })).toBeVisible();
      await expect(payButton(context)).toHaveText(shownAmountDue === 0 ? "Place order" : /^Pay /);
      await expect(payButton(context)).toBeEnabled();
      if (error) await alertWith(context, error);
      // Each error shows beside its field; the error summary above the form repeats it as a link, so look at the field.
      for (const message of Object.values(contactFormErrors ?? {})) {
        await expect(page.locator(".form-field-error").filter({ hasText: message })).toBeVisible();
      }
      if (loggedIn) await expect(page.getByText(`Logged in as ${loggedIn.email}.`)).toBeVisible();
    },
    "checkout.updatingCredit": async ({ page }) =>
      expect(page.getByRole("checkbox", { name: /^Use my account credit/ })).toBeDisabled(),
    "checkout.paying": waitingForPayment,
    // While paying, the form keeps what the visitor sent: the contact details and the way to pay.
    "checkout.paying.savingContact": async ({ page }, snapshot) =>
      expect(contactForm(page).getByLabel("Email address")).toHaveValue(snapshot.context.contactDraft.email ?? ""),
    "checkout.paying.checkingTotal": async ({ page }, snapshot) =>
      expect(contactForm(page).getByRole("radio", { name: snapshot.context.paymentMethod?.label })).toBeChecked(),
    "checkout.paying.creatingPayment": async ({ page }, snapshot) =>
      expect(contactForm(page).getByLabel("Full name or organisation")).toHaveValue(
        snapshot.context.contactDraft.registrant ?? "",
      ),
    "checkout.paying.placingZeroOrder": async ({ page }) =>
      expect(contactForm(page).getByRole("radio", { name: "Nothing to pay" })).toBeChecked(),
    "checkout.redirecting": async ({ page }) => {
      await page.waitForURL(`**${providerPath}`);
      await expect(page.getByRole("heading", { name: "Sandbox PayPal" })).toBeVisible();
    },
    "checkout.completingCardPayment": async (context) => {
      await expect(context.page).toHaveURL(/\/order\/thg-checkout-complete\//);
      await paymentInProgress(context);
    },
    "checkout.completingCardPayment.refreshing": async ({ page }) =>
      expect(page.getByRole("heading", { level: 1, name: "Payment in progress" })).toBeVisible(),
    "checkout.completingCardPayment.waiting": async ({ page }) =>
      expect(page.getByRole("status")).toHaveText(paymentInProgressText),
    "checkout.confirmingPaypal": async (context) => {
      await expect(context.page).toHaveURL(/\/order\/paypal-complete\//);
      await paymentInProgress(context);
    },
    "checkout.placingOrder": placingOrderSeen,
    "checkout.readingOrderStatus": async (context) => {
      await placingOrderSeen(context);
      // The order is placed: no error is shown while its status is read.
      await expect(context.page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
    },
    "checkout.orderPlaced": async ({ page }, snapshot) => {
      const order = snapshot.context.order;
      await page.waitForURL(
        new RegExp(`\\?orderID=${order?.orderId}&isExistingCustomer=${order?.isExistingCustomer ? 1 : 0}$`),
      );
      // The result page of the order's status (spec section 4), as the visitor saw it: once the order is shown (a page
      // that does not fit the order the server has moves to the one that does).
      await expect(page.getByRole("list", { name: "Ordered items" })).toBeVisible();
      const status = order?.status ?? "charged";
      await expect(page.getByRole("heading", { level: 1, name: resultHeading(status) })).toBeVisible();
    },
    "checkout.paymentFailed": async (context, snapshot) => {
      const message = snapshot.context.cardPaymentError ?? snapshot.context.error ?? "";
      if (!snapshot.context.paymentMethod)
        await expect(context.page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible();
      await alertWith(context, message);
    },
  },
});
