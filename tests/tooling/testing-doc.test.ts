import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPath } from "../../scripts/path-lookup";
import { readPathFile } from "../../workbench/recording/path-file";

// docs/qa.md is what QA follows, docs/testing.md what they read next: every command either shows must exist, and every
// file it names (issue 13, issue 28).
const guides = ["docs/qa.md", "docs/testing.md"];
const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;

/** Inline code spans and the lines of fenced blocks (without their `#` comments). */
function codeIn(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]);
  const outside = markdown.replace(/```[a-z]*\n[\s\S]*?```/g, "");
  const lines = blocks.flatMap((block) => block.split("\n")).map((line) => line.replace(/\s+#.*$/, ""));
  return [...lines, ...[...outside.matchAll(/`([^`\n]+)`/g)].map((m) => m[1])].map((c) => c.trim()).filter(Boolean);
}

/** Dates, months of a year and durations (`12 s`, `38 min`, `433 CPU-s`) in a text, as `line: match`. */
function datedMeasurementsIn(text: string): string[] {
  const date = /\b\d{4}-\d{2}-\d{2}\b/.source;
  const monthOfYear =
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/;
  const duration = /\b\d+(?:[.,]\d+)? ?(?:CPU-s|s|min|minutes)\b/.source;
  const measurement = new RegExp(`${date}|${monthOfYear.source}|${duration}`, "g");
  return text.split("\n").flatMap((line, index) => [...line.matchAll(measurement)].map((m) => `${index + 1}: ${m[0]}`));
}

const commandsOf = (guide: string) => codeIn(readFileSync(guide, "utf8")).filter((c) => /^(npm|npx) /.test(c));
/** The words of a command, quotes removed: `-t "lookup-07 "` gives `-t` and `lookup-07 `. */
function argsOf(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

const repoFolders = ["brands", "contract", "docs", "machines", "rules", "scripts", "server", "src", "tests"];
const isRepoPath = (word: string) => repoFolders.some((folder) => word.startsWith(`${folder}/`));

/** Whether a path exists; `<name>` placeholders stand for any one file or folder name. */
function exists(file: string): boolean {
  if (!file.includes("<")) return existsSync(file);
  const parts = file.replace(/\/$/, "").split("/");
  const matches = (folder: string, rest: string[]): boolean => {
    if (rest.length === 0) return true;
    const [part, ...others] = rest;
    const pattern = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/<[^>]+>/g, "[^/]+")}$`);
    if (!existsSync(folder)) return false;
    return readdirSync(folder).some((name) => pattern.test(name) && matches(path.join(folder, name), others));
  };
  return matches(".", parts);
}

describe.each(guides)("%s names only what exists", (guide) => {
  const code = codeIn(readFileSync(guide, "utf8"));

  it.each(commandsOf(guide))("`%s` is a script of package.json or a tool in node_modules", (command) => {
    const [tool, verb, name] = argsOf(command);
    if (tool === "npx") expect(existsSync(`node_modules/.bin/${verb}`), `no ${verb} in node_modules/.bin`).toBe(true);
    else if (verb === "run") expect(Object.keys(scripts)).toContain(name);
    else expect(Object.keys(scripts)).toContain(verb);
  });

  it("names only files and folders that exist", () => {
    const named = [...new Set(code.flatMap(argsOf).filter(isRepoPath))];
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((file) => !exists(file))).toEqual([]);
  });
});

