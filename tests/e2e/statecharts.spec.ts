import { readFileSync } from "node:fs";
import path from "node:path";
import { formatReplay, replayPassed, replayRecording } from "../../scripts/replay-recording";
import { readPathFile } from "../../workbench/recording/path-file";
import { fixturesModel } from "../../workbench/simulate/simulation-models";
import { checkoutThroughADeclinedCard } from "../fixtures/simulated-checkout";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("the statechart viewer follows a search made in another tab of the browser", async ({
  page,
  context,
  brandInfo,
}) => {
  await page.goto("/statecharts");
  await expect(page.getByRole("heading", { level: 1, name: "Statechart workbench" })).toBeVisible();
  await page.getByRole("button", { name: "Follow the storefront" }).click();
  await expect(page.getByRole("status")).toContainText("No storefront tab is open yet.");

  const shop = await context.newPage();
  await shop.goto("/");
  await expect(shop.getByRole("link", { name: "Statechart viewer (opens in a new tab)" })).toHaveAttribute(
    "href",
    "/statecharts",
  );
  await expect(page.getByRole("status")).toContainText("Following the storefront tab at /");
  await expect(page.getByRole("region", { name: "basket" })).toBeVisible();
  // The home page only opens the search results page: the lookup starts there, when that page first needs it.
  const lookup = page.getByRole("region", { name: "lookup" });
  await expect(lookup).toHaveCount(0);
  await shop.goto(brandInfo.routes.searchResults);
  await expect(lookup.locator(".active-states")).toHaveText("Active: idle");
  // The committed diagrams (docs/statecharts/lookup*.svg) outline the active states.
  const outlined = lookup.locator("[data-state-id].is-active-state");
  await expect(lookup.locator('[data-state-id="lookup.idle"]')).toHaveClass(/is-active-state/);
  const events = page.getByRole("list", { name: "Events, newest first" }).getByRole("listitem");
  const before = await events.count();

  await shop.getByRole("textbox", { name: "Domain name" }).fill("viewer-check.com");
  await shop.getByRole("button", { name: "Search" }).click();

  await expect(lookup.locator(".active-states")).toContainText("searching");
  await expect(lookup.locator('[data-state-id="lookup.idle"]')).not.toHaveClass(/is-active-state/);
  await expect(outlined.and(lookup.locator('[data-state-id="lookup.searching"]'))).toHaveCount(1);
  // Named as the diagrams' arrows name them, never by the code's event types.
  await expect(events.filter({ hasText: "lookup: visitor changed the search" })).toHaveCount(1);
  await expect(events.filter({ hasText: /lookup\.submit|xstate\./ })).toHaveCount(0);
  await expect.poll(() => events.count()).toBeGreaterThan(before);
  const submit = events.filter({ hasText: "visitor changed the search" });
  await submit.getByText("Payload").click();
  await expect(submit).toContainText("viewer-check.com");
  await expect(page.getByRole("status")).toContainText(
    `Following the storefront tab at ${brandInfo.routes.searchResults}`,
  );
});

test("the statechart viewer fits 1280 px and passes axe with a storefront tab open", async ({
  page,
  context,
  brandInfo,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/statecharts");
  await page.getByRole("button", { name: "Follow the storefront" }).click();
  const shop = await context.newPage();
  await shop.goto(brandInfo.routes.searchResults);
  await expect(page.getByRole("region", { name: "lookup" })).toBeVisible();
  await page.getByText("Context of lookup").click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the viewer is wider than 1280 px").toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, "screenshots", "statecharts-1280.png"),
    fullPage: true,
  });
});

