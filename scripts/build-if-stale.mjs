import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the builds are made from; a change to any of these makes them stale. */
const sources = [
  "src",
  "server",
  "machines",
  "rules",
  "contract",
  "brands",
  // The statechart viewer (served by the e2e servers) and the committed diagrams it bundles.
  "workbench",
  "docs/statecharts",
  "public",
  "index.html",
  "vite.config.ts",
  "vite.server.config.ts",
  "package-lock.json",
];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function viteBuild(args) {
  // Always a production build, even when called from a test runner that sets NODE_ENV=test.
  const result = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", ...args], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}

/**
 * Builds the browser app (`<distDir>/client`), its server-render build (`<distDir>/ssr/entry-server.js`) and the
 * server (`<distDir>/server/main.js`) when any is missing or older than any of their sources.
 */
export function buildIfStale(distDir = process.env.DIST_DIR ?? "dist") {
  const clientDir = path.join(distDir, "client");
  const ssrDir = path.join(distDir, "ssr");
  const serverDir = path.join(distDir, "server");
  const oldest = Math.min(
    builtAt(path.join(clientDir, "index.html")),
    builtAt(path.join(ssrDir, "entry-server.js")),
    builtAt(path.join(serverDir, "main.js")),
  );
  if (oldest > Math.max(...sources.map(newestModification))) return;
  console.log(
    oldest ? "Sources changed since the last build: building." : "No build yet: building the app and server.",
  );
  viteBuild(["--outDir", clientDir]);
  viteBuild(["--ssr", "src/entry-server.tsx", "--outDir", ssrDir]);
  viteBuild(["--config", "vite.server.config.ts", "--outDir", serverDir]);
}
