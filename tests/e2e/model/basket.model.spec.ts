import { randomUUID } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import type { BrandDefinition } from "../../../brands/index";
import { taxWords } from "../../../brands/sales-tax";
import type { ServiceplanList } from "../../../contract/catalogue";
import type { basketMachine } from "../../../machines/basket/basket.machine";
import type { BasketContents } from "../../../rules/basket/types";
import { catalogue, catalogueLoaded, personalHosting } from "../../fixtures/basket";
import { basketMessages, expectedBasketError, expectedOrderItems } from "../../machines/basket/basket.oracle";
import { appStarted } from "../support/app-started";
import { dropRoutesInFlight, expect, test } from "../support/fixtures";
import { type DriverContext, describeBrowserModel, type ModelEvent } from "../support/model-driver";
import { basketPathModel, lineCount } from "../support/models/basket";
import { cataloguePathModel } from "../support/models/catalogue";
import { orderId } from "../support/models/checkout";
import { serveWithoutPageCatalogue } from "../support/page-catalogue";
import { standInPlacedOrders } from "../support/placed-order";

/** The hosting page's period choices in its own words, for the periods the browser paths add (models/basket.ts). */
function periodWords(period: string): string {
  const words: Record<string, string> = { "12m": "1 year", "24m": "2 years", "36m": "3 years" };
  if (!words[period]) throw new Error(`The basket browser spec has no words for the period ${period}.`);
  return words[period];
}

type Snapshot = SnapshotFrom<typeof basketMachine>;

/** Spec section 9: the free `.online` domain is UK2's offer. */
const offersFreeOnline = (brand: BrandDefinition["brandName"]) => brand === "UK2";

/**
 * The basket as this brand's visitor sees it: the graph is built once (for UK2, the only brand with the free `.online`
 * offer), so on the other brands the offer's domain is never added.
 */
function visibleContents(snapshot: Snapshot, brandInfo: BrandDefinition): BasketContents {
  const { contents } = snapshot.context;
  if (offersFreeOnline(brandInfo.brandName)) return contents;
  const offered = contents.domains.filter((domain) => domain.tld === "online" && domain.offer?.isFree);
  return { ...contents, domains: contents.domains.filter((domain) => !offered.includes(domain)) };
}

/**
 * The catalogue the current test's path answered: the path's own, or the one a recorded visit had (tests of a worker
 * run one after another; `start` resets it).
 */
const answered = { catalogue: undefined as ServiceplanList | undefined };

const apiPath = (request: Request) => new URL(request.url()).pathname.replace(/^\/brand-api/, "");
const isVoucherPut = (request: Request) =>
  request.method() === "PUT" && /^\/basket\/[^/]+\/voucher$/.test(apiPath(request));
const isItemsPost = (request: Request) =>
  request.method() === "POST" && /^\/basket\/[^/]+\/item$/.test(apiPath(request));

function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}
const onBasketPage = ({ page, brandInfo }: DriverContext) => pathname(page) === brandInfo.routes.basket;
const onHostingPage = ({ page, brandInfo }: DriverContext) => pathname(page) === brandInfo.routes.hosting;
const onOrderPage = ({ page }: DriverContext) => page.url().includes("order=");
const leaving = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { checkout: "leaving" } }) || snapshot.matches({ ready: { order: "leaving" } });
const checkoutWithBasket = /\/order\/checkout\/\?basket=[0-9a-f-]{36}$/;

