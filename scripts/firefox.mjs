// `npm run test:firefox [-- <files>]`: the browser journeys in Debian's Firefox ESR through WebDriver BiDi
// (tests/firefox/), against the production server as `npm start` serves it, on its own port and fresh database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const firefox = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
if (!existsSync(firefox)) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's firefox-esr for the Firefox journeys...");
    spawnSync("apt-get", ["install", "-y", "-qq", "firefox-esr"], { stdio: "inherit" });
  }
  if (!existsSync(firefox)) {
    console.error(`Firefox ESR is not at ${firefox}: install Debian's firefox-esr package, or set FIREFOX_PATH.`);
    process.exit(1);
  }
}

buildIfStale(process.env.DIST_DIR ?? "dist");
const port = Number(process.env.FIREFOX_E2E_PORT ?? 8299);
const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-firefox-"));
// The same settings as the Chromium tests' server (playwright.config.ts): short poll and retry delays.
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOOKUP_POLL_DELAY_MS: "250",
    PAYMENT_REFRESH_DELAY_MS: "200",
    ORDER_RETRY_DELAY_MS: "200",
  },
});

async function serverUp() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server stopped before it answered (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on port ${port} within 120 s.`);
}

let status = 1;
try {
  await serverUp();
  const files = process.argv.slice(2);
  const run = spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--config", "vitest.firefox.config.ts", ...files],
    { stdio: "inherit", env: { ...process.env, FIREFOX_PATH: firefox, FIREFOX_E2E_PORT: String(port) } },
  );
  status = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
