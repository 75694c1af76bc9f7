import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the storefront's builds are made from; a change to any of these makes them stale. */
const storefrontSources = [
  "src",
  "server",
  "machines",
  "rules",
  "contract",
  "brands",
  // The store's feed to the statechart viewer (workbench/broadcast.ts), bundled when the viewer is on.
  "workbench",
  "public",
  "index.html",
  "vite.config.ts",
  "vite.server.config.ts",
  "package-lock.json",
];

/**
 * What the statechart workbench's build is made from: its own code and page, the machines, the design system's
 * components and styles (src), the committed diagrams and the model fixtures its simulate mode answers with.
 */
const workbenchSources = [
  "workbench",
  "docs/statecharts",
  "tests/machines",
  "machines",
  "rules",
  "contract",
  "brands",
  "src",
  "vite.workbench.config.ts",
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

/**
 * `newestModification` of each source, each folder walked once per check: the storefront's and the workbench's sources
 * share most folders, and every `npm start` checks both before the server starts (issue 39: start in 300 ms).
 */
function newestModificationOnce() {
  const seen = new Map();
  return (entry) => {
    if (!seen.has(entry)) seen.set(entry, newestModification(entry));
    return seen.get(entry);
  };
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function viteBuild(args) {
  // Loaded only to build: every `npm start` checks the build, few of them build (issue 39: start in 300 ms).
  const { spawnSync } = process.getBuiltinModule("node:child_process");
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

/** Whether a build is missing a file or older than any of its sources. */
function isStale(builtFiles, sources, newest) {
  const oldest = Math.min(...builtFiles.map(builtAt));
  return oldest <= Math.max(...sources.map(newest));
}

/**
 * Builds the browser app (`<distDir>/client`), its server-render build (`<distDir>/ssr/entry-server.js`) and the
 * server (`<distDir>/server/main.js`) when any is missing or older than any of their sources; and the statechart
 * workbench (`<distDir>/statecharts`), a build of its own, when it is missing or older than its sources.
 */
export function buildIfStale(distDir = process.env.DIST_DIR ?? "dist") {
  const clientDir = path.join(distDir, "client");
  const ssrDir = path.join(distDir, "ssr");
  const serverDir = path.join(distDir, "server");
  const statechartsDir = path.join(distDir, "statecharts");
  const storefrontBuilt = [
    path.join(clientDir, "index.html"),
    path.join(ssrDir, "entry-server.js"),
    path.join(serverDir, "main.js"),
  ];
  const newest = newestModificationOnce();
  if (isStale(storefrontBuilt, storefrontSources, newest)) {
    console.log(
      existsSync(storefrontBuilt[0])
        ? "Sources changed since the last build: building."
        : "No build yet: building the app and server.",
    );
    viteBuild(["--outDir", clientDir]);
    viteBuild(["--ssr", "src/entry-server.tsx", "--outDir", ssrDir]);
    viteBuild(["--config", "vite.server.config.ts", "--outDir", serverDir]);
  }
  if (isStale([path.join(statechartsDir, "workbench", "index.html")], workbenchSources, newest)) {
    console.log("Building the statechart workbench.");
    viteBuild(["--config", "vite.workbench.config.ts", "--outDir", statechartsDir]);
  }
}