/** Follows the main navigation's link to the page (the same document, so the basket actor and its held requests stay). */
async function openInApp({ page, brandInfo }: DriverContext, path: string) {
  if (pathname(page) === path) return;
  const link = {
    [brandInfo.routes.basket]: /^Basket/,
    [brandInfo.routes.hosting]: "Hosting",
    [brandInfo.routes.searchResults]: "Domains",
  }[path];
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?.]/g, "\\$&")}$`));
}

const onBasket =
  (action: (context: DriverContext, event: ModelEvent) => Promise<void>) =>
  async (context: DriverContext, event: ModelEvent) => {
    await openInApp(context, context.brandInfo.routes.basket);
    await action(context, event);
  };
const onHosting =
  (action: (context: DriverContext, event: ModelEvent) => Promise<void>) =>
  async (context: DriverContext, event: ModelEvent) => {
    await openInApp(context, context.brandInfo.routes.hosting);
    await action(context, event);
  };
const catalogueApiPath = "/customer/current/serviceplan/available";
const hostingPlansOf = (list: ServiceplanList) => list.serviceplans.filter((plan) => plan.type === "hosting");
const click = (context: DriverContext, name: string) => context.page.getByRole("button", { name, exact: true }).click();
const planName = (serviceplanId: number) =>
  (answered.catalogue ?? catalogue).serviceplans.find((plan) => plan.serviceplan_id === serviceplanId)?.name ?? "";

/**
 * The visit's order placed where the visit placed it, on the card page's return page: the payment authorised and the
 * order charged (the brand API's answers, as only the server the visit was made on knows them), so that the app empties
 * the basket as it does once an order exists, and the order's page shows.
 */
async function placeTheVisitsOrder({ page, brandInfo }: DriverContext) {
  const basketId = randomUUID();
  const basketCall = `**/brand-api/basket/${basketId}`;
  await page.route(`${basketCall}/payment/refresh`, (route) =>
    route.fulfill({ json: { payment_id: "p1", status: "authorized" } }),
  );
  await page.route(`${basketCall}/placeorder`, (route) =>
    route.fulfill({ json: { order_id: orderId, status: "charged", error: null } }),
  );
  await standInPlacedOrders(page, brandInfo.defaultCurrency.code);
  await page.goto(`/order/thg-checkout-complete/?basket=${basketId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
}

