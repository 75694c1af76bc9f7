import type { EventObject, SnapshotFrom } from "xstate";
import type { LookupResponse } from "../../../contract/domains";
import { simulatedCallError } from "../../../machines/checkout/call-errors";
import { type LookupEvent, lookupMachine } from "../../../machines/lookup/lookup.machine";
import { checkedCount, resultKey } from "../../../rules/lookup/results";
import { answer, entry, whInput } from "../../machines/support/lookup-fixtures";
import { appStarted } from "../support/app-started";
import { expect } from "../support/fixtures";
import { type DriverContext, describeBrowserModel, type ModelEvent } from "../support/model-driver";

type Snapshot = SnapshotFrom<typeof lookupMachine>;

const incomplete = answer(false, entry("name.com", "registrar_unavailable"), entry("name.net", "started"));
const complete = withTwoYearPrice(
  answer(true, entry("name.com", "registrar_available"), entry("name.net", "registrar_available")),
);

/** Offers name.com for two years as well, so its row has a period choice. */
function withTwoYearPrice(response: LookupResponse): LookupResponse {
  const lists = response.register?.price_lists ?? {};
  const [oneYear] = lists["register:com"] ?? [];
  if (!oneYear || !response.register) return response;
  const twoYears = { ...oneYear, period: "2y" as const, period_in_months: 24, new_price: 2398, renew_price: 3198 };
  return {
    ...response,
    register: { ...response.register, price_lists: { ...lists, "register:com": [oneYear, twoYears] } },
  };
}
const humanCheckRejection = simulatedCallError("hcaptcha_invalid", "The human check failed.", 422);

/** The events a visitor and the brand API can cause, as the browser can reproduce them (no stale answers: a
 * visitor cannot hold an old request back). */
function events(snapshot: Snapshot): EventObject[] {
  const counter = snapshot.context.currentDomainLookup.updatedCounter;
  const lookupAnswers = (id: "lookupRequest" | "lookupRetry") => [
    { type: `xstate.done.actor.${id}`, output: { requestName: "", response: { requireHCaptcha: true } } },
    { type: `xstate.done.actor.${id}`, output: { requestName: "", response: { error: "Registrar maintenance." } } },
    { type: `xstate.done.actor.${id}`, output: { requestName: "", response: complete } },
    { type: `xstate.done.actor.${id}`, output: { requestName: "", response: incomplete } },
    { type: `xstate.error.actor.${id}`, error: humanCheckRejection },
  ];
  const poll = (response: LookupResponse, updatedCounter = counter + 1) => ({
    type: "xstate.done.actor.lookupPoll",
    output: { requestName: "", response: { response, updatedCounter } },
  });
  return [
    { type: "lookup.submit", search: { kind: "single", query: "name", transfer: false } },
    { type: "lookup.submit", search: { kind: "single", query: "", transfer: false } },
    { type: "lookup.submit", search: { kind: "ai", query: "bakery in leeds", transfer: false } },
    { type: "lookup.ai.load", uuid: "8d3f0a52-1f0e-4c7a-9b55-3c1d2e4f5a60", transfer: false },
    { type: "lookup.humanCheck.start" },
    { type: "lookup.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" },
    { type: "lookup.humanCheck.failed" },
    ...periodChoices(snapshot),
    ...lookupAnswers("lookupRequest"),
    ...lookupAnswers("lookupRetry"),
    poll({ requireHCaptcha: true }),
    poll({ error: "Registrar maintenance." }),
    poll(complete),
    poll(incomplete, 6),
    poll(incomplete),
    { type: "xstate.done.actor.premiumCheck", output: { requestName: "", response: { domains: [] } } },
    {
      type: "xstate.done.actor.premiumCheck",
      output: { requestName: "", response: { domains: [{ domain: "name.com", price: 99_900 }] } },
    },
    { type: "xstate.done.actor.aiGenerate", output: { requestName: "", response: { requireHCaptcha: true } } },
    {
      type: "xstate.done.actor.aiGenerate",
      output: { requestName: "", response: { uuid: "u", prompt: "bakery in leeds", domains: ["name.com"] } },
    },
    { type: "xstate.done.actor.aiGenerate", output: { requestName: "", response: { domains: [] } } },
    { type: "xstate.error.actor.aiGenerate", error: humanCheckRejection },
    { type: "xstate.done.actor.aiLoad", output: { uuid: "u", prompt: "bakery in leeds", domains: ["name.com"] } },
  ].map((event) => withPendingRequest(snapshot, event));
}

/** A visitor can choose a period only where a result row offers more than one. */
function periodChoices(snapshot: Snapshot): EventObject[] {
  const offered = snapshot.context.currentDomainLookup.results.some(
    (result) => resultKey(result) === "name.com" && result.prices.length > 1,
  );
  return offered ? [{ type: "lookup.period.select", domain: "name.com", period: "2y" } as EventObject] : [];
}

