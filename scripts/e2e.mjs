// Browser tests: find (or install) Chromium, build the app if needed, run Playwright against it.
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { findChromium } from "./find-chromium.mjs";

let chromiumPath;
try {
  chromiumPath = await findChromium({ headlessShell: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
buildIfStale();
const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromiumPath },
});
process.exit(result.status ?? 1);
