// The generated diagrams as product owners see them: rendered by Mermaid in Chromium (one browser, one page for all),
// committed up to date, every state reachable by an arrow, every label readable at 1280 px page width, and every
// committed diagram drawn at one scale that fits that page.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MermaidRenderer,
  openMermaidRenderer,
  readingWidth,
  workbenchFrame,
} from "../../scripts/mermaid-renderer";
import {
  committedMaxStates,
  committedPlacements,
  findMachines,
  type ManifestEntry,
  maxStatesOf,
  plannedDiagrams,
  rootActor,
  statechartFiles,
  statechartsDir,
  svgFrameScale,
} from "../../scripts/statechart-files";
import { specSections } from "../../scripts/statechart-spec-sections";
import { allStates, type ChartState, chartModel, transitionLabel } from "../../workbench/machine-model";
import { type StateDiagram, stateDiagrams } from "../../workbench/state-diagrams";

/** Smallest text height, in CSS pixels, that reads without zooming. */
const minTextHeight = 11;

let renderer: MermaidRenderer;
let files: Map<string, string>;

beforeAll(async () => {
  renderer = await openMermaidRenderer();
  // Each diagram drawn once, with the placement `npm run diagrams` chose for it: searching them all took minutes.
  files = await statechartFiles(renderer, committedPlacements(), committedMaxStates());
}, 300_000);

afterAll(async () => {
  await renderer?.close();
});

function svgFiles(): [string, string][] {
  return [...files].filter(([file]) => file.endsWith(".svg"));
}

/** The SVGs committed in docs/statecharts, as a reader opens them. */
function committedSvgs(): [string, string][] {
  return readdirSync(statechartsDir)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => [file, readFileSync(path.join(statechartsDir, file), "utf8")]);
}

/** An SVG's width and height attributes and its viewBox's: equal when it is drawn one unit a pixel. */
function drawnSize(svg: string): { width: number; height: number; viewBox: { width: number; height: number } } {
  const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? "";
  const attribute = (name: string) => Number(new RegExp(` ${name}="([^"]*)"`).exec(root)?.[1]);
  const [, , width, height] = (/ viewBox="([^"]*)"/.exec(root)?.[1] ?? "").split(/\s+/).map(Number);
  return { width: attribute("width"), height: attribute("height"), viewBox: { width, height } };
}

