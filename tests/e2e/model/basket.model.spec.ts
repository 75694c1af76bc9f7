import type { Page, Request, Route } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import type { BrandDefinition } from "../../../brands/index";
import { type BasketEvent, basketMachine } from "../../../machines/basket/basket.machine";
import { catalogueMachine } from "../../../machines/catalogue/catalogue.machine";
import { basketErrorMessages } from "../../../rules/basket/basket-errors";
import { toOrderItems } from "../../../rules/basket/order-items";
import { describePeriod } from "../../../rules/basket/periods";
import type { BasketContents } from "../../../rules/basket/types";
import {
  emailUpsellDomain,
  freeOnlineOffer,
  freeOnlineUpsells,
  upgradableHostingLines,
} from "../../../rules/basket/upsells";
import { ApiError } from "../../../src/api/client";
import {
  catalogue,
  catalogueLoaded,
  orderQueryFor,
  personalHosting,
  save10,
  searchResult,
  usedMax,
} from "../../fixtures/basket";
import type { ActorReport, ModelEventOf } from "../../machines/support/model-paths";
import { appStarted } from "../support/app-started";
import { expect } from "../support/fixtures";
import { type DriverContext, describeBrowserModel, type ModelEvent } from "../support/model-driver";
import { serveWithoutPageCatalogue } from "../support/page-catalogue";

type Snapshot = SnapshotFrom<typeof basketMachine>;
type PathEvent = ModelEventOf<typeof basketMachine>;

const done = (id: string, output: unknown): ActorReport => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ActorReport => ({ type: `xstate.error.actor.${id}`, error });

const checkoutDown = new ApiError("internal", "The basket service is resting. Please try again.", 500);
const orderRejected = new ApiError("unavailable_item", "This order holds a plan we no longer sell.", 422);
const catalogueDown = new ApiError("unexpected_answer", "The catalogue could not be read.", 200, {});
const orderQuery = orderQueryFor("ordered.net");
const searchedDomain = "pickme.com";
const ownDomain = "own.net";
/** The period the path adds hosting for: not the page's preferred 12 months, so the visitor chooses it. */
const hostingPeriod = "24m";

/** The event with the name the page shows for its line (ignored by the machine, read by the browser action). */
const labelled = <E extends BasketEvent>(event: E, label: string): E => ({ ...event, label });

/**
 * What a visitor can do in this snapshot, with the line names the page shows (`label`, ignored by the machine). Lines
 * are added only to a basket of at most one line, which bounds the graph while every kind of line still meets the
 * others it links to (hosting and a domain, email hosting and its backup).
 */
