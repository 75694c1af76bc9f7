import type { Route } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import type { LookupEvent, lookupMachine } from "../../../machines/lookup/lookup.machine";
import { answer, entry } from "../../machines/lookup/lookup.fixtures";
import { isFinal } from "../../machines/lookup/lookup.oracle";
import { appStarted } from "../support/app-started";
import { expect, test } from "../support/fixtures";
import {
  type DriverContext,
  defaultFailure,
  describeBrowserModel,
  HeldRequests,
  type ModelEvent,
} from "../support/model-driver";
import { lookupPathModel } from "../support/models/lookup";

type Snapshot = SnapshotFrom<typeof lookupMachine>;

const body = (request: { postDataJSON(): unknown }) => (request.postDataJSON() ?? {}) as Record<string, unknown>;
const path = (request: { url(): string }) => new URL(request.url()).pathname;
const responseOf = (event: ModelEvent) => ({ json: event.output.response });

const progress = ({ page }: DriverContext) => page.getByRole("status").filter({ hasText: /\S/ }).first();
/** "12 of 21 checked": the progress line, and the bar's value beside it. */
async function checkingProgress(context: DriverContext, snapshot: Snapshot) {
  const { results } = snapshot.context.currentDomainLookup;
  // Checked: a final outcome, as the spec's section 4 lists them (the lookup oracle's words, not rules/).
  const checked = results.filter((result) => isFinal(result.status)).length;
  const text = `${checked} of ${results.length} checked`;
  await expect(progress(context)).toHaveText(text);
  const bar = context.page.getByRole("progressbar", { name: "Names checked" });
  await expect(bar).toHaveAttribute("aria-valuetext", text);
  await expect(bar).toHaveAttribute("value", String(checked));
  await expect(bar).toHaveAttribute("max", String(results.length));
}
/** A result's full name, as the page shows it. */
const nameOf = (result: { name: string; tld: string }) => `${result.name}.${result.tld}`;
/**
 * A result as the page shows it: the name searched for as its own card, any other name as a row of the list. By the
 * exact name: `recordvisit.co` is also the start of `recordvisit.com`.
 */
const resultRow = ({ page }: DriverContext, domain: string) =>
  page.getByRole("article", { name: `Your search: ${domain}`, exact: true }).or(
    page
      .getByRole("list", { name: "Domain search results" })
      .getByRole("listitem")
      .filter({ has: page.getByText(domain, { exact: true }) }),
  );
const alert = ({ page }: DriverContext) => page.locator(".domain-search-error[role=alert]");
const resultsPage = async ({ page }: DriverContext) =>
  expect(page.getByRole("heading", { level: 1, name: "Domain search results" })).toBeVisible();

const searchForm = ({ page }: DriverContext) => page.getByRole("search", { name: "Domain search" });

async function submit(context: DriverContext, event: ModelEvent) {
  const { search } = event as Extract<LookupEvent, { type: "lookup.submit" }>;
  const form = searchForm(context);
  await appStarted(context.page);
  const mode = { single: "One name", bulk: "Several names", ai: "Ask AI for ideas" }[search.kind];
  await form.getByRole("radio", { name: mode }).check();
  const box = form.getByRole("textbox");
  await box.fill(search.query);
  await form.getByRole("button", { name: search.kind === "ai" ? "Suggest names" : "Search" }).click();
}

