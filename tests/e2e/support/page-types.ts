import type { Page } from "@playwright/test";
import { sharedRoutePaths } from "../../../brands/routes";
import type { BrandDefinition } from "../../../brands/types";
import type { PaymentType } from "../../../contract/payment";
import { basketWithDomain, openCheckout } from "./checkout-basket";
import { cardExpiry, guestContact } from "./checkout-payment";
import { expect } from "./fixtures";
import { seedBasket, storedBasket } from "./stored-basket";

/**
 * Every type of page a visitor can reach, with the way to reach it: the one list the page-wide browser checks
 * (tests/e2e/page-types.spec.ts: hydration, layout shift, axe, overflow at 320 px) and `npm run screenshots` both go
 * through, so a new page type is checked and photographed alike.
 */
export interface PageType {
  /** File-safe name: test titles and `docs/screenshots/<brand>-<id>-<width>.png`. */
  id: string;
  /** What the screenshots' README calls the page. */
  label: string;
  /** Whether `npm run screenshots` photographs it; the others are checked only, to keep the repository small. */
  screenshot: boolean;
  /**
   * The page is reached by a click, and whether its change of page falls within the half second after the click that
   * layout-shift measurement forgives depends on the machine's speed: its layout shift is measured elsewhere.
   */
  reachedByClick?: true;
  /**
   * The page opens from its address alone and the visit leaves nothing behind (no basket, order, login or cookie
   * choice): page-types.spec.ts checks these pages one after another in one browser page.
   */
  stateless?: true;
  /** Opens the page on this brand's origin (the page's base URL) and waits until nothing on it is still loading. */
  open(page: Page, brandInfo: BrandDefinition): Promise<void>;
}

/** The page has its heading and no loading or searching message left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Loading|Searching/ })).toHaveCount(0);
}

async function openPath(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/**
 * A guest's one-domain basket with its contact saved and a payment of this type started, made through the brand API
 * from the brand's origin in the order the checkout page makes these calls; answers the basket id and the address of
 * the provider's page. The checkout page's own part is checked by checkout.spec.ts and by the checkout page type: the
 * pages after it need only its result, and a whole checkout in the browser for each cost the suite about a minute.
 */
