import type { Page } from "@playwright/test";
import type { BrandDefinition } from "../../../brands/index";
import { sharedRoutePaths } from "../../../brands/routes";
import type { PaymentType } from "../../../contract/payment";
import { openCheckout, orderPaidWithCard, paymentStarted } from "./checkout-basket";
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

/** Opens the provider's sandbox page of a payment of this type, as the checkout's pay button does. */
async function openProviderPage(page: Page, brandInfo: BrandDefinition, type: PaymentType, heading: string) {
  const { providerUrl } = await paymentStarted(page, brandInfo, type);
  await page.goto(providerUrl);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
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