/** Answers belong to the request in flight (the real actor tags them itself; the graph needs the same tag). */
function withPendingRequest(snapshot: Snapshot, event: EventObject): EventObject {
  const output = (event as { output?: { requestName?: string } }).output;
  if (output?.requestName === undefined) return event;
  return { ...event, output: { ...output, requestName: snapshot.context.pendingRequestName ?? "" } } as EventObject;
}

const body = (request: { postDataJSON(): unknown }) => (request.postDataJSON() ?? {}) as Record<string, unknown>;
const path = (request: { url(): string }) => new URL(request.url()).pathname;
const responseOf = (event: ModelEvent) => ({ json: event.output.response });

const progress = ({ page }: DriverContext) => page.getByRole("status").filter({ hasText: /\S/ }).first();
/** "12 of 21 checked": the progress line, and the bar's value beside it. */
async function checkingProgress(context: DriverContext, snapshot: Snapshot) {
  const { results } = snapshot.context.currentDomainLookup;
  const text = `${checkedCount(results)} of ${results.length} checked`;
  await expect(progress(context)).toHaveText(text);
  const bar = context.page.getByRole("progressbar", { name: "Names checked" });
  await expect(bar).toHaveAttribute("aria-valuetext", text);
  await expect(bar).toHaveAttribute("value", String(checkedCount(results)));
  await expect(bar).toHaveAttribute("max", String(results.length));
}
/** A result as the page shows it: the name searched for as its own card, any other name as a row of the list. */
const resultRow = ({ page }: DriverContext, domain: string) =>
  page
    .getByRole("article", { name: `Your search: ${domain}` })
    .or(page.getByRole("list", { name: "Domain search results" }).getByRole("listitem").filter({ hasText: domain }));
const alert = ({ page }: DriverContext) => page.locator(".domain-search-error[role=alert]");
const resultsPage = async ({ page }: DriverContext) =>
  expect(page.getByRole("heading", { level: 1, name: "Domain search results" })).toBeVisible();

async function submit({ page }: DriverContext, event: ModelEvent) {
  const { search } = event as Extract<LookupEvent, { type: "lookup.submit" }>;
  const form = page.getByRole("search", { name: "Domain search" });
  await appStarted(page);
  const mode = { single: "One name", bulk: "Several names", ai: "Ask AI for ideas" }[search.kind];
  await form.getByRole("radio", { name: mode }).check();
  const box = form.getByRole("textbox");
  await box.fill(search.query);
  await form.getByRole("button", { name: search.kind === "ai" ? "Suggest names" : "Search" }).click();
}

describeBrowserModel({
  name: "lookup",
  machine: lookupMachine,
  input: whInput,
  events: events as never,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.search?.kind ?? null, c.aiResults !== null, c.premiumQueue.length > 0]);
  },
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
    lookupPoll: { matches: (r) => path(r).endsWith("/domain/lookup") && "counter" in body(r), answer: responseOf },
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
    "lookup.searching.request": resultsPage,
    "lookup.searching.request.generatingAi": async (context) =>
      expect(progress(context)).toHaveText("Finding name ideas…"),
    "lookup.searching.request.loadingAi": async (context) =>
      expect(progress(context)).toHaveText("Finding name ideas…"),
    "lookup.searching.request.requesting": async (context) => expect(progress(context)).toHaveText("Searching…"),
    "lookup.searching.request.retryingWithToken": async (context) => expect(progress(context)).toHaveText("Searching…"),
    "lookup.searching.request.humanCheckRequired": async ({ page }, snapshot) => {
      await expect(page.getByRole("heading", { name: "Please confirm you are human" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Start the human check" })).toBeVisible();
      if (snapshot.context.humanCheckError)
        await expect(page.locator(".human-check-error")).toHaveText(snapshot.context.humanCheckError);
    },
    "lookup.searching.request.solvingHumanCheck": async ({ page }) =>
      expect(page.getByRole("button", { name: "I am a human" })).toBeVisible(),
    "lookup.searching.request.waitingToPoll": checkingProgress,
    "lookup.searching.request.polling": checkingProgress,
    "lookup.searching.request.complete": async (context, snapshot) => {
      const { results } = snapshot.context.currentDomainLookup;
      await expect(progress(context)).toHaveText(
        `Search finished: ${results.length} ${results.length === 1 ? "result" : "results"}.`,
      );
      for (const result of results) await expect(resultRow(context, resultKey(result))).toBeVisible();
    },
    "lookup.searching.request.suspended": async (context) =>
      expect(progress(context)).toContainText("names we could not check show as unavailable"),
    "lookup.searching.request.failed": async (context, snapshot) =>
      expect(alert(context)).toHaveText(snapshot.context.apiError ?? ""),
    "lookup.searching.premium": resultsPage,
    "lookup.searching.premium.waiting": async (context, snapshot) => {
      for (const premium of snapshot.context.premiumResults)
        await expect(resultRow(context, resultKey(premium))).toContainText("Premium domain");
    },
    "lookup.searching.premium.checking": async (context, snapshot) => {
      const [check] = snapshot.context.premiumQueue;
      if (check) await expect(resultRow(context, resultKey(check))).toContainText("Taken");
    },
  },
});
