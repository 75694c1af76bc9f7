import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const debianChromium = "/usr/bin/chromium";

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
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Playwright's own browser if one
 * is installed, else Debian's. Installs Debian's package when running as root on Debian;
 * otherwise stops with one sentence naming what to install.
 */
export async function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  }
  const own = await playwrightsOwnChromium();
  if (own) return own;
  if (existsSync(debianChromium)) return debianChromium;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("Chromium is missing: installing Debian's chromium package.");
    const apt = (args) =>
      spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (
      apt(["update", "-qq"]).status === 0 &&
      apt(["install", "-y", "-qq", "chromium"]).status === 0 &&
      existsSync(debianChromium)
    ) {
      return debianChromium;
    }
  }
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
