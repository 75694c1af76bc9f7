// `npm run diagrams`: writes docs/statecharts/<machine>.md for every machine, and an index.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { statechartFiles, statechartsDir } from "./statechart-files";

const files = await statechartFiles();
mkdirSync(statechartsDir, { recursive: true });
for (const stale of readdirSync(statechartsDir)) {
  const file = path.join(statechartsDir, stale);
  if (!files.has(file)) rmSync(file);
}
for (const [file, content] of files) writeFileSync(file, content);
console.log(`Wrote ${files.size} files to ${statechartsDir}/.`);
