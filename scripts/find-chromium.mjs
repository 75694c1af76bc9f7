import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const debianChromium = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell: the same Chromium without the desktop browser around it, which is what Playwright
 * itself runs headless tests in. It took a quarter off the browser tests' time here (the browser is most of their CPU).
 */
const debianHeadlessShell = "/usr/bin/chromium-headless-shell";

async function playwrightsOwnChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium to drive: CHROMIUM_PATH, else Playwright's own browser if one is installed, else Debian's (its headless
 * shell first when `headlessShell`: browser tests, which never show a window; Lighthouse and the diagrams use the
 * whole browser, as visitors do). Installs Debian's packages when running as root on Debian; otherwise stops with one
 * sentence naming what to install.
 */
export async function findChromium({ headlessShell = false } = {}) {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  }
  const own = await playwrightsOwnChromium();
  if (own) return own;
  const wanted = headlessShell
    ? [
        { path: debianHeadlessShell, debianPackage: "chromium-headless-shell" },
        { path: debianChromium, debianPackage: "chromium" },
      ]
    : [{ path: debianChromium, debianPackage: "chromium" }];
  const missing = wanted.filter(({ path }) => !existsSync(path)).map(({ debianPackage }) => debianPackage);
  if (missing.length > 0 && process.getuid?.() === 0 && existsSync("/etc/debian_version")) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the browser.`);
    const apt = (args) =>
      spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (apt(["update", "-qq"]).status === 0) apt(["install", "-y", "-qq", ...missing]);
  }
  const installed = wanted.find(({ path }) => existsSync(path));
  if (installed) return installed.path;
  throw new Error(
    "The browser tests need Chromium: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.",
  );
}

/**
 * Flags every headless Chromium here is launched with (browser tests and benchmarks): no sandbox as root, and none of
 * the background connections this machine's closed network would refuse.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