function visitorEvents(snapshot: Snapshot): BasketEvent[] {
  const { contents } = snapshot.context;
  const lines = lineCount(contents);
  const hosting = contents.orderDetail[0];
  const registered = contents.domains.find((domain) => !domain.ownDomain);
  const own = contents.domains.find((domain) => domain.ownDomain);
  const email = contents.domainAddons.find((addon) => addon.codename === "email-hosting");
  const backup = contents.emailTimelineBackups[0];
  const emailDomain = emailUpsellDomain(contents);
  const [online] = freeOnlineUpsells(snapshot.context.brandName, contents);
  if (contents.voucher) return [labelled({ type: "basket.voucher.remove" }, contents.voucher.code)];
  const events: BasketEvent[] = [];
  if (lines === 0) {
    events.push({ type: "basket.hosting.add", serviceplanId: personalHosting, period: hostingPeriod });
    events.push({ type: "basket.domain.add", result: searchResult(searchedDomain), action: "register" });
    events.push({ type: "basket.order.submit", order: orderQuery, voucher: "SAVE10" });
    events.push({ type: "basket.order.submit", order: "%%%", voucher: null });
    return events;
  }
  if (registered) {
    events.push({ type: "basket.domain.remove", fullDomain: registered.fullDomain });
    if (registered.free_register_id === null && lines === 1)
      events.push({ type: "basket.domain.period", fullDomain: registered.fullDomain, period: "2y" });
  }
  if (online && lines === 1) events.push({ type: "basket.online.add", name: online.replace(/\.online$/, "") });
  if (hosting) {
    const label = hosting.name;
    if (!own && lines === 1) events.push({ type: "basket.ownDomain.add", fullDomain: ownDomain });
    events.push(labelled({ type: "basket.hosting.remove", id: hosting.id }, label));
    if (lines === 1) events.push(labelled({ type: "basket.hosting.period", id: hosting.id, period: "36m" }, label));
    const linkTo = hosting.connectedDomain ? null : (contents.domains[0]?.fullDomain ?? null);
    if (hosting.connectedDomain || linkTo)
      events.push(labelled({ type: "basket.hosting.link", id: hosting.id, fullDomain: linkTo }, label));
    if (upgradableHostingLines(contents).includes(hosting.id) && lines === 1)
      events.push({ type: "basket.hosting.upgrade", id: hosting.id });
  }
  if (own) events.push({ type: "basket.domain.remove", fullDomain: own.fullDomain });
  if (emailDomain && !email && lines === 1)
    events.push({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: emailDomain });
  if (email) {
    const label = email.connectedDomain ? `${email.name} for ${email.connectedDomain}` : email.name;
    events.push(labelled({ type: "basket.addon.remove", id: email.id }, label));
    const linkTo = email.connectedDomain ? null : (contents.domains[0]?.fullDomain ?? null);
    if (email.connectedDomain || linkTo)
      events.push(labelled({ type: "basket.addon.link", id: email.id, fullDomain: linkTo }, email.name));
    if (!backup && email.connectedDomain)
      events.push(labelled({ type: "basket.backup.add", emailAddonId: email.id }, label));
  }
  if (backup) events.push(labelled({ type: "basket.backup.remove", id: backup.id }, backup.name));
  // The voucher field and another tab's change need only one basket: a single hosting line.
  if (hosting && lines === 1) {
    events.push({ type: "basket.voucher.apply", code: "SAVE10" });
    events.push({ type: "basket.voucher.apply", code: "  " });
    // Another tab of the brand empties the basket (the basket is stored once something was added).
    events.push({ type: "basket.storage.changed", raw: null });
  }
  if (toOrderItems(contents).length > 0 && contents.error === null && lines === 1)
    events.push({ type: "basket.checkout" });
  return events;
}

/**
 * The events a visitor and the brand API can cause, as the browser can reproduce them: visitor changes only while
 * nothing is being fetched (as in the machine test), so that the parallel regions are not multiplied together, and
 * only changes the pages offer for this basket (a visitor cannot remove a line that is not there).
 */
function events(snapshot: Snapshot): PathEvent[] {
  if (snapshot.hasTag("loading")) return [done("readStoredBasket", null)];
  // The catalogue's own failures and retries are its own model's (below); here it loads.
  if (snapshot.context.catalogue === null) return [catalogueLoaded];
  if (snapshot.hasTag("checkingVoucher"))
    return [done("checkVoucher", { voucher: save10 }), failed("checkVoucher", usedMax)];
  if (snapshot.matches({ ready: { checkout: "submitting" } }))
    return [done("submitBasket", { basketUuid: "b-1" }), failed("submitBasket", checkoutDown)];
  if (snapshot.matches({ ready: { order: "placing" } }))
    return [done("submitOrder", { basketUuid: "b-2" }), failed("submitOrder", orderRejected)];
  if (!snapshot.matches({ ready: { checkout: "idle", order: "idle" } })) return [];
  return visitorEvents(snapshot);
}

function lineCount(contents: BasketContents): number {
  return (
    contents.domains.length +
    contents.orderDetail.length +
    contents.domainAddons.length +
    contents.emailTimelineBackups.length
  );
}

/**
 * The basket as this brand's visitor sees it: the graph is built once (for UK2, the only brand with the free `.online`
 * offer), so on the other brands the offer's domain is never added.
 */
function visibleContents(snapshot: Snapshot, brandInfo: BrandDefinition): BasketContents {
  const { contents } = snapshot.context;
  if (freeOnlineOffer(brandInfo.brandName)) return contents;
  const offered = contents.domains.filter((domain) => domain.tld === "online" && domain.offer?.isFree);
  return { ...contents, domains: contents.domains.filter((domain) => !offered.includes(domain)) };
}