describeBrowserModel({
  ...lookupPathModel,
  start: async ({ page, brandInfo }) => {
    await page.goto(brandInfo.routes.searchResults);
  },
  visitorActions: {
    "lookup.submit": submit,
    "lookup.ai.load": async ({ page, brandInfo }, event) => {
      // A visitor opens a shared link to stored AI suggestions.
      await page.goto(`${brandInfo.routes.searchResults}?ai_uuid=${event.uuid}`);
    },
    "lookup.humanCheck.start": async ({ page }) => page.getByRole("button", { name: "Start the human check" }).click(),
    "lookup.humanCheck.solved": async ({ page }) => page.getByRole("button", { name: "I am a human" }).click(),
    "lookup.humanCheck.failed": async ({ page }) =>
      page.getByRole("button", { name: "I could not complete the check" }).click(),
    "lookup.period.select": async ({ page }, event) => {
      await page.getByLabel(`Registration period for ${event.domain}`).selectOption(event.period);
    },
  },
  invokeRequests: {
    lookupRequest: {
      matches: (r) => path(r).endsWith("/domain/lookup") && !("counter" in body(r)) && !body(r).hcaptcha_token,
      answer: responseOf,
    },
    lookupRetry: {
      matches: (r) => path(r).endsWith("/domain/lookup") && !("counter" in body(r)) && !!body(r).hcaptcha_token,
      answer: responseOf,
    },
    lookupPoll: {
      matches: (r) => path(r).endsWith("/domain/lookup") && "counter" in body(r),
      answer: responseOf,
      // A poll that fails for no stated reason is one the registrar never answers: the app's time limit ends it.
      failure: (event) => (event.error?.status ? defaultFailure(event) : "timeout"),
    },
    premiumCheck: { matches: (r) => path(r).endsWith("/customers/domain/premium"), answer: responseOf },
    aiGenerate: {
      matches: (r) => r.method() === "POST" && path(r).endsWith("/domain/ai/generator"),
      answer: responseOf,
    },
    aiLoad: {
      matches: (r) => r.method() === "GET" && path(r).includes("/domain/ai/generator/"),
      answer: (event) => ({ json: event.output }),
    },
  },
  stateAssertions: {
    "lookup.idle": async (context) => {
      await resultsPage(context);
      await expect(context.page.getByRole("list", { name: "Domain search results" })).toHaveCount(0);
    },
    "lookup.invalid": async (context, snapshot) => {
      await expect(alert(context)).toHaveText(snapshot.context.inputError ?? "");
    },
    "lookup.searching": resultsPage,
    // The lookup's own region: the search form stays above its outcome, to search again.
    "lookup.searching.request": async (context) => expect(searchForm(context)).toBeVisible(),
    "lookup.searching.request.generatingAi": async (context) => {
      await expect(progress(context)).toHaveText("Finding name ideas…");
      // Asked in the search form, which stays in its AI mode.
      await expect(searchForm(context).getByRole("radio", { name: "Ask AI for ideas" })).toBeChecked();
    },
    "lookup.searching.request.loadingAi": async (context, snapshot) => {
      await expect(progress(context)).toHaveText("Finding name ideas…");
      // Opened from a shared link, which the address still shows.
      await expect(context.page).toHaveURL(new RegExp(`ai_uuid=${snapshot.context.aiUuid}`));
    },
    "lookup.searching.request.requesting": async (context) => {
      await expect(progress(context)).toHaveText("Searching…");
      await expect(context.page.getByRole("list", { name: "Domain search results" })).toHaveCount(0);
    },
    "lookup.searching.request.retryingWithToken": async (context) => {
      await expect(progress(context)).toHaveText("Searching…");
      // The human check is done: its panel is gone while the search is sent again.
      await expect(context.page.getByRole("heading", { name: "Please confirm you are human" })).toHaveCount(0);
    },
    "lookup.searching.request.humanCheckRequired": async ({ page }, snapshot) => {
      await expect(page.getByRole("heading", { name: "Please confirm you are human" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Start the human check" })).toBeVisible();
      if (snapshot.context.humanCheckError)
        await expect(page.locator(".human-check-error")).toHaveText(snapshot.context.humanCheckError);
    },
    "lookup.searching.request.solvingHumanCheck": async ({ page }) =>
      expect(page.getByRole("button", { name: "I am a human" })).toBeVisible(),
    "lookup.searching.request.waitingToPoll": checkingProgress,
    "lookup.searching.request.polling": async (context, snapshot) => {
      await checkingProgress(context, snapshot);
      // The names already checked stay listed while the registrar is asked about the rest.
      for (const result of snapshot.context.currentDomainLookup.results)
        await expect(resultRow(context, nameOf(result))).toBeVisible();
    },
    "lookup.searching.request.complete": async (context, snapshot) => {
      const { results } = snapshot.context.currentDomainLookup;
      await expect(progress(context)).toHaveText(
        `Search finished: ${results.length} ${results.length === 1 ? "result" : "results"}.`,
      );
      for (const result of results) await expect(resultRow(context, nameOf(result))).toBeVisible();
    },
    "lookup.searching.request.suspended": async (context) =>
      expect(progress(context)).toContainText("names we could not check show as unavailable"),
    "lookup.searching.request.failed": async (context, snapshot) =>
      expect(alert(context)).toHaveText(snapshot.context.apiError ?? ""),
    "lookup.searching.premium": resultsPage,
    "lookup.searching.premium.waiting": async (context, snapshot) => {
      for (const premium of snapshot.context.premiumResults)
        await expect(resultRow(context, nameOf(premium))).toContainText("Premium domain");
    },
    "lookup.searching.premium.checking": async (context, snapshot) => {
      const [check] = snapshot.context.premiumQueue;
      if (check) await expect(resultRow(context, nameOf(check))).toContainText("Taken");
    },
  },
});

/**
 * Spec section 4: an old search's results never show. Its brand API answer is held, a new search is made, then the old
 * answer is sent: the app has cancelled that request (a new search stops the lookup's requests), so nothing of it
 * shows. The machine tests do the same for every request (tests/machines/lookup/lookup.test.ts).
 */
test("an old search's answer, sent after a new search, never shows", async ({ page, brandInfo }) => {
  const held: Route[] = [];
  await page.route("**/brand-api/**/domain/lookup", async (route) => {
    if ((body(route.request()).domain_stems as string[] | undefined)?.[0] === "oldsearch") return void held.push(route);
    return route.fulfill({ json: answer(true, entry("newsearch.com", "registrar_available")) });
  });
  const context: DriverContext = { page, brandInfo, network: new HeldRequests({}, []) };
  await page.goto(brandInfo.routes.searchResults);
  await submit(context, { type: "lookup.submit", search: { kind: "single", query: "oldsearch", transfer: false } });
  await expect.poll(() => held.length).toBe(1);
  await submit(context, { type: "lookup.submit", search: { kind: "single", query: "newsearch", transfer: false } });
  await expect(resultRow(context, "newsearch.com")).toBeVisible();
  const [old] = held;
  const oldAnswer = answer(
    true,
    entry("oldsearch.com", "registrar_available"),
    entry("oldsearch.net", "registrar_available"),
  );
  // Fulfilling a request the page aborted fails: the cancellation the spec asks for.
  const delivered = await old.fulfill({ json: oldAnswer }).then(
    () => true,
    () => false,
  );
  // Whatever the network did with it, the page has had its chance to show it by its next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(page.getByText("oldsearch", { exact: false })).toHaveCount(0);
  await expect(progress(context)).toHaveText("Search finished: 1 result.");
  test.info().annotations.push({ type: "old request", description: delivered ? "answered, ignored" : "cancelled" });
});
