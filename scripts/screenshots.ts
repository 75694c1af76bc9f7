// `npm run screenshots`: photographs every page type of every brand from the production build, as `npm start` serves
// it (built first if stale, a free port, a fresh database), into docs/screenshots/<brand>-<page>-<width>.png, and
// writes docs/screenshots/README.md showing them. Viewport shots, not full pages, to keep the repository small.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startBenchServer } from "../bench/start-server";
import { type BrandCode, brandCodes, brands } from "../brands/index";
import { consentCookieName } from "../server/content/page-content";
import { type PageType, pageTypes } from "../tests/e2e/support/page-types";
import { chromiumFlags, findChromium } from "./find-chromium.mjs";

const outputDir = path.join("docs", "screenshots");
/** A desktop and a phone (390 px: a common phone width), each at a usual screen height. */
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const photographed = pageTypes.filter((pageType) => pageType.screenshot);

function fileName(brand: BrandCode, pageType: PageType, width: number): string {
  return `${brand.toLowerCase()}-${pageType.id}-${width}.png`;
}

/** A port nothing listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Waits for the layout of a new viewport size to be painted. */
function nextPaint(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

function readme(): string {
  const sections = brandCodes.map((brand) => {
    const rows = photographed.map((pageType) => {
      const cells = viewports.map(
        ({ width }) => `![${brand} ${pageType.label} at ${width} px](${fileName(brand, pageType, width)})`,
      );
      return `| ${pageType.label} | ${cells.join(" | ")} |`;
    });
    return [
      `## ${brands[brand].displayName} (${brand})`,
      "",
      `| page | ${viewports.map(({ width }) => `${width} px`).join(" | ")} |`,
      `| --- | ${viewports.map(() => "---").join(" | ")} |`,
      ...rows,
    ].join("\n");
  });
  return `# Screenshots

Written by \`npm run screenshots\` from the production build (the page types of \`tests/e2e/support/page-types.ts\`,
which the accessibility and overflow browser tests also check). Viewport screenshots at ${viewports
    .map(({ width, height }) => `${width}×${height}`)
    .join(" and ")} px, with the cookie choice already made.

${sections.join("\n\n")}
`;
}

const started = performance.now();
const port = await freePort();
// The spec's 2.5 s poll delay would only make the search results page slower to settle.
const server = await startBenchServer(port, { LOOKUP_POLL_DELAY_MS: "250" });
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumFlags });
try {
  mkdirSync(outputDir, { recursive: true });
  for (const file of readdirSync(outputDir)) if (file.endsWith(".png")) rmSync(path.join(outputDir, file));
  for (const brand of brandCodes) {
    const baseURL = `http://${brand.toLowerCase()}.localhost:${port}`;
    for (const pageType of photographed) {
      const context = await browser.newContext({ baseURL, viewport: viewports[0] });
      await context.addCookies([{ name: consentCookieName, value: "declined", url: baseURL }]);
      // tsx compiles this script keeping function names through a helper, `__name`, which the functions the page
      // setups send to the browser (page.evaluate) then call: the page gets a stand-in that leaves them unchanged.
      await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
      const page = await context.newPage();
      try {
        await pageType.open(page, brands[brand]);
        for (const viewport of viewports) {
          await page.setViewportSize(viewport);
          await page.evaluate(() => window.scrollTo(0, 0));
          await nextPaint(page);
          await page.screenshot({ path: path.join(outputDir, fileName(brand, pageType, viewport.width)) });
        }
        console.log(`${brand} ${pageType.id}`);
      } finally {
        await context.close();
      }
    }
  }
  writeFileSync(path.join(outputDir, "README.md"), readme());
  const count = brandCodes.length * photographed.length * viewports.length;
  console.log(`${count} screenshots in ${outputDir} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  await browser.close();
  server.stop();
}
