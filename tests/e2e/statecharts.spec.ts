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
  // One workflow in play shown at a time, chosen from those running.
  const inPlay = page.getByRole("group", { name: "Workflows in play" });
  await inPlay.getByRole("button", { name: "catalogue", exact: true }).click();
  await expect(page.getByRole("region", { name: "catalogue" })).toBeVisible();
  await expect(page.locator(".actor-panel")).toHaveCount(1);
  // Nothing was added and this browser keeps no basket: the basket starts when first used.
  await expect(inPlay.getByRole("button", { name: "basket", exact: true })).toHaveCount(0);
  // The home page only opens the search results page: the lookup starts there, when that page first needs it.
  const lookup = page.getByRole("region", { name: "lookup" });
  await expect(inPlay.getByRole("button", { name: "lookup", exact: true })).toHaveCount(0);
  await shop.goto(brandInfo.routes.searchResults);
  await inPlay.getByRole("button", { name: "lookup", exact: true }).click();
  await expect(lookup.locator(".active-states")).toHaveText("Now in: idle");
  await expect(lookup.getByRole("table", { name: "What lookup holds" })).toBeVisible();
  // The committed diagrams (docs/statecharts/lookup*.svg) outline the active states.
  const outlined = lookup.locator("[data-state-id].is-active-state");
  await expect(lookup.locator('[data-state-id="lookup.idle"]')).toHaveClass(/is-active-state/);
  const events = page.getByRole("list", { name: "Events, newest first" }).getByRole("listitem");
  const before = await events.count();

  await shop.getByRole("textbox", { name: "Domain name" }).fill("viewer-check.com");
  await shop.getByRole("button", { name: "Search" }).click();

  await expect(lookup.locator(".active-states")).toContainText("searching");
  // The diagram shown follows the innermost active state; the overview is one choice away.
  await lookup.getByLabel("Diagram").selectOption({ label: "overview" });
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
  await page
    .getByRole("group", { name: "Workflows in play" })
    .getByRole("button", { name: "lookup", exact: true })
    .click();
  const lookup = page.getByRole("region", { name: "lookup" });
  // The workflow chosen is the page's first view: its diagram whole within the window, its state and context beside.
  const diagram = await lookup.locator(".live-diagram-svg svg").boundingBox();
  expect(diagram && diagram.y + diagram.height, "the lookup's diagram ends below the window").toBeLessThanOrEqual(800);
  await expect(lookup.getByRole("table", { name: "What lookup holds" })).toBeInViewport();
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
  // The limit is in the box's words: an arrow between two boxes that open has its words in their own diagrams.
  await expect(page.locator(".zoom-canvas")).toContainText("most 6 polls");
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
  // Each poll's timer and answer say which poll they are.
  const steps = details.getByRole("list", { name: "Steps taken" }).locator(":scope > li");
  for (let poll = 1; poll <= 5; poll++) {
    await details.getByRole("button", { name: `Fire the timer: after 2.5 s: poll ${poll} of 6`, exact: true }).click();
    await expect(now).toContainText("searching › request › polling");
    await expect(details.getByRole("button", { name: "6 polls done, names still open" })).toHaveCount(0);
    await details
      .getByRole("button", { name: `answer arrived, more to check: poll ${poll} of 6`, exact: true })
      .click();
  }
  // Why the third poll's answer did not suspend the lookup: its condition, with the values that decided it.
  const third = steps.nth(7);
  await third.getByText("Why this arrow").click();
  await expect(third).toContainText("“6 polls done, names still open”: condition not met — 3 of 6 polls done");
  await details.getByRole("button", { name: "Fire the timer: after 2.5 s: poll 6 of 6", exact: true }).click();
  await expect(details.getByRole("button", { name: "answer arrived, more to check" })).toHaveCount(0);
  await details.getByRole("button", { name: "6 polls done, names still open: poll 6 of 6", exact: true }).click();
  await expect(now).toContainText("searching › request › suspended");
  await expect(page.locator('[data-state-id="lookup.searching.request.suspended"]')).toHaveClass(/is-active-state/);
  // Why: the earlier arrows' conditions did not hold; the poll limit's did.
  const last = steps.last();
  await last.getByText("Why this arrow").click();
  await expect(last).toContainText("“every name has its outcome”: condition not met — registrar says complete: no");
  await expect(last).toContainText("“6 polls done, names still open”: taken — 6 of 6 polls done");
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

