import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the browser build is made from; a change to any of these makes the build stale. */
const sources = ["src", "machines", "brands", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

/** Builds the app when `dist/index.html` is missing or older than any of its sources. */
export function buildIfStale(distDir = process.env.DIST_DIR ?? "dist") {
  const builtIndex = path.join(distDir, "index.html");
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestModification));
  if (builtAt > changedAt) return;
  console.log(builtAt ? "Sources changed since the last build: building the app." : "No build yet: building the app.");
  // Always a production build, even when called from a test runner that sets NODE_ENV=test.
  const result = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--outDir", distDir], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("The app build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}
