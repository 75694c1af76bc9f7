import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { isolatedFiles } from "../../vitest.config";

const vitestFiles = readdirSync("tests", { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** What a file can change for every file after it in a worker whose modules it shares. */
const needsIsolation = /^\s*(vi\.(do)?mock\(|vi\.stub(Global|Env)\(|\/\/ @vitest-environment )/m;

// Files share their worker's modules (vitest.config.ts): a module mock, a stubbed global or a jsdom window there would
// reach, or miss, other files depending on which ran first in that worker.
it("runs every file that mocks a module, stubs a global or uses jsdom with its own modules", () => {
  const found = vitestFiles.filter((file) => needsIsolation.test(readFileSync(file, "utf8")));
  expect(found.sort()).toEqual([...isolatedFiles].sort());
});
