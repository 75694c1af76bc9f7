import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Issue 38: no import circle anywhere, checked in `npm test` by Biome's noImportCycles rule (biome.json; `biome ci .`
 * runs it over the tree, type-only imports included). This shows the rule is on and does fail on a circle made on
 * purpose, with the project's own rule settings, so the tree's clean lint means 0 circles.
 */
const biome = path.resolve("node_modules/@biomejs/biome/bin/biome");
const projectRule = JSON.parse(readFileSync("biome.json", "utf8")).linter.rules.suspicious.noImportCycles;

function lint(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  folders.push(dir);
  const config = { linter: { rules: { suspicious: { noImportCycles: projectRule } } } };
  writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return spawnSync(process.execPath, [biome, "lint", "--only=suspicious/noImportCycles", "."], {
    cwd: dir,
    encoding: "utf8",
  });
}
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("the import-cycle check", () => {
  it("is an error in the project's Biome settings, for type-only imports too", () => {
    expect(projectRule).toEqual({ level: "error", options: { ignoreTypes: false } });
  });

  it("fails on a circle added on purpose, a type-only one included", () => {
    const circle = lint({
      "machine.ts": 'import type { Step } from "./transitions";\nexport const steps: Step[] = [];\n',
      "transitions.ts":
        'import type { steps } from "./machine";\nexport type Step = (typeof steps)[number] | string;\n',
    });
    expect(circle.status).not.toBe(0);
    // The rule's own diagnostic, on one of the two files: not Biome failing over its settings or its flags.
    expect(`${circle.stdout}${circle.stderr}`).toMatch(
      /(machine|transitions)\.ts:\d+:\d+ lint\/suspicious\/noImportCycles/,
    );
  });

  it("passes the same files once the circle is broken", () => {
    const noCircle = lint({
      "machine.ts": 'import type { Step } from "./transitions";\nexport const steps: Step[] = [];\n',
      "transitions.ts": "export type Step = string;\n",
    });
    expect(`${noCircle.stdout}${noCircle.stderr}`).not.toContain("noImportCycles");
    expect(noCircle.status).toBe(0);
  });
});
