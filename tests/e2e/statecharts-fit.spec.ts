// Every workflow's every diagram, as a product owner opens it on a 1280x800 laptop window: whole in the window, its
// smallest label at 11 px or more. Runs on the viewer's server (the file name matches playwright.config.ts's
// viewerSpec pattern).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { ManifestEntry } from "../../scripts/statechart-files";
import { expect, test } from "./support/fixtures";

const laptop = { width: 1280, height: 800 };
/** The smallest label height, in screen pixels, that reads without zooming. */
const minLabelPx = 11;

interface Measure {
  /** The diagram's bounding box on screen. */
  box: { left: number; top: number; right: number; bottom: number };
  /** The smallest rendered font size of a visible label, and its text. */
  smallest: { px: number; text: string };
}

/** Measures the diagram shown: its box on screen and the rendered font size of each visible label. */
function measureDiagram(page: Page): Promise<Measure> {
  return page.locator(".zoom-canvas svg").evaluate((svg: SVGSVGElement) => {
    const root = svg.getBoundingClientRect();
    // One SVG unit is one CSS pixel of the drawn SVG (its width is its viewBox's), which the view then scales.
    const screenScale = root.width / svg.viewBox.baseVal.width;
    const rootMatrix = svg.getScreenCTM();
    let smallest = { px: Number.POSITIVE_INFINITY, text: "" };
    const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("style")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (![...range.getClientRects()].some((rect) => rect.width > 0 && rect.height > 0)) continue;
      // A transform inside the SVG (Mermaid's groups) scales its text further than the SVG's own scale.
      let graphic: Element | null = parent;
      while (graphic && !(graphic instanceof SVGGraphicsElement)) graphic = graphic.parentElement;
      const matrix = graphic instanceof SVGGraphicsElement ? graphic.getScreenCTM() : null;
      const inner = matrix && rootMatrix ? Math.hypot(matrix.a, matrix.b) / Math.hypot(rootMatrix.a, rootMatrix.b) : 1;
      const px = Number.parseFloat(getComputedStyle(parent).fontSize) * screenScale * inner;
      if (px < smallest.px) smallest = { px: Math.round(px * 10) / 10, text };
    }
    return { box: { left: root.left, top: root.top, right: root.right, bottom: root.bottom }, smallest };
  });
}

/** Every workflow's diagrams, in the workbench's order, each with its name in the address (none for the first). */
const views = (JSON.parse(readFileSync("docs/statecharts/diagrams.json", "utf8")) as ManifestEntry[]).map(
  (entry, index, all) => ({
    ...entry,
    view: all[index - 1]?.machine === entry.machine ? entry.file.slice(entry.machine.length + 1, -".svg".length) : "",
  }),
);

test("every workflow's every diagram is whole and readable in a 1280x800 window", async ({ page }) => {
  test.slow(); // About sixty diagrams.
  await page.setViewportSize(laptop);
  expect(views.map((entry) => entry.machine)).toContain("app");
  const problems: string[] = [];
  const table: string[] = [];
  for (const { machine, file, title, view } of views) {
    await page.goto(`/statecharts?workflow=${machine}${view ? `&view=${view}` : ""}`);
    await expect(page.getByRole("figure")).toHaveAttribute("data-diagram", file);
    await expect(page.locator(".zoom-canvas svg")).toBeVisible();
    const { box, smallest } = await measureDiagram(page);
    const scale = await page.locator(".zoom-level").textContent();
    table.push(`${title}: ${scale}, smallest label ${smallest.px} px`);
    const inside = box.left >= 0 && box.top >= 0 && box.right <= laptop.width && box.bottom <= laptop.height;
    if (!inside) {
      problems.push(`${title}: the diagram reaches ${Math.round(box.right)}x${Math.round(box.bottom)} px, outside`);
    }
    if (!(smallest.px >= minLabelPx)) {
      problems.push(`${title}: at ${scale}, "${smallest.text}" is drawn at ${smallest.px} px`);
    }
  }
  console.log(table.join("\n"));
  expect(problems, table.join("\n")).toEqual([]);
});

