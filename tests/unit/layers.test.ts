import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layer check is Biome's noRestrictedImports with per-folder overrides (biome.json). These tests lint small
 * probe files, laid out like the repository, with the project's own biome.json: a wrong import must fail.
 */
const biome = path.resolve("node_modules/@biomejs/biome/bin/biome");
let probeRoot: string;

beforeAll(() => {
  probeRoot = mkdtempSync(path.join(tmpdir(), "layers-probe-"));
  copyFileSync("biome.json", path.join(probeRoot, "biome.json"));
});
afterAll(() => rmSync(probeRoot, { recursive: true, force: true }));

function lintProbe(file: string, importLine: string) {
  const full = path.join(probeRoot, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, `${importLine}\n\nexport const probe = imported;\n`);
  const result = spawnSync(process.execPath, [biome, "lint", "--vcs-enabled=false", file], {
    cwd: probeRoot,
    encoding: "utf8",
  });
  return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
}

describe("layers: each imports only the layers below it", () => {
  const wrong: [string, string][] = [
    ["machines/basket/probe.ts", 'import { imported } from "../../src/api/client";'],
    ["machines/basket/probe.ts", 'import { imported } from "../../server/config";'],
    ["machines/basket/probe.ts", 'import { imported } from "react";'],
    ["rules/basket/probe.ts", 'import { imported } from "../../machines/basket/basket.machine";'],
    ["rules/basket/probe.ts", 'import { imported } from "xstate";'],
    ["contract/probe.ts", 'import { imported } from "../rules/basket/vouchers";'],
    ["brands/probe.ts", 'import { imported } from "../contract/basket";'],
    ["server/http/probe.ts", 'import { imported } from "../../src/api/client";'],
    ["src/app/probe.ts", 'import { imported } from "../../server/config";'],
    ["src/components/basket/probe.ts", 'import { imported } from "../../actors/basket";'],
    ["src/components/basket/probe.ts", 'import { imported } from "../../api/client";'],
    ["src/routes/probe.tsx", 'import { imported } from "../api/site-content";'],
    ["src/routes/probe.tsx", 'import { imported } from "../../server/config";'],
  ];
  it.each(wrong)("%s may not %s", (file, importLine) => {
    const { failed, output } = lintProbe(file, importLine);
    expect(failed).toBe(true);
    expect(output).toContain("noRestrictedImports");
  });

  const allowed: [string, string][] = [
    ["machines/basket/probe.ts", 'import { imported } from "../../rules/basket/vouchers";'],
    ["machines/basket/probe.ts", 'import { imported } from "../lookup/lookup.machine";'],
    ["rules/basket/probe.ts", 'import { imported } from "../../contract/basket";'],
    ["contract/probe.ts", 'import { imported } from "../brands/index";'],
    ["server/http/probe.ts", 'import { imported } from "../../rules/basket/vouchers";'],
    ["src/app/probe.ts", 'import { imported } from "../../machines/basket/basket.machine";'],
    ["src/app/probe.ts", 'import { imported } from "../actors/basket";'],
    ["src/components/basket/probe.ts", 'import { imported } from "../../app/workflows";'],
  ];
  it.each(allowed)("%s may %s", (file, importLine) => {
    const { output } = lintProbe(file, importLine);
    expect(output).not.toContain("noRestrictedImports");
  });
});
