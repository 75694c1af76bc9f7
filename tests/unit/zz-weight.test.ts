import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { it } from "vitest";
import { buildFolders, upFrontChunks } from "../../bench/page-weight";

it("w", () => {
  for (const dist of ["/tmp/st-base", "dist"]) {
    const { assetsDir } = buildFolders(dist);
    let total = 0;
    for (const f of upFrontChunks(["src/app/pages/search-results.ts"], dist)) {
      const b = readFileSync(path.join(assetsDir, f));
      total += gzipSync(b).length;
      console.log("CHUNK", dist, f.replace(/-[\w-]{8}\.js$/, ""), b.length, gzipSync(b).length);
    }
    console.log("TOTAL", dist, total);
  }
});