/** States of a diagram that no arrow enters: not its initial state, not a target, not a region entered with its parent. */
function statesWithoutArrowIn(diagram: StateDiagram, states: Map<string, ChartState>): string[] {
  const targets = new Set(
    diagram.source
      .split("\n")
      .map((line) => /-->\s*([A-Za-z0-9_]+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined)
      // A collapsed box (a group or a phase, no machine state) stands for the scope its own diagram draws.
      .map((id) => diagram.nodes[id] ?? diagram.opens[id]?.replace(/\.svg$/, ""))
      .filter((id): id is string => id !== undefined),
  );
  const entered = (id: string) => [...targets].some((target) => target === id || target.startsWith(`${id}.`));
  const parentOf = (id: string) => states.get(id.slice(0, id.lastIndexOf(".")));
  return Object.values(diagram.nodes).filter((id) => {
    if (entered(id)) return false;
    const parent = parentOf(id);
    return !(parent?.type === "parallel" && (entered(parent.id) || diagram.scope === parent.id));
  });
}

/** The phrases on a diagram's arrows as the machine words them: a bullet starts each, a line break is a space. */
function arrowPhrases(source: string): string[] {
  return source.split("\n").flatMap((line) => {
    const label = /-->\s*\S+\s*:\s*(.*)$/.exec(line)?.[1];
    if (label === undefined) return [];
    return label.split(/<br\/>(?=• )/).map((phrase) =>
      phrase
        .replace(/^• /, "")
        .replaceAll("<br/>", " ")
        .replace(/#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  });
}

describe("statechart diagrams rendered by Mermaid", () => {
  it("renders every diagram in Chromium without a Mermaid error", () => {
    const svgs = svgFiles();
    expect(svgs.length).toBeGreaterThan(10);
    for (const [file, svg] of svgs) {
      expect(svg.startsWith("<svg "), `${file} is not an SVG`).toBe(true);
      expect(/aria-roledescription="error"|Syntax error in text/.test(svg), `${file} shows Mermaid's error`).toBe(
        false,
      );
    }
  });

  it("fails on a diagram Mermaid cannot draw", async () => {
    const broken = { id: "broken", source: "stateDiagram-v2\n  state a {\n  a : note", nodes: {} };
    await expect(renderer.render([{ ...broken, layout: "elk", attribute: "data-state-id" }])).rejects.toThrow(
      /does not render/,
    );
  });

  it("has committed, up-to-date pages, SVGs and manifest (run npm run diagrams when this fails)", () => {
    for (const [file, content] of files) {
      expect(existsSync(file), `${file} is missing: run npm run diagrams`).toBe(true);
      expect(readFileSync(file, "utf8") === content, `${file} is out of date: run npm run diagrams`).toBe(true);
    }
    const committed = readdirSync(statechartsDir).map((f) => path.join(statechartsDir, f));
    expect(
      committed.filter((f) => !files.has(f)),
      "files of diagrams that no longer exist",
    ).toEqual([]);
  });

  it("marks every drawn state with its XState id and lists it in the viewer's manifest", () => {
    const manifest = JSON.parse(files.get(path.join(statechartsDir, "diagrams.json")) ?? "[]") as ManifestEntry[];
    for (const entry of manifest) {
      const svg = files.get(path.join(statechartsDir, entry.file)) ?? "";
      const marked = new Set([...svg.matchAll(/data-state-id="([^"]+)"/g)].map((m) => m[1]));
      expect([...marked].sort(), entry.file).toEqual([...entry.stateIds].sort());
      for (const actor of entry.actors ?? []) expect(svg, entry.file).toContain(`data-actor-id="${actor}"`);
    }
  });

  it("finds an arrow through another's label and a state's words out of its box", async () => {
    // The login diagram as ELK's first placement drew it: "visitor asks for a login link" ran through another label.
    const crossed = readFileSync("tests/fixtures/statecharts/login-arrow-through-label.svg", "utf8");
    const { crossings } = await renderer.inspect(crossed, readingWidth);
    expect(crossings.join(" ")).toContain("runs through");
    const [, svg] = svgFiles()[0];
    const spilled = svg.replace(/(<g class="node [^"]*"[^>]*>)/, '$1<text x="-4000" y="0">far out of its box</text>');
    expect(spilled).not.toBe(svg);
    const { outside } = await renderer.inspect(spilled, readingWidth);
    expect(outside.join(" ")).toContain("far out of its box");
  });

  it("draws every committed diagram at one scale: at its own size, its text the same size as in every other", async () => {
    const sizes = new Map<string, number[]>();
    const problems: string[] = [];
    for (const [file, svg] of committedSvgs()) {
      const drawn = drawnSize(svg);
      if (drawn.width !== drawn.viewBox.width || drawn.height !== drawn.viewBox.height) {
        problems.push(
          `${file} is drawn ${drawn.width}x${drawn.height} for a viewBox of ${JSON.stringify(drawn.viewBox)}`,
        );
      }
      sizes.set(file, (await renderer.inspect(svg, readingWidth)).textSizes);
    }
    expect(problems).toEqual([]);
    // The text of every file, as the file draws itself in a page: one size, or a diagram is at another scale.
    expect(new Set([...sizes.values()].flat()).size, JSON.stringify(Object.fromEntries(sizes))).toBe(1);
  }, 60_000);

  it(`fits each committed diagram in the workbench's ${workbenchFrame.width}x${workbenchFrame.height} px frame at ${workbenchFrame.minScale} scale or more`, () => {
    const scales = committedSvgs().map(([file, svg]) => ({ file, scale: svgFrameScale(svg) }));
    // The app's actors are drawn as one flowchart, never split: it is 874 px high, and its frame (one row of buttons,
    // 706 px) shows it at 0.81; tests/e2e/statecharts-fit.spec.ts measures it there.
    const tooBig = scales
      .filter(({ file, scale }) => !(scale >= workbenchFrame.minScale) && file !== `${rootActor}.svg`)
      .map(({ file, scale }) => `${file} is read at ${scale.toFixed(2)}`);
    expect(tooBig).toEqual([]);
  });

  it("finds a diagram drawn at another scale by its text size", async () => {
    const [, svg] = committedSvgs()[0];
    const { width, height } = drawnSize(svg);
    const doubled = svg
      .replace(`width="${width}"`, `width="${width * 2}"`)
      .replace(`height="${height}"`, `height="${height * 2}"`);
    expect(doubled).not.toBe(svg);
    const [drawn] = (await renderer.inspect(svg, readingWidth)).textSizes;
    expect((await renderer.inspect(doubled, readingWidth)).textSizes).toEqual([drawn * 2]);
  });

  it(`keeps every label at least ${minTextHeight} px high and clear of others at ${readingWidth} px page width`, async () => {
    const problems: string[] = [];
    for (const [file, svg] of svgFiles()) {
      const { labels, overlaps, crossings, outside } = await renderer.inspect(svg, readingWidth);
      expect(labels.length, `${file} has no text`).toBeGreaterThan(0);
      for (const label of labels.filter((l) => l.height < minTextHeight)) {
        problems.push(`${file}: "${label.text}" is ${label.height.toFixed(1)} px high`);
      }
      problems.push(...[...overlaps, ...crossings, ...outside].map((problem) => `${file}: ${problem}`));
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe("statechart diagrams as drawn", () => {
  it("draws every state of every machine, each with an arrow in, as split for the workbench", async () => {
    const maxStates = maxStatesOf(committedMaxStates());
    for (const { name, machine } of await findMachines()) {
      if (name === rootActor) continue;
      const model = chartModel(name, machine);
      const states = new Map(allStates(model.root).map((state) => [state.id, state]));
      const diagrams = stateDiagrams(model, maxStates);
      const drawn = new Set(diagrams.flatMap((diagram) => Object.values(diagram.nodes)));
      expect(
        [...states.keys()].filter((id) => id !== model.root.id && !drawn.has(id)),
        name,
      ).toEqual([]);
      for (const diagram of diagrams) expect(statesWithoutArrowIn(diagram, states), diagram.file).toEqual([]);
    }
  });

  it("writes every transition's words on some diagram of its machine", async () => {
    // An overview's arrow between two collapsed boxes has no words: the boxes' own diagrams must carry them.
    const maxStates = maxStatesOf(committedMaxStates());
    for (const { name, machine } of await findMachines()) {
      if (name === rootActor) continue;
      const model = chartModel(name, machine);
      const written = new Set(stateDiagrams(model, maxStates).flatMap((diagram) => arrowPhrases(diagram.source)));
      const words = allStates(model.root).flatMap((state) => state.transitions.map(transitionLabel));
      expect(words.length, name).toBeGreaterThan(0);
      expect(
        words.filter((phrase) => !written.has(phrase)),
        name,
      ).toEqual([]);
    }
  });

  it("names the spec section of every machine in the guide", async () => {
    const { pages } = await plannedDiagrams();
    for (const { name } of await findMachines()) expect(specSections[name], name).toBeDefined();
    expect(pages.get(path.join(statechartsDir, "README.md"))).toContain("## Legend");
  });
});
