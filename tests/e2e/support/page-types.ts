import type { Page } from "@playwright/test";
import { sharedRoutePaths } from "../../../brands/routes";
import type { BrandDefinition } from "../../../brands/types";
import { openCheckout } from "./checkout-basket";
import { fillCardPage, fillContact, payOnCardPage, payWith } from "./checkout-payment";
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

/** A guest's one-domain basket taken through checkout to the chosen way of paying; answers the basket id. */
async function checkoutPayingWith(page: Page, brandInfo: BrandDefinition, method: string): Promise<string> {
  const basketId = await openCheckout(page, brandInfo, "page-types");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await fillContact(page);
  await payWith(page, method);
  return basketId;
}

/** Pays on the sandbox card page with a card of decisions.md section 5 and waits for the order page it leads to. */
async function orderPaidWithCard(page: Page, brandInfo: BrandDefinition, card: string, heading: string) {
  await checkoutPayingWith(page, brandInfo, "New credit or debit card");
  await payOnCardPage(page, card);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await settled(page);
}

/**
 * An order placed while its card payment is still pending (card 4000 0000 0000 9995), as happens when the provider
 * has not confirmed it by the checkout's last refresh. The card page's form is sent and the order placed from the
 * page itself, so that the checkout's own refreshes do not settle the payment first. Answers the order number.
 */
async function orderPlacedWhilePaymentPending(page: Page, brandInfo: BrandDefinition): Promise<string> {
  const basketId = await checkoutPayingWith(page, brandInfo, "New credit or debit card");
  await fillCardPage(page, "4000 0000 0000 9995");
  return page.evaluate(async (basketId) => {
    const form = document.querySelector("form");
    if (!form) throw new Error("The card page has no form.");
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) fields.set(name, String(value));
    fields.set("action", "pay");
    // Not form.action: the form's buttons are named "action", which shadows that property.
    const sent = await fetch(form.getAttribute("action") ?? "", { method: "POST", body: fields, redirect: "manual" });
    if (sent.type !== "opaqueredirect") throw new Error(`The card page answered ${sent.status}, not a redirect.`);
    const placed = await fetch(`/brand-api/basket/${basketId}/placeorder`, { method: "POST" });
    const { order_id, status } = await placed.json();
    if (status !== "payment pending") throw new Error(`The order was placed as ${status}, not payment pending.`);
    return order_id as string;
  }, basketId);
}

export const pageTypes: PageType[] = [
  { id: "home", label: "Home", screenshot: true, open: (page) => openPath(page, "/") },
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
      await checkoutPayingWith(page, brandInfo, "New credit or debit card");
      await expect(page.getByRole("heading", { level: 1, name: "Pay by card" })).toBeVisible();
    },
  },
  {
    id: "sandbox-paypal",
    label: "Sandbox PayPal page",
    screenshot: true,
    open: async (page, brandInfo) => {
      await checkoutPayingWith(page, brandInfo, "PayPal");
      await expect(page.getByRole("heading", { level: 1, name: "PayPal" })).toBeVisible();
    },
  },
  {
    id: "sandbox-direct-debit",
    label: "Sandbox direct debit page",
    screenshot: false,
    open: async (page, brandInfo) => {
      await checkoutPayingWith(page, brandInfo, "Direct debit");
      await expect(page.getByRole("heading", { level: 1, name: "Direct debit" })).toBeVisible();
    },
  },
  {
    id: "sandbox-mailbox",
    label: "Sandbox mailbox",
    screenshot: false,
    open: (page) => openPath(page, "/sandbox/mailbox"),
  },
  {
    id: "order-charged",
    label: "Order charged",
    screenshot: true,
    open: (page, brandInfo) => orderPaidWithCard(page, brandInfo, "4111 1111 1111 1111", "Thank you for your order"),
  },
  {
    id: "order-payment-pending",
    label: "Payment pending",
    screenshot: true,
    open: async (page, brandInfo) => {
      const orderId = await orderPlacedWhilePaymentPending(page, brandInfo);
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
    open: (page, brandInfo) =>
      orderPaidWithCard(page, brandInfo, "4000 0000 0000 0259", "Your order is awaiting confirmation"),
  },
  {
    id: "order-tracking",
    label: "Order tracking (a paid order)",
    screenshot: true,
    open: async (page, brandInfo) => {
      await orderPaidWithCard(page, brandInfo, "4111 1111 1111 1111", "Thank you for your order");
      const orderId = new URL(page.url()).searchParams.get("orderID");
      await openPath(page, `${sharedRoutePaths.orderTracking}?orderID=${orderId}`);
      await expect(page.getByRole("definition").filter({ hasText: /^Paid/ })).toBeVisible();
    },
  },
  {
    id: "knowledge-base",
    label: "Knowledge base",
    screenshot: true,
    open: (page) => openPath(page, sharedRoutePaths.knowledgeBase),
  },
  {
    id: "terms",
    label: "Terms page",
    screenshot: true,
    open: (page) => openPath(page, `${sharedRoutePaths.terms}general/`),
  },
  { id: "terms-list", label: "Terms list", screenshot: false, open: (page) => openPath(page, sharedRoutePaths.terms) },
  {
    id: "cookie-policy",
    label: "Cookie policy",
    screenshot: false,
    open: (page) => openPath(page, sharedRoutePaths.cookiePolicy),
  },
  { id: "content-page", label: "Content page", screenshot: false, open: (page) => openPath(page, "/about-us/") },
  {
    id: "choose-your-contract",
    label: "Choose your contract",
    screenshot: false,
    open: (page) => openPath(page, sharedRoutePaths.chooseYourContract),
  },
  {
    id: "not-found",
    label: "Page not found (404)",
    screenshot: true,
    open: (page) => openPath(page, "/no-such-page/"),
  },
];
