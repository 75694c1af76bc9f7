// The floor of the page rows of bench/visitor.bench.ts: a static shell page with only react, react-dom, react-router,
// xstate and zod, bundled by Vite with the app's build settings into a temporary folder. What the storefront's pages
// load beyond it is what the storefront itself costs a visitor.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

/** Where the floor shell is served, by the floor server. */
export const floorShellBase = "/shell/";

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor shell</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.jsx"></script>
  </body>
</html>
`;

// Each library is used, so none is shaken out: a router, a started actor and a parsed schema.
const mainJsx = `import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createActor, createMachine } from "xstate";
import { z } from "zod";

const shell = z.object({ heading: z.string(), text: z.string() }).parse({
  heading: "Web hosting and domains",
  text: "Find a domain name for your business and put your site online with hosting that grows with you.",
});
const actor = createActor(createMachine({ id: "shell", initial: "shown", states: { shown: {} } })).start();

function Shell() {
  return (
    <main data-state={String(actor.getSnapshot().value)}>
      <h1>{shell.heading}</h1>
      <p>{shell.text}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: "*", element: <Shell /> }], { basename: "${floorShellBase.replace(/\/$/, "")}" });
createRoot(document.getElementById("root")).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
`;

export interface BuiltFile {
  /** Path under the shell's base, e.g. `assets/index-abc.js`. */
  file: string;
  content: Buffer;
}

/** Builds the floor shell in a temporary folder (which resolves packages from the project's node_modules). */
export async function buildFloorShell(): Promise<BuiltFile[]> {
  const root = mkdtempSync(path.join(tmpdir(), "storefront-floor-shell-"));
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
  writeFileSync(path.join(root, "index.html"), indexHtml);
  writeFileSync(path.join(root, "main.jsx"), mainJsx);
  const outDir = path.join(root, "dist");
  mkdirSync(outDir);
  await build({
    root,
    base: floorShellBase,
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, target: "es2022", modulePreload: { polyfill: false }, emptyOutDir: true },
  });
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { file: path.relative(outDir, full), content: readFileSync(full) };
    });
}

/** The three codings a built file is served in (the storefront serves its build precompressed the same way). */
export function precompressed(content: Buffer): { br: Buffer; gzip: Buffer; identity: Buffer } {
  return {
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(content, { level: 9 }),
    identity: content,
  };
}

/** A recorded answer of bench/floor-server.mjs: a status and, per content coding, its headers and base64 body. */
export interface FloorAnswer {
  status: number;
  variants: Record<string, { headers: Record<string, string>; body: string }>;
}

/** The floor server's answers for the shell's files, keyed `GET <path>` as bench/floor-server.mjs looks them up. */
export function floorShellAnswers(files: readonly BuiltFile[]): Record<string, FloorAnswer> {
  const answers: Record<string, FloorAnswer> = {};
  for (const { file, content } of files) {
    const type = file.endsWith(".html")
      ? "text/html; charset=utf-8"
      : file.endsWith(".js")
        ? "text/javascript; charset=utf-8"
        : "application/octet-stream";
    const variants: FloorAnswer["variants"] = {};
    for (const [coding, body] of Object.entries(precompressed(content)))
      variants[coding] = {
        headers: {
          "content-type": type,
          ...(coding === "identity" ? {} : { "content-encoding": coding }),
          vary: "accept-encoding",
        },
        body: body.toString("base64"),
      };
    answers[`GET ${floorShellBase}${file === "index.html" ? "" : file}`] = { status: 200, variants };
  }
  return answers;
}
