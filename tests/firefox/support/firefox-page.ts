import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";

/**
 * Firefox ESR driven through WebDriver BiDi (puppeteer-core), the second engine of the browser tests (issue 40):
 * Playwright's Firefox needs its own patched build, which Debian's Firefox is not. The helpers find elements by what
 * a visitor reads (labels, button and link names), as the Chromium specs do with getByRole and getByLabel.
 */
export async function launchFirefox(): Promise<Browser> {
  const executablePath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
  return puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    protocol: "webDriverBiDi",
    // No updates, telemetry or remote settings: the machine has no network beyond loopback.
    extraPrefsFirefox: {
      "app.update.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "network.captive-portal-service.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
    },
  });
}

const pollMs = 50;

/**
 * Waits until `find` answers an element (or the time runs out, naming what it waited for and the last error). A look
 * made while the page is being replaced (after a click that navigates) fails with the old document gone or the new one
 * without a body yet: that is "not yet", so it is asked again.
 */
async function waitFor<T>(page: Page, what: string, find: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const found = await find();
      if (found !== null) return found;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > until)
      throw new Error(
        `Firefox: no ${what} within ${timeoutMs} ms${lastError ? ` (last: ${String(lastError)})` : ""}; ${await whatThePageShows(page)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Where the page is and what it reads, so a failed wait says what the visitor saw instead. */
async function whatThePageShows(page: Page): Promise<string> {
  try {
    // biome-ignore lint/performance/useDomNodeTextContent: what the visitor sees is what the failure should report.
    const text = await page.evaluate(() => document.body?.innerText ?? "");
    return `the page at ${page.url()} reads: ${text.replace(/\s+/g, " ").slice(0, 600)}`;
  } catch (error) {
    return `the page at ${page.url()} could not be read (${String(error)})`;
  }
}

/** The form control whose visible label is exactly `label`, inside the form named `form` when given. */
export function control(page: Page, label: string, form?: string): Promise<ElementHandle<Element>> {
  return waitFor(page, `field labelled "${label}"`, async () => {
    const handle = await page.evaluateHandle(
      (text, formName) => {
        const scope = formName ? document.querySelector(`form[aria-label="${formName}"]`) : document;
        for (const element of scope?.querySelectorAll("label") ?? []) {
          if (element.textContent?.trim() === text && element.control) return element.control;
        }
        return null;
      },
      label,
      form ?? "",
    );
    const element = handle.asElement();
    return element ? (element as ElementHandle<Element>) : null;
  });
}

/** The enabled, visible button or link whose accessible name (text or aria-label) is `name` (or matches it). */
export function clickable(page: Page, name: string | RegExp): Promise<ElementHandle<Element>> {
  const pattern = typeof name === "string" ? `^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$` : name.source;
  return waitFor(page, `button or link "${name}"`, async () => {
    const handle = await page.evaluateHandle((source) => {
      const matches = new RegExp(source);
      for (const element of document.querySelectorAll<HTMLElement>("button, a[href], [role=button]")) {
        const accessibleName = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
        const disabled = element instanceof HTMLButtonElement && element.disabled;
        if (!disabled && element.offsetParent !== null && matches.test(accessibleName)) return element;
      }
      return null;
    }, pattern);
    const element = handle.asElement();
    return element ? (element as ElementHandle<Element>) : null;
  });
}

/** Waits until the page shows this text somewhere (its body's visible text). */
export function seeText(page: Page, text: string | RegExp, timeoutMs?: number): Promise<true> {
  const source = typeof text === "string" ? text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : text.source;
  return waitFor(
    page,
    `text "${text}"`,
    async () =>
      // biome-ignore lint/performance/useDomNodeTextContent: what the visitor sees, not hidden text, is what counts here.
      (await page.evaluate((s) => new RegExp(s).test(document.body?.innerText ?? ""), source)) ? true : null,
    timeoutMs,
  );
}

/** Types into the field labelled `label` (in the form named `form`, when given), replacing what it held. */
export async function fill(page: Page, label: string, value: string, form?: string): Promise<void> {
  const field = await control(page, label, form);
  await field.evaluate((element) => {
    if (element instanceof HTMLInputElement) element.select();
  });
  await field.type(value);
}