test("a product owner finds the lookup's poll limit in the workbench alone, simulates it to suspended and sees the human-check loop, then checkout through a declined card", async ({
  page,
}) => {
  test.slow(); // About forty clicks, each re-rendering the diagram's outlines.
  await page.goto("/statecharts");
  await expect(page.getByRole("heading", { level: 1, name: "Statechart workbench" })).toBeVisible();
  // A page of its own: none of the store's header, footer or cookie banner.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByLabel("Workflow").selectOption("lookup");

  // Explore: the request's diagram shows its polls as one box with their limit; the polls' own diagram, fitted, the
  // polling state's arrows in business words.
  await page.getByRole("button", { name: "lookup: inside searching › request", exact: true }).click();
  await expect(page.locator(".zoom-canvas")).toContainText("polls ▸");
  await expect(page.locator(".zoom-canvas")).toContainText("6 polls done, names");
  await page.getByRole("button", { name: "lookup: inside searching › request › polls" }).click();
  await page.getByRole("button", { name: "Fit" }).click();
  await page.locator('[data-state-id="lookup.searching.request.polling"]').click();
  const details = page.getByRole("complementary");
  await expect(details.getByRole("heading", { level: 2, name: "polling" })).toBeVisible();
  await expect(details.getByRole("list", { name: "What can happen here" })).toContainText(
    "6 polls done, names still open → searching › request › suspended",
  );
  await expect(
    details.getByRole("list", { name: "QA paths through this state" }).getByRole("listitem"),
  ).not.toHaveCount(0);
  await page.locator('[data-state-id="lookup.searching.request.waitingToPoll"]').click();
  await expect(details).toContainText("at most 6 polls");

  // Simulate it: a search, an answer with more to check, then five polls with more to check and a sixth.
  await page.getByRole("button", { name: "Simulate", exact: true }).click();
  const now = details.getByRole("status");
  await expect(now).toHaveText("Now in: idle");
  await details.getByRole("button", { name: "visitor changed the search" }).click();
  await details.getByRole("button", { name: "answer arrived, more to check" }).click();
  for (let poll = 1; poll <= 5; poll++) {
    await details.getByRole("button", { name: "Fire the timer: after 2.5 s" }).click();
    await expect(now).toContainText("searching › request › polling");
    await expect(details.getByRole("button", { name: "6 polls done, names still open" })).toHaveCount(0);
    await details.getByRole("button", { name: "answer arrived, more to check" }).click();
  }
  await details.getByRole("button", { name: "Fire the timer: after 2.5 s" }).click();
  await expect(details.getByRole("button", { name: "answer arrived, more to check" })).toHaveCount(0);
  await details.getByRole("button", { name: "6 polls done, names still open" }).click();
  await expect(now).toContainText("searching › request › suspended");
  await expect(page.locator('[data-state-id="lookup.searching.request.suspended"]')).toHaveClass(/is-active-state/);
  // Why: the earlier arrows' conditions did not hold; the poll limit's did.
  const last = details.getByRole("list", { name: "Steps taken" }).locator(":scope > li").last();
  await last.getByText("Why this arrow").click();
  await expect(last).toContainText("“every name has its outcome”: condition not met");
  await expect(last).toContainText("“6 polls done, names still open”: taken");
  await expect(last).toContainText("“answer arrived, more to check”: not checked");
  // Saved as a recording, the simulation replays green against the machines, as a visit would.
  const saving = page.waitForEvent("download");
  await details.getByRole("button", { name: "Save as recording" }).click();
  const saved = readPathFile(readFileSync(await (await saving).path(), "utf8"));
  if ("problem" in saved) throw new Error(saved.problem);
  const replayed = await replayRecording(saved.file, fixturesModel);
  expect(replayPassed(replayed), formatReplay(replayed)).toBe(true);
  expect(saved.file.actors[0].steps).toHaveLength(14);

  // The human-check loop: asked for, started, failed (back to asked), started again and passed.
  await details.getByRole("button", { name: "Start again" }).click();
  await expect(now).toHaveText("Now in: idle");
  await details.getByRole("button", { name: "visitor changed the search" }).click();
  await details.getByRole("button", { name: "registrar wants a human check" }).click();
  await expect(now).toContainText("searching › request › human check required");
  // The diagram follows: the human check's own diagram (or the phase of it that draws it), its first state outlined.
  await expect(
    page.getByRole("button", { name: /^lookup: inside searching › request › human check/, pressed: true }),
  ).toBeVisible();
  await expect(page.locator('[data-state-id="lookup.searching.request.humanCheckRequired"]')).toHaveClass(
    /is-active-state/,
  );
  await details.getByRole("button", { name: "visitor starts the human check" }).click();
  await expect(now).toContainText("searching › request › solving human check");
  await details.getByRole("button", { name: "human check failed" }).click();
  await expect(now).toContainText("searching › request › human check required");
  await details.getByRole("button", { name: "visitor starts the human check" }).click();
  await details.getByRole("button", { name: "human check passed", exact: true }).click();
  await expect(now).toContainText("searching › request › retrying with token");

  // Checkout by its choices' names alone (Simulate stays on): a declined card, then paid on the card page.
  await page.getByLabel("Workflow").selectOption("checkout");
  for (const name of checkoutThroughADeclinedCard) await details.getByRole("button", { name, exact: true }).click();
  await expect(now).toHaveText("Now in: order placed");
  // Each simulation keeps its place while another workflow is looked at.
  await page.getByLabel("Workflow").selectOption("lookup");
  await expect(now).toContainText("searching › request › retrying with token");
  await page.getByLabel("Workflow").selectOption("checkout");
  await expect(now).toHaveText("Now in: order placed");
});

