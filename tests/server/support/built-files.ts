import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A stand-in for the production build's client folder (`dist/client`): a fresh temporary folder holding these files,
 * by their path inside it (e.g. `assets/index-AbC123.js`). The caller removes it after its tests.
 */
export function writeBuiltFiles(files: Record<string, string | Buffer>): string {
  const distDir = mkdtempSync(path.join(tmpdir(), "storefront-dist-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), content);
  }
  return distDir;
}
