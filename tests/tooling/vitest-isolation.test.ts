import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { isolatedFiles } from "../../vitest.config";

const testFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "e2e" ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

// Files share their worker's modules (vitest.config.ts): a module mock or a jsdom window there would reach, or miss,
// other files depending on which ran first in that worker.
it("runs every file that mocks a module or uses jsdom with its own modules", () => {
  const needIsolation = testFiles("tests").filter((file) =>
    /^\s*(vi\.(do)?mock\(|\/\/ @vitest-environment )/m.test(readFileSync(file, "utf8")),
  );
  expect(needIsolation.sort()).toEqual([...isolatedFiles].sort());
});
