// `npm run diagrams`: writes docs/statecharts/: a page and SVG diagrams per machine, the viewer's manifest, an index.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openMermaidRenderer } from "./mermaid-renderer";
import { statechartFiles, statechartsDir } from "./statechart-files";

const renderer = await openMermaidRenderer();
try {
  const files = await statechartFiles(renderer);
  mkdirSync(statechartsDir, { recursive: true });
  for (const stale of readdirSync(statechartsDir)) {
    const file = path.join(statechartsDir, stale);
    if (!files.has(file)) rmSync(file);
  }
  for (const [file, content] of files) writeFileSync(file, content);
  console.log(`Wrote ${files.size} files to ${statechartsDir}/.`);
} finally {
  await renderer.close();
}