describe("docs/testing.md is a guide, not a diary (issue 38)", () => {
  const guide = readFileSync("docs/testing.md", "utf8");

  it("stays within 400 lines", () => {
    expect(guide.split("\n").length).toBeLessThanOrEqual(400);
  });

  it("carries no dated measurement: measurements live where their command writes them", () => {
    expect(datedMeasurementsIn(guide)).toEqual([]);
  });

  it("finds a date, a month of a year, seconds, minutes and CPU-seconds", () => {
    const diary = [
      "Measured on 2026-11-26 at load 3.",
      "A fresh clone took about 27 minutes (November 2026).",
      "Vitest 164 s, the browser tests 12.5 s each, 433 CPU-s, 38 min for login.",
      "The spec's poll delay is set in the runtime configuration; 320 px wide pages.",
    ].join("\n");
    expect(datedMeasurementsIn(diary)).toEqual([
      "1: 2026-11-26",
      "2: 27 minutes",
      "2: November 2026",
      "3: 164 s",
      "3: 12.5 s",
      "3: 433 CPU-s",
      "3: 38 min",
    ]);
  });
});

it("docs/qa.md shows how to list, run one, run a group, and read a failure", () => {
  const commands = commandsOf("docs/qa.md");
  expect(commands).toEqual(
    expect.arrayContaining([
      "npm run paths",
      "npm run paths -- --coverage",
      "npm run path -- lookup-12",
      "npx vitest run tests/machines/lookup/lookup.model.test.ts",
    ]),
  );
  expect(commands.some((c) => c.startsWith("npx playwright show-trace "))).toBe(true);
});

describe("the paths the guides tell QA to run", () => {
  // `npm run paths` collects every model's paths through Vitest: the guides' examples must name paths it lists.
  const listing = spawnSync("npm", ["run", "--silent", "paths"], { encoding: "utf8", timeout: 240_000 });
  const listed = listing.stdout
    .split("\n")
    .map((line) => line.match(/^ {4}(\S+-\d+) {2,}(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map(([, id, title]) => ({ model: id.replace(/-\d+$/, ""), id, title }));
  const commands = guides.flatMap(commandsOf);

  it("`npm run paths` lists every workflow's paths, and not the helper's own toy machine", () => {
    expect(listing.status, listing.stderr).toBe(0);
    const models = new Set(listed.map((p) => p.model));
    expect([...models]).toEqual(expect.arrayContaining(["basket", "checkout", "login", "lookup", "order", "session"]));
    expect([...models]).not.toContain("toy");
  });

  it("`npm run paths` gives every path its own title, whole", () => {
    const titles = listed.map((p) => p.title);
    expect(
      titles.filter((title, index) => titles.indexOf(title) !== index),
      "titles listed twice",
    ).toEqual([]);
    expect(
      titles.filter((title) => title.includes("…")),
      "titles shortened",
    ).toEqual([]);
  });

  it("`npm run paths` names the browser paths beside their machine paths", () => {
    expect(listing.stdout).toMatch(/^ {4}lookup-\d+ .*\n {6,}in the browser: lookup-browser-\d+/m);
  });

  const replays = (c: string) => c.includes(" --replay ");
  it.each(commands.filter((c) => c.startsWith("npm run path -- ") && !c.includes("<") && !replays(c)))(
    "`%s` names exactly one listed path",
    (command) => {
      const [query] = argsOf(command.slice("npm run path -- ".length)).filter((word) => !word.startsWith("-"));
      // A browser path's id is listed beside the machine path that takes the same steps.
      if (/-browser-\d+$/.test(query)) expect(listing.stdout).toMatch(new RegExp(`in the browser: .*\\b${query}\\b`));
      else expect(findPath(listed, query).kind).toBe("one");
    },
  );

  // tests/tooling/replay-recording.test.ts replays the recordings; here they must at least be path files.
  it.each(commands.filter((c) => replays(c) && !c.includes("<")))("`%s` names a recording it can read", (command) => {
    const args = argsOf(command);
    expect(readPathFile(readFileSync(args[args.indexOf("--replay") + 1], "utf8"))).toHaveProperty("file");
  });

  it.each(commands.filter((c) => / -t /.test(c)))("`%s` names a listed path", (command) => {
    const args = argsOf(command);
    const pattern = args[args.indexOf("-t") + 1];
    expect(listed.some((p) => `${p.id} ${p.title}`.includes(pattern))).toBe(true);
  });
});