async function paymentStarted(
  page: Page,
  brandInfo: BrandDefinition,
  type: PaymentType,
): Promise<{ basketId: string; providerUrl: string }> {
  const basketId = await basketWithDomain(page, brandInfo, "page-types");
  const providerUrl = await page.evaluate(
    async ({ basketId, type, contact }) => {
      const send = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/brand-api/basket/${basketId}${path}`, {
          method,
          headers: { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
        return response.json();
      };
      await send("PUT", "/contact", contact);
      const { total } = await send("GET", "/price");
      const payment = await send("POST", "/payment", { type, expected_total: total });
      if (!payment.redirect_url) throw new Error(`A ${type} payment has no provider page.`);
      return payment.redirect_url as string;
    },
    { basketId, type, contact: guestContact },
  );
  return { basketId, providerUrl };
}

/** Opens the provider's sandbox page of a payment of this type, as the checkout's pay button does. */
async function openProviderPage(page: Page, brandInfo: BrandDefinition, type: PaymentType, heading: string) {
  const { providerUrl } = await paymentStarted(page, brandInfo, type);
  await page.goto(providerUrl);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/**
 * An order paid on the sandbox card page with a card of decisions.md section 5: the card page's form is sent, then the
 * order placed, as the checkout does when the provider sends the visitor back. Answers the order number and status.
 */
async function orderPaidWithCard(
  page: Page,
  brandInfo: BrandDefinition,
  card: string,
): Promise<{ orderId: string; status: string }> {
  const { basketId, providerUrl } = await paymentStarted(page, brandInfo, "new-credit-or-debit");
  return page.evaluate(
    async ({ basketId, providerUrl, card, expiry }) => {
      const cardPage = new DOMParser().parseFromString(await (await fetch(providerUrl)).text(), "text/html");
      const form = cardPage.querySelector("form");
      if (!form) throw new Error("The card page has no form.");
      const fields = new URLSearchParams();
      for (const input of form.querySelectorAll("input")) fields.set(input.name, input.value);
      fields.set("number", card);
      fields.set("expiry", expiry);
      fields.set("cvv", "123");
      fields.set("action", "pay");
      const sent = await fetch(form.getAttribute("action") ?? "", { method: "POST", body: fields, redirect: "manual" });
      if (sent.type !== "opaqueredirect") throw new Error(`The card page answered ${sent.status}, not a redirect.`);
      const placed = await fetch(`/brand-api/basket/${basketId}/placeorder`, { method: "POST" });
      if (!placed.ok) throw new Error(`Placing the order answered ${placed.status}: ${await placed.text()}`);
      const { order_id, status } = await placed.json();
      return { orderId: String(order_id), status: String(status) };
    },
    { basketId, providerUrl, card, expiry: cardExpiry },
  );
}

/** Statuses whose order page is the charged one, and the awaiting-confirmation one (spec section 4). */
const chargedStatuses = ["approved", "processed", "charged"];
const awaitingConfirmationStatuses = ["risky"];

/** The order page of an order paid with this card, opened by its number as a visitor reloading it does. */
async function openPaidOrder(page: Page, brandInfo: BrandDefinition, card: string, path: string, statuses: string[]) {
  const order = await orderPaidWithCard(page, brandInfo, card);
  expect(statuses, "the order's status leads to this page").toContain(order.status);
  await openPath(page, `${path}?orderID=${order.orderId}`);
  return order.orderId;
}

export const pageTypes: PageType[] = [
  { id: "home", stateless: true, label: "Home", screenshot: true, open: (page) => openPath(page, "/") },
  {
    id: "search-results",
    label: "Search results (one name, finished)",
    screenshot: true,
    open: async (page, { routes }) => {
      await page.goto(`${routes.searchResults}?domain=coffeehouse`);
      await expect(page.getByRole("status").filter({ hasText: "Search finished" })).toBeVisible({ timeout: 20_000 });
      await settled(page);
    },
  },
  {
    id: "hosting",
    stateless: true,
    label: "Hosting landing",
    screenshot: true,
    open: async (page, { routes }) => {
      await openPath(page, routes.hosting);
      await expect(page.getByRole("button", { name: "Add Starter Hosting to basket" })).toBeVisible();
    },
  },
  {
    id: "basket",
    label: "Basket (a domain and a hosting plan)",
    screenshot: true,
    // layout-shift.spec.ts loads a stored basket instead.
    reachedByClick: true,
    open: async (page, { brandName, basketStorageKey, routes }) => {
      await seedBasket(page, basketStorageKey, storedBasket(brandName, ["coffeehouse.com"]), routes.hosting);
      await page.getByRole("button", { name: "Add Starter Hosting to basket" }).click();
      const basketLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Basket/ });
      await expect(basketLink).toHaveAccessibleName("Basket 2 items");
      await basketLink.click();
      await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
      await settled(page);
    },
  },
  {
    id: "checkout",
    label: "Checkout",
    screenshot: true,
    open: async (page, brandInfo) => {
      await openCheckout(page, brandInfo, "page-types");
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      await settled(page);
    },
  },
  {
    id: "sandbox-card",
    label: "Sandbox card page",
    screenshot: true,
    open: async (page, brandInfo) => {
      await openProviderPage(page, brandInfo, "new-credit-or-debit", "Pay by card");
    },
  },
  {
    id: "sandbox-paypal",
    label: "Sandbox PayPal page",
    screenshot: true,
    open: async (page, brandInfo) => {
      await openProviderPage(page, brandInfo, "paypal", "PayPal");
    },
  },
  {
    id: "sandbox-direct-debit",
    label: "Sandbox direct debit page",
    screenshot: false,
    open: async (page, brandInfo) => {
      await openProviderPage(page, brandInfo, "direct-debit", "Direct debit");
    },
  },
  {
    id: "sandbox-mailbox",
    stateless: true,
    label: "Sandbox mailbox",
    screenshot: false,
    open: (page) => openPath(page, "/sandbox/mailbox"),
  },
  {
    id: "order-charged",
    label: "Order charged",
    screenshot: true,
    open: async (page, brandInfo) => {
      await openPaidOrder(page, brandInfo, "4111 1111 1111 1111", sharedRoutePaths.charged, chargedStatuses);
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    },
  },
  {
    id: "order-payment-pending",
    label: "Payment pending",
    screenshot: true,
    open: async (page, brandInfo) => {
      // Card 4000 0000 0000 9995 is still pending when the order is placed, as when the provider has not confirmed it
      // by the checkout's last refresh.
      const { orderId, status } = await orderPaidWithCard(page, brandInfo, "4000 0000 0000 9995");
      expect(status, "the order's status").toBe("payment pending");
      // The page rereads a pending order several times before showing it, and the sandbox settles this card on the
      // third status read of those: here the provider stays slow, so the page is seen as a visitor waiting sees it.
      await page.route(`**/brand-api/order/${orderId}/status/public`, (route) =>
        route.fulfill({ json: { order_id: orderId, status: "payment pending" } }),
      );
      await page.goto(`${sharedRoutePaths.paymentPending}?orderID=${orderId}`);
      await expect(page.getByRole("heading", { level: 1, name: "Your payment is pending" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Ordered items" })).toBeVisible({ timeout: 30_000 });
      await settled(page);
    },
  },
  {
    id: "order-awaiting-confirmation",
    label: "Order awaiting confirmation",
    screenshot: true,
    open: async (page, brandInfo) => {
      const { awaitingConfirmation } = sharedRoutePaths;
      await openPaidOrder(page, brandInfo, "4000 0000 0000 0259", awaitingConfirmation, awaitingConfirmationStatuses);
      await expect(page.getByRole("heading", { level: 1, name: "Your order is awaiting confirmation" })).toBeVisible();
    },
  },
  {
    id: "order-tracking",
    label: "Order tracking (a paid order)",
    screenshot: true,
    open: async (page, brandInfo) => {
      await openPaidOrder(page, brandInfo, "4111 1111 1111 1111", sharedRoutePaths.orderTracking, chargedStatuses);
      await expect(page.getByRole("definition").filter({ hasText: /^Paid/ })).toBeVisible();
    },
  },
  {
    id: "knowledge-base",
    stateless: true,
    label: "Knowledge base",
    screenshot: true,
    open: (page) => openPath(page, sharedRoutePaths.knowledgeBase),
  },
  {
    id: "terms",
    stateless: true,
    label: "Terms page",
    screenshot: true,
    open: (page) => openPath(page, `${sharedRoutePaths.terms}general/`),
  },
  {
    id: "terms-list",
    stateless: true,
    label: "Terms list",
    screenshot: false,
    open: (page) => openPath(page, sharedRoutePaths.terms),
  },
  {
    id: "cookie-policy",
    stateless: true,
    label: "Cookie policy",
    screenshot: false,
    open: (page) => openPath(page, sharedRoutePaths.cookiePolicy),
  },
  {
    id: "content-page",
    stateless: true,
    label: "Content page",
    screenshot: false,
    open: (page) => openPath(page, "/about-us/"),
  },
  {
    id: "choose-your-contract",
    stateless: true,
    label: "Choose your contract",
    screenshot: false,
    open: (page) => openPath(page, sharedRoutePaths.chooseYourContract),
  },
  {
    id: "not-found",
    stateless: true,
    label: "Page not found (404)",
    screenshot: true,
    open: (page) => openPath(page, "/no-such-page/"),
  },
];