/** Per-test facts the brand API answers depend on (tests of a worker run one after another). */
const session = { catalogue: undefined as unknown, checkoutClicked: false };

const apiPath = (request: Request) => new URL(request.url()).pathname.replace(/^\/brand-api/, "");
const fromOrderPage = (request: Request) => request.frame().url().includes("order=");
const isVoucherPut = (request: Request) =>
  request.method() === "PUT" && /^\/basket\/[^/]+\/voucher$/.test(apiPath(request));
const isItemsPost = (request: Request) =>
  request.method() === "POST" && /^\/basket\/[^/]+\/item$/.test(apiPath(request));
/** The answer of a held request that the brand API gives itself, so that the checkout it opens finds a real basket. */
const serverAnswer = { answeredBy: "the brand API" };
/**
 * An error answer the app cannot read, carrying the error's body: Chromium logs every 4xx/5xx response as a console
 * error, which fails the test, so the path's failures arrive as unreadable 200 answers (the app treats them alike).
 */
const unreadable = (event: ModelEvent) => ({ status: 200, json: event.error?.body ?? {} });

function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}
const onBasketPage = ({ page, brandInfo }: DriverContext) => pathname(page) === brandInfo.routes.basket;
const onHostingPage = ({ page, brandInfo }: DriverContext) => pathname(page) === brandInfo.routes.hosting;
const onOrderPage = ({ page }: DriverContext) => page.url().includes("order=");
const leaving = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { checkout: "leaving" } }) || snapshot.matches({ ready: { order: "leaving" } });
const checkoutWithBasket = /\/order\/checkout\/\?basket=[0-9a-f-]{36}$/;

/** Follows an in-app link to the page (the same document, so the basket actor and its held requests stay). */
async function openInApp({ page, brandInfo }: DriverContext, path: string) {
  if (page.url().endsWith(path)) return;
  if (path === brandInfo.routes.basket) {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Basket/ })
      .click();
  } else {
    // Not every page links to every other one (a full basket has no hosting link); the router follows history.
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
  }
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
const hostingPlans = catalogue.serviceplans.filter((plan) => plan.type === "hosting");
const click = (context: DriverContext, name: string) => context.page.getByRole("button", { name, exact: true }).click();
const planName = (serviceplanId: number) =>
  catalogue.serviceplans.find((plan) => plan.serviceplan_id === serviceplanId)?.name ?? "";

