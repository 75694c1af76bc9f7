import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setup } from "xstate";
import { statechartFiles, statechartsDir } from "../../scripts/statechart-files";
import { chartModel } from "../../src/statecharts/machine-model";
import { mermaidDiagram, statechartPage } from "../../src/statecharts/mermaid";

const sample = setup({
  actors: {},
  guards: { hasResults: () => true },
  delays: { pollDelay: 2500 },
}).createMachine({
  id: "sample",
  description: "A sample workflow.",
  initial: "idle",
  states: {
    idle: { description: "Waiting for a search.", on: { "sample.submit": { target: "busy", guard: "hasResults" } } },
    busy: {
      description: "Checking: names are polled.",
      initial: "waiting",
      states: { waiting: { after: { pollDelay: "#sample.done" } } },
    },
    done: { type: "final", description: "Finished." },
  },
});

describe("statechart diagrams", () => {
  it("draws the hierarchy, events, named guards and named delays with their time", () => {
    const diagram = mermaidDiagram(chartModel("sample", sample));
    expect(diagram).toContain("stateDiagram-v2");
    expect(diagram).toContain("[*] --> sample_idle");
    expect(diagram).toContain('state "busy" as sample_busy {');
    expect(diagram).toContain("sample_idle --> sample_busy : sample.submit [hasResults]");
    expect(diagram).toContain("sample_busy_waiting --> sample_done : after pollDelay (2500 ms)");
    expect(diagram).toContain("sample_done --> [*]");
  });

  it("tables every state with its description", () => {
    const page = statechartPage(chartModel("sample", sample), "machines/sample/sample.machine.ts");
    expect(page).toContain("| `busy.waiting` |");
    expect(page).toContain("| `idle` | Waiting for a search. |");
  });

  it("has a committed, up-to-date page for every machine", async () => {
    const files = await statechartFiles();
    for (const [file, content] of files) {
      expect(existsSync(file), `${file} is missing: run npm run diagrams`).toBe(true);
      expect(readFileSync(file, "utf8"), `${file} is out of date: run npm run diagrams`).toBe(content);
    }
    const committed = readdirSync(statechartsDir).map((f) => path.join(statechartsDir, f));
    expect(
      committed.filter((f) => !files.has(f)),
      "pages of machines that no longer exist",
    ).toEqual([]);
  });
});