test("a link names the workflow, the diagram and the state; boxes open what they name; Back and Forward follow", async ({
  page,
}) => {
  await page.setViewportSize(laptop);
  // Another part of the workbench's own param (the simulation's steps, say) is kept through every change.
  await page.goto("/statecharts?workflow=checkout&other=kept");
  const views = page.getByRole("group", { name: "Diagram" });
  const pressed = views.getByRole("button", { pressed: true });
  await expect(pressed).toHaveText(/overview/);
  await expect(page.getByRole("complementary")).toHaveCount(0);

  // A box marked ▸ opens its own diagram, by the mouse and by the keyboard, and the address names it.
  const opener = page.locator(".zoom-canvas [data-opens]").first();
  const file = (await opener.getAttribute("data-opens")) ?? "";
  const view = file.replace(/^checkout\.|\.svg$/g, "");
  await opener.click();
  await expect(page).toHaveURL(new RegExp(`[?&]view=${view.replace(/\./g, "\\.")}(&|$)`));
  await expect(page).toHaveURL(/[?&]other=kept(&|$)/);
  await expect(pressed).not.toHaveText(/overview/);
  let inside = await pressed.textContent();
  await page.goBack();
  await expect(pressed).toHaveText(/overview/);
  await expect(page.getByRole("button", { name: /^Open the diagram of / }).first()).toBeVisible();
  await page
    .getByRole("button", { name: /^Open the diagram of / })
    .first()
    .focus();
  await page.keyboard.press("Enter");
  await expect(pressed).toHaveText(inside ?? "");
  await page.goBack();
  await page.goForward();
  await expect(pressed).toHaveText(inside ?? "");
  await expect(page.getByRole("figure")).toHaveAttribute("data-diagram", file);

  // A state clicked is in the address; the link opens the same diagram with the same state's details. (A phase's
  // diagram may hold only phases of its own: they are opened until one draws a state.)
  const state = page.locator(".zoom-canvas [data-state-id]:not([data-opens])").first();
  for (let depth = 0; depth < 4; depth++) {
    await expect(page.locator(".zoom-canvas svg")).toBeVisible();
    if ((await state.count()) > 0) break;
    const deeper = page.locator(".zoom-canvas [data-opens]").first();
    const deeperFile = (await deeper.getAttribute("data-opens")) ?? "";
    await deeper.click();
    await expect(page.getByRole("figure")).toHaveAttribute("data-diagram", deeperFile);
  }
  inside = await pressed.textContent();
  const stateId = (await state.getAttribute("data-state-id")) ?? "";
  await state.click();
  const details = page.getByRole("complementary", { name: "State details" });
  await expect(details.getByRole("heading", { level: 2 })).toBeVisible();
  const heading = await details.getByRole("heading", { level: 2 }).textContent();
  await expect(page).toHaveURL(
    new RegExp(`[?&]state=${stateId.replace(/^checkout\./, "").replace(/\./g, "\\.")}(&|$)`),
  );
  const link = page.url();
  const colleague = await page.context().newPage();
  await colleague.setViewportSize(laptop);
  await colleague.goto(link);
  await expect(colleague.getByRole("combobox", { name: "Workflow" })).toHaveValue("checkout");
  await expect(colleague.getByRole("group", { name: "Diagram" }).getByRole("button", { pressed: true })).toHaveText(
    inside ?? "",
  );
  await expect(
    colleague.getByRole("complementary", { name: "State details" }).getByRole("heading", { level: 2 }),
  ).toHaveText(heading ?? "");
  await expect(colleague.locator(`.zoom-canvas [data-state-id="${stateId}"]`)).toHaveClass(/is-selected-state/);
  await colleague.getByRole("button", { name: "Close the details" }).click();
  await expect(colleague.getByRole("complementary")).toHaveCount(0);
  await expect(colleague).not.toHaveURL(/[?&]state=/);
  await colleague.close();

  // Each box of the app's diagram opens the workflow it names.
  await page.getByRole("combobox", { name: "Workflow" }).selectOption("app");
  await page.getByRole("button", { name: "Open the diagrams of lookup" }).click();
  await expect(page.getByRole("combobox", { name: "Workflow" })).toHaveValue("lookup");
  await expect(page).toHaveURL(/[?&]workflow=lookup(&|$)/);
  await page.goBack();
  await expect(page.getByRole("combobox", { name: "Workflow" })).toHaveValue("app");
  const actors = page.locator(".zoom-canvas [data-actor-id]:not([data-actor-id='app'])");
  // The app's diagram is drawn a moment after the workflow is chosen.
  await expect.poll(() => actors.count()).toBeGreaterThan(5);
  for (const name of await actors.evaluateAll((boxes) => boxes.map((box) => box.getAttribute("data-actor-id")))) {
    await expect(page.getByRole("combobox", { name: "Workflow" }).locator(`option[value="${name}"]`)).toHaveCount(1);
  }
});