describeBrowserModel({
  ...basketPathModel,
  start: async ({ page, brandInfo }) => {
    answered.catalogue = undefined;
    // The catalogue is the brand API's answer to the catalogue child here, as when the brand API is elsewhere.
    await serveWithoutPageCatalogue(page);
    // A page opened later (checkout, an order address) loads the catalogue the path already answered, at once.
    await page.route("**/brand-api/customer/current/serviceplan/available**", (route) =>
      answered.catalogue === undefined ? route.fallback() : route.fulfill({ json: answered.catalogue }),
    );
    await page.goto(brandInfo.routes.hosting);
    await appStarted(page);
  },
  visitorActions: {
    // Not a visitor's doing: the brand API answers the catalogue child's request, whose snapshot the basket keeps.
    [catalogueLoaded.type]: async ({ network }, event) => {
      // A recorded visit also holds the child's snapshots while it still fetches: the page shows nothing new then.
      if ("value" in event.snapshot && event.snapshot.value !== "loaded") return;
      const loaded: ServiceplanList = event.snapshot.context.serviceplans;
      answered.catalogue = loaded;
      await network.answer("loadCatalogue", (route) => route.fulfill({ json: loaded }));
    },
    "basket.hosting.add": onHosting(async (context, event) => {
      await context.page.getByRole("radio", { name: periodWords(event.period) }).check();
      await click(context, `Add ${planName(event.serviceplanId)} to basket`);
    }),
    "basket.domain.add": async (context, event) => {
      const fullDomain = `${event.result.name}.${event.result.tld}`;
      await openInApp(context, context.brandInfo.routes.searchResults);
      // The visitor searches for the name (the real brand API looks it up) and adds it from its result.
      const form = context.page.getByRole("search", { name: "Domain search" });
      await form.getByRole("radio", { name: "One name" }).check();
      await form.getByRole("textbox").fill(fullDomain);
      await form.getByRole("button", { name: "Search" }).click();
      const add = context.page.getByRole("button", { name: `Add ${fullDomain} to basket` });
      await add.click();
      await expect(context.page.getByText("In basket").first()).toBeVisible();
    },
    "basket.domain.remove": onBasket(async (context, event) => click(context, `Remove ${event.fullDomain}`)),
    "basket.domain.period": onBasket(async ({ page }, event) => {
      await page.getByLabel(`Registration period for ${event.fullDomain}`).selectOption(event.period);
    }),
    "basket.ownDomain.add": onBasket(async ({ page }, event) => {
      await page.getByLabel("Domain you already own").fill(event.fullDomain);
      await page.getByRole("button", { name: "Use my domain" }).click();
    }),
    "basket.online.add": onBasket(async (context, event) => {
      const offer = context.page.getByRole("button", { name: `Add ${event.name}.online FREE` });
      if (offersFreeOnline(context.brandInfo.brandName)) await offer.click();
      else await expect(offer).toHaveCount(0);
    }),
    "basket.hosting.remove": onBasket(async (context, event) => click(context, `Remove ${event.label}`)),
    "basket.hosting.period": onBasket(async ({ page }, event) => {
      await page.getByLabel(`Billing period for ${event.label}`).selectOption(event.period);
    }),
    "basket.hosting.link": onBasket(async ({ page }, event) => {
      await page.getByLabel(`Domain for ${event.label}`).selectOption(event.fullDomain ?? "");
    }),
    "basket.hosting.upgrade": onBasket(async (context) => click(context, "Upgrade to Business Hosting")),
    "basket.addon.add": onBasket(async (context, event) =>
      click(context, `Add email hosting for ${event.connectedDomain}`),
    ),
    "basket.addon.remove": onBasket(async (context, event) => click(context, `Remove ${event.label}`)),
    "basket.addon.link": onBasket(async ({ page }, event) => {
      await page.getByLabel(`Domain for ${event.label}`).selectOption(event.fullDomain ?? "");
    }),
    "basket.backup.add": onBasket(async (context, event) =>
      click(context, `Add Email Timeline Backup to ${event.label}`),
    ),
    "basket.backup.remove": onBasket(async (context, event) => click(context, `Remove ${event.label}`)),
    "basket.voucher.apply": onBasket(async ({ page }, event) => {
      await page.getByLabel("Voucher code").fill(event.code);
      await page.getByRole("button", { name: "Apply voucher" }).click();
    }),
    "basket.voucher.remove": onBasket(async (context, event) => click(context, `Remove voucher ${event.label}`)),
    "basket.checkout": onBasket(async (context) => click(context, "Continue to checkout")),
    "basket.order.submit": async ({ page }, event) => {
      // A link from elsewhere hands the order over in the checkout address; the page submits it once it opens.
      const query = new URLSearchParams({ order: event.order, ...(event.voucher ? { voucher: event.voucher } : {}) });
      await page.goto(`/order/checkout/?${query}`);
    },
    "basket.storage.changed": async ({ page, brandInfo }) => {
      const otherTab = await page.context().newPage();
      await otherTab.goto("/healthz");
      await otherTab.evaluate((key) => localStorage.removeItem(key), brandInfo.basketStorageKey);
      await otherTab.close();
    },
  },
  recordedVisitActions: {
    // On a recorded visit the basket starts when first used (here, as the saved basket is read): when the app's own
    // catalogue already has the plans by then, the basket's catalogue starts with them and asks for none, so there may
    // be no request to answer. Waiting for one failed a replay on a quiet machine. The state assertion that follows
    // checks the plans are on the page either way.
    [catalogueLoaded.type]: async ({ network }, event) => {
      if ("value" in event.snapshot && event.snapshot.value !== "loaded") return;
      const loaded: ServiceplanList = event.snapshot.context.serviceplans;
      answered.catalogue = loaded;
      await network.answerIfAsked("loadCatalogue", (route) => route.fulfill({ json: loaded }), 3_000);
    },
    // The checkout the visit opened shows in the same document, and the app tells the basket so.
    "basket.checkout.opened": async ({ page }) => {
      await expect(page).toHaveURL(checkoutWithBasket);
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    },
    "basket.clear": placeTheVisitsOrder,
  },
  invokeRequests: {
    // Not a request: the stored basket is read as the page opens. A generated path's is empty; a recorded visit's
    // is what the visitor had saved, put in storage and read by opening the page again.
    readStoredBasket: {
      perform: async ({ page, brandInfo }, event) => {
        if (typeof event.output !== "string") return;
        await page.evaluate(
          ([key, saved]) => localStorage.setItem(key, saved),
          [brandInfo.basketStorageKey, event.output],
        );
        await page.reload();
        await appStarted(page);
      },
    },
    // The catalogue child's request, held until the path's `xstate.snapshot.catalogue` step answers it.
    loadCatalogue: {
      matches: (request) => apiPath(request) === catalogueApiPath,
      answer: (event) => ({ json: event.output }),
    },
    checkVoucher: { matches: isVoucherPut, answer: (event) => ({ json: event.output }) },
    // The brand API makes the basket itself, so that the checkout it opens finds a real one.
    submitBasket: { matches: isItemsPost, answer: () => "server" },
    submitOrder: { matches: isVoucherPut, answer: () => "server" },
  },
  stateAssertions: {
    "basket.restoring": async ({ page }) =>
      expect(page.getByRole("heading", { level: 1, name: "Web hosting" })).toBeVisible(),
    "basket.ready": async (context, snapshot) => {
      const { page } = context;
      if (leaving(snapshot)) await expect(page).toHaveURL(checkoutWithBasket);
      const contents = visibleContents(snapshot, context.brandInfo);
      const count = lineCount(contents);
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Basket/ }),
      ).toHaveAccessibleName(`Basket ${count} ${count === 1 ? "item" : "items"}`);
      if (onHostingPage(context) && snapshot.context.catalogue) {
        for (const plan of hostingPlansOf(snapshot.context.catalogue))
          await expect(page.getByRole("heading", { level: 2, name: plan.name })).toBeVisible();
      }
      if (!onBasketPage(context)) return;
      await expect(page.locator(".basket-error")).toHaveText(
        contents.error ? basketMessages.errors[contents.error] : "",
      );
      if (count === 0) await expect(page.getByText("Your basket is empty.")).toBeVisible();
      const removable = [
        ...contents.domains.map((domain) => domain.fullDomain),
        ...contents.orderDetail.map((line) => line.name),
        ...contents.domainAddons.map((addon) =>
          addon.connectedDomain ? `${addon.name} for ${addon.connectedDomain}` : addon.name,
        ),
        ...contents.emailTimelineBackups.map((backup) => backup.name),
      ];
      for (const name of removable)
        await expect(page.getByRole("button", { name: `Remove ${name}`, exact: true })).toBeVisible();
      for (const line of contents.orderDetail)
        await expect(page.getByLabel(`Domain for ${line.name}`)).toHaveValue(line.connectedDomain ?? "");
    },
    "basket.ready.voucher": async (context, snapshot) => {
      if (onBasketPage(context) && lineCount(snapshot.context.contents) > 0)
        await expect(context.page.getByLabel("Voucher code")).toBeVisible();
    },
    "basket.ready.voucher.idle": async (context, snapshot) => {
      if (!onBasketPage(context) || lineCount(snapshot.context.contents) === 0) return;
      const { page } = context;
      await expect(page.getByRole("button", { name: "Apply voucher" })).toBeEnabled();
      await expect(page.locator("#voucher-message")).toHaveText(snapshot.context.voucherMessage ?? "");
      const { voucher } = snapshot.context.contents;
      if (voucher) await expect(page.getByRole("button", { name: `Remove voucher ${voucher.code}` })).toBeVisible();
    },
    "basket.ready.voucher.checking": async (context) =>
      expect(context.page.getByRole("button", { name: "Checking…" })).toBeDisabled(),
    "basket.ready.checkout": async (context, snapshot) => {
      if (onBasketPage(context) && lineCount(snapshot.context.contents) > 0)
        await expect(context.page.getByRole("button", { name: /checkout/ })).toBeVisible();
    },
    "basket.ready.checkout.idle": async (context, snapshot) => {
      if (!onBasketPage(context) || lineCount(snapshot.context.contents) === 0) return;
      const { page } = context;
      const { contents, checkoutError } = snapshot.context;
      const button = page.getByRole("button", { name: "Continue to checkout" });
      if (expectedOrderItems(contents).length > 0 && expectedBasketError(contents) === null)
        await expect(button).toBeEnabled();
      else await expect(button).toBeDisabled();
      const error = page.getByRole("alert").filter({ hasText: checkoutError ?? "We could not start your checkout" });
      await expect(error).toHaveCount(checkoutError ? 1 : 0);
    },
    "basket.ready.checkout.submitting": async (context) =>
      expect(context.page.getByRole("button", { name: "Opening checkout…" })).toBeDisabled(),
    "basket.ready.checkout.leaving": async ({ page }) => expect(page).toHaveURL(checkoutWithBasket),
    "basket.ready.order": async (context) => {
      if (onOrderPage(context))
        await expect(context.page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    },
    "basket.ready.order.idle": async ({ page }) =>
      expect(page.getByRole("status").filter({ hasText: "Preparing your order…" })).toHaveCount(0),
    "basket.ready.order.placing": async ({ page }) =>
      expect(page.getByRole("status").filter({ hasText: "Preparing your order…" })).toBeVisible(),
    "basket.ready.order.leaving": async ({ page }) => expect(page).toHaveURL(checkoutWithBasket),
    "basket.ready.order.failed": async ({ page }, snapshot) =>
      expect(page.getByRole("alert").filter({ hasText: snapshot.context.orderError ?? "" })).toHaveText(
        snapshot.context.orderError ?? "",
      ),
  },
});