test("a visit the viewer records (search, add, checkout) exports and replays green against the machines", async ({
  page,
  context,
}) => {
  await page.goto("/statecharts");
  await page.getByRole("button", { name: "Follow the storefront" }).click();
  const shop = await context.newPage();
  await shop.goto("/");
  await shop
    .getByRole("search", { name: "Domain search" })
    .getByRole("textbox", { name: "Domain name" })
    .fill("recordme");
  await shop.keyboard.press("Enter");
  await shop.getByRole("button", { name: "Add recordme.com to basket" }).click();
  await shop.getByRole("link", { name: "View basket" }).click();
  await shop.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(shop).toHaveURL(/\/order\/checkout\/\?basket=/);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export recording" }).click();
  const read = readPathFile(readFileSync(await (await downloading).path(), "utf8"));
  if ("problem" in read) throw new Error(read.problem);
  const recorded = read.file.actors.flatMap((actor) => actor.steps.map((step) => `${actor.name}: ${step.event.type}`));
  expect(recorded).toEqual(
    expect.arrayContaining(["lookup: lookup.submit", "basket: basket.domain.add", "basket: basket.checkout"]),
  );
  const replays = await replayRecording(read.file, fixturesModel);
  expect(formatReplay(replays)).toContain("every state as recorded, the oracles found nothing");
});

/** What a product owner should never have to read: machine ids in camelCase, dotted state ids, file paths, raw JSON. */
const codeWords = [/\b[a-z]+[A-Z][A-Za-z]*\b/g, /\b\w+\.\w+\.\w+\b/g, /\btests\/|\.tsx?\b/g, /[{[]"\w+":/g];

test("the workbench's words name no code identifiers, in every workflow, explored and simulated", async ({ page }) => {
  test.slow(); // Every workflow twice.
  await page.goto("/statecharts");
  const workflows = await page.getByLabel("Workflow").locator("option").allInnerTexts();
  const found: string[] = [];
  for (const mode of ["Explore", "Simulate"]) {
    await page.getByRole("button", { name: mode, exact: true }).click();
    for (const workflow of workflows) {
      await page.getByLabel("Workflow").selectOption({ label: workflow });
      await expect(page.getByRole("figure").first()).toContainText(workflow);
      await expect(page.locator(".zoom-canvas svg").first()).toBeVisible();
      // biome-ignore lint/performance/useDomNodeTextContent: the words as shown, not those of hidden templates.
      const text = await page.getByRole("main").innerText();
      for (const pattern of codeWords)
        for (const match of text.match(pattern) ?? []) found.push(`${mode} ${workflow}: ${match}`);
    }
  }
  expect([...new Set(found)]).toEqual([]);
});