describeBrowserModel({
  name: "basket",
  machine: basketMachine,
  input: { brandName: "UK2" },
  events,
  serializeState: (snapshot) => {
    const { contents } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      snapshot.context.catalogue !== null,
      contents.domains.map((domain) => domain.fullDomain),
      contents.orderDetail.map((line) => [line.codename, line.connectedDomain !== null]),
      contents.domainAddons.map((addon) => addon.connectedDomain !== null),
      contents.emailTimelineBackups.length,
      contents.voucher !== null,
    ]);
  },
  start: async (context) => {
    const { page, network } = context;
    session.catalogue = undefined;
    session.checkoutClicked = false;
    // The basket is read from storage as the page opens (empty here): that step has no request to answer.
    const answerHeld = network.answer.bind(network);
    network.answer = async (invokeId, respond) => {
      if (invokeId === "readStoredBasket") return;
      return answerHeld(invokeId, (route) => respond(serverMayAnswer(route)));
    };
    // The catalogue is the brand API's answer to the catalogue child here, as when the brand API is elsewhere.
    await serveWithoutPageCatalogue(page);
    // A page opened later (checkout, an order address) loads the catalogue the path already answered, at once.
    await page.route("**/brand-api/customer/current/serviceplan/available**", (route) =>
      session.catalogue === undefined ? route.fallback() : route.fulfill({ json: session.catalogue }),
    );
    await page.goto(context.brandInfo.routes.hosting);
    await appStarted(page);
  },
  visitorActions: {
    // Not a visitor's doing: the brand API answers the catalogue child's request, whose snapshot the basket keeps.
    [catalogueLoaded.type]: async ({ network }) => {
      session.catalogue = catalogue;
      await network.answer("loadCatalogue", (route) => route.fulfill({ json: catalogue }));
    },
    "basket.hosting.add": onHosting(async (context, event) => {
      await context.page.getByRole("radio", { name: describePeriod(event.period) }).check();
      await click(context, `Add ${planName(event.serviceplanId)} to basket`);
    }),
    "basket.domain.add": async (context, event) => {
      const fullDomain = `${event.result.name}.${event.result.tld}`;
      await openInApp(context, `${context.brandInfo.routes.searchResults}?domains=${fullDomain}`);
      const row = context.page
        .getByRole("list", { name: "Domain search results" })
        .getByRole("listitem")
        .filter({ hasText: fullDomain });
      await row.getByRole("button", { name: `Add ${fullDomain} to basket` }).click();
      await expect(row).toContainText("In basket");
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
      if (freeOnlineOffer(context.brandInfo.brandName)) await offer.click();
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
    "basket.checkout": onBasket(async (context) => {
      session.checkoutClicked = true;
      await click(context, "Continue to checkout");
    }),
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
  notDrivenInBrowser: {
    "basket.clear":
      "sent by the app actor once an order exists: the checkout journeys (checkout.spec.ts) check the emptied basket",
    "basket.page.error":
      "sent when a page fails to render, which a visitor cannot cause on purpose: machine tests cover it",
  },
  invokeRequests: {
    // Not a request: the stored basket is read as the page opens (see `start`).
    readStoredBasket: { matches: () => false, answer: () => ({ json: null }) },
    // The catalogue child's request, held until the path's `xstate.snapshot.catalogue` step answers it.
    loadCatalogue: {
      matches: (request) => apiPath(request) === catalogueApiPath,
      answer: (event) => ({ json: event.output }),
      failure: unreadable,
    },
    checkVoucher: {
      matches: (request) => isVoucherPut(request) && !fromOrderPage(request),
      answer: (event) => ({ json: event.output }),
      failure: unreadable,
    },
    submitBasket: {
      matches: (request) => session.checkoutClicked && isItemsPost(request) && !fromOrderPage(request),
      answer: () => ({ json: serverAnswer }),
      failure: unreadable,
    },
    submitOrder: {
      matches: (request) => isVoucherPut(request) && fromOrderPage(request),
      answer: () => ({ json: serverAnswer }),
      failure: unreadable,
    },
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
        for (const plan of hostingPlans)
          await expect(page.getByRole("heading", { level: 2, name: plan.name })).toBeVisible();
      }
      if (!onBasketPage(context)) return;
      await expect(page.locator(".basket-error")).toHaveText(contents.error ? basketErrorMessages[contents.error] : "");
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
      if (toOrderItems(contents).length > 0 && contents.error === null) await expect(button).toBeEnabled();
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

/** A held request that lets the brand API answer it when the path's answer is `serverAnswer`. */
function serverMayAnswer(route: Route): Route {
  return new Proxy(route, {
    get(target, property) {
      if (property === "fulfill")
        return (options: { json?: unknown }) =>
          options.json === serverAnswer ? target.continue() : target.fulfill(options);
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The catalogue child as the hosting page shows it: loading, the plans for the preferred billing period, or the
 * failure with its retry.
 */
describeBrowserModel({
  name: "catalogue",
  machine: catalogueMachine,
  input: { brandName: "UK2" },
  events: () => [done("loadCatalogue", catalogue), failed("loadCatalogue", catalogueDown), { type: "catalogue.retry" }],
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
      failure: unreadable,
    },
  },
  stateAssertions: {
    "catalogue.loading": async ({ page }) =>
      expect(page.getByRole("status").filter({ hasText: "Loading hosting plans…" })).toBeVisible(),
    "catalogue.loaded": async ({ page }) => {
      for (const plan of hostingPlans)
        await expect(page.getByRole("heading", { level: 2, name: plan.name })).toBeVisible();
      // Spec section 9: the page opens on the preferred 12 months, priced a month at a time.
      await expect(page.getByRole("radio", { name: "1 year" })).toBeChecked();
      const personal = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Personal Hosting" }) });
      await expect(personal.locator(".hosting-plan-price")).toContainText("£1.00 a month, £12.00 for 1 year");
    },
    "catalogue.failed": async ({ page }) => {
      const alert = page.getByRole("alert").filter({ hasText: "We could not load our hosting plans." });
      await expect(alert.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
  },
});