/**
 * The catalogue child as the hosting page shows it: loading, the plans for the preferred billing period, or the
 * failure with its retry.
 */
describeBrowserModel({
  ...cataloguePathModel,
  start: async ({ page, brandInfo }) => {
    // The plans are the brand API's answer here, as when the brand API is elsewhere (else they come with the page).
    await serveWithoutPageCatalogue(page);
    await page.goto(brandInfo.routes.hosting);
    await appStarted(page);
  },
  visitorActions: {
    "catalogue.retry": async (context) => click(context, "Try again"),
  },
  invokeRequests: {
    loadCatalogue: {
      matches: (request) => apiPath(request) === catalogueApiPath,
      answer: (event) => ({ json: event.output }),
    },
  },
  stateAssertions: {
    "catalogue.fetchingPlans": async ({ page }) =>
      expect(page.getByRole("status").filter({ hasText: "Loading hosting plans…" })).toBeVisible(),
    "catalogue.loaded": async ({ page, brandInfo }, snapshot) => {
      // The plans the machine loaded: the fixture's on a generated path, the brand's own on a recorded visit.
      const loaded = snapshot.context.serviceplans ?? catalogue;
      for (const plan of hostingPlansOf(loaded))
        await expect(page.getByRole("heading", { level: 2, name: plan.name, exact: true })).toBeVisible();
      // Spec section 9: the page opens on the preferred 12 months, priced a month at a time.
      await expect(page.getByRole("radio", { name: "1 year" })).toBeChecked();
      const personal = hostingPlansOf(loaded).find((plan) => plan.serviceplan_id === personalHosting);
      const year = personal?.prices.find((price) => price.period === "12m");
      if (!personal || !year) throw new Error("The loaded plans have no Personal Hosting with a 1-year price.");
      // Issue 36: a brand whose prices exclude its sales tax says so beside every price.
      const { exTax } = taxWords(brandInfo.brandName);
      const money = (minor: number) => `${loaded.currency.symbol}${(minor / 100).toFixed(2)}${exTax}`;
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: personal.name }) });
      await expect(card.locator(".hosting-plan-price")).toContainText(
        `${money(Math.round(year.new_price / 12))} a month, ${money(year.new_price)} for 1 year`,
      );
    },
    "catalogue.failed": async ({ page }) => {
      const alert = page.getByRole("alert").filter({ hasText: "We could not load our hosting plans." });
      await expect(alert.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
  },
});

/**
 * The flake of basket-browser-29 under load ("apiResponse.text: Response has been disposed"): a test that ends while a
 * page is still loading closes its context, which disposes the response its route was reading before it closes the
 * page. Each page here is closed a little later into its load, so some close during the fetch, some while its text is
 * read; the fixtures' end of test (dropRoutesInFlight) must leave none of them failing.
 */
test("a page closed while it loads leaves its route without an error", async ({ browser, baseURL, brandInfo }) => {
  for (let delay = 0; delay < 200; delay += 25) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await serveWithoutPageCatalogue(page);
    const documentAsked = page.waitForRequest((request) => request.resourceType() === "document");
    page.goto(brandInfo.routes.hosting).catch(() => "closed on purpose");
    await documentAsked;
    await new Promise((resolve) => setTimeout(resolve, delay));
    await dropRoutesInFlight(page);
    await context.close();
  }
  // A route's failure surfaces once its last await ends: the last page's has this long to.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(browser.isConnected()).toBe(true);
});
