import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lazyServerPackages } from "../../vite.server.config";

/**
 * The server starts without the modules only some installs or some requests need: `pg` (only with DATABASE_URL),
 * nodemailer (only with SMTP_URL, on the first mail) and sanitize-html (only when content is sanitised, about 0.1 s of
 * start-up). So no server module may import them statically; `import type` and `await import(...)` are fine. The
 * server's build bundles every other package and leaves exactly these to load from node_modules.
 */
const lazyModules = ["pg", "better-sqlite3", "nodemailer", "sanitize-html"];

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

describe("modules loaded on first use", () => {
  it.each(lazyModules)("no server module imports %s at start", (name) => {
    const staticImport = new RegExp(`^\\s*import\\s+(?!type\\b)[^;]*?\\bfrom\\s+["']${name}["']`, "m");
    const importers = serverFiles(path.resolve("server")).filter((file) =>
      staticImport.test(readFileSync(file, "utf8")),
    );
    expect(importers).toEqual([]);
  });

  it("the server's build leaves each of them out of its bundle, to be loaded when first needed", () => {
    expect([...lazyServerPackages].sort()).toEqual([...lazyModules].sort());
  });

  it("the check sees a static import", () => {
    const staticImport = /^\s*import\s+(?!type\b)[^;]*?\bfrom\s+["']sanitize-html["']/m;
    expect(staticImport.test('import sanitizeHtml from "sanitize-html";')).toBe(true);
    expect(staticImport.test('import type { IOptions } from "sanitize-html";')).toBe(false);
    expect(staticImport.test('const sanitizeHtml = await import("sanitize-html");')).toBe(false);
  });
});