test("a copied link to a simulation step reopens the same step, its steps taken and its choices", async ({
  page,
  context,
}) => {
  await page.goto("/statecharts");
  await page.getByLabel("Workflow").selectOption("lookup");
  await page.getByRole("button", { name: "Simulate", exact: true }).click();
  const details = page.getByRole("complementary");
  await details.getByRole("button", { name: "visitor changed the search" }).click();
  await details.getByRole("button", { name: "answer arrived, more to check" }).click();
  await details.getByRole("button", { name: "Fire the timer: after 2.5 s: poll 1 of 6", exact: true }).click();
  await expect(details.getByRole("status")).toContainText("searching › request › polling");
  await expect(page).toHaveURL(/[?&]steps=lookup%3A\d+\.\d+\.\d+$/);
  const taken = await details
    .getByRole("list", { name: "Steps taken" })
    .locator(":scope > li > strong")
    .allInnerTexts();

  const colleague = await context.newPage();
  await colleague.goto(page.url());
  const theirs = colleague.getByRole("complementary");
  await expect(colleague.getByRole("button", { name: "Simulate", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(colleague.getByLabel("Workflow")).toHaveValue("lookup");
  await expect(theirs.getByRole("status")).toHaveText(
    "Now in: searching › request › polling, searching › premium › checking",
  );
  const steps = theirs.getByRole("list", { name: "Steps taken" }).locator(":scope > li > strong");
  await expect(steps).toHaveText(taken);
  await expect(
    theirs.getByRole("button", { name: "answer arrived, more to check: poll 1 of 6", exact: true }),
  ).toBeVisible();
  // A step back is in the address too; another workflow's simulation takes its place there.
  await theirs.getByRole("button", { name: "Step back" }).click();
  await expect(colleague).toHaveURL(/[?&]steps=lookup%3A\d+\.\d+$/);
  await colleague.getByLabel("Workflow").selectOption("checkout");
  await expect(colleague).toHaveURL(/[?&]steps=checkout$/);
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

test("the workbench's words name no code identifiers, in every workflow, explored, simulated and followed", async ({
  page,
  context,
  brandInfo,
}) => {
  test.slow(); // Every workflow twice, then every workflow in play.
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
  // Followed: every workflow in play of a storefront tab that searched, its state, context and events.
  await page.getByRole("button", { name: "Follow the storefront", exact: true }).click();
  const shop = await context.newPage();
  await shop.goto(brandInfo.routes.searchResults);
  await shop.getByRole("textbox", { name: "Domain name" }).fill("words-check.com");
  await shop.getByRole("button", { name: "Search" }).click();
  const inPlay = page.getByRole("group", { name: "Workflows in play" }).getByRole("button");
  await expect(inPlay.filter({ hasText: /^lookup$/ })).toHaveCount(1);
  const followed = await inPlay.allInnerTexts();
  for (const workflow of followed) {
    await inPlay.filter({ hasText: new RegExp(`^${workflow}$`) }).click();
    await expect(page.locator(".actor-panel h2")).toContainText(workflow.replace(/ \(.*/, ""));
    await page.locator(".event-log summary").first().click();
    // biome-ignore lint/performance/useDomNodeTextContent: the words as shown, not those of hidden templates.
    const text = await page.getByRole("main").innerText();
    for (const pattern of codeWords)
      for (const match of text.match(pattern) ?? []) found.push(`Follow ${workflow}: ${match}`);
  }
  expect(followed.length).toBeGreaterThan(2);
  expect([...new Set(found)]).toEqual([]);
});
