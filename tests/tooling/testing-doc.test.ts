import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPath } from "../../scripts/path-lookup";

// docs/testing.md is what QA follows: every command it shows must exist, and every file it names (issue 13).
const guide = "docs/testing.md";
const text = readFileSync(guide, "utf8");
const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;

/** Inline code spans and the lines of fenced blocks (without their `#` comments). */
function codeIn(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]);
  const outside = markdown.replace(/```[a-z]*\n[\s\S]*?```/g, "");
  const lines = blocks.flatMap((block) => block.split("\n")).map((line) => line.replace(/\s+#.*$/, ""));
  return [...lines, ...[...outside.matchAll(/`([^`\n]+)`/g)].map((m) => m[1])].map((c) => c.trim()).filter(Boolean);
}

const code = codeIn(text);
const commands = code.filter((c) => /^(npm|npx) /.test(c));

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

describe(`${guide} names only what exists`, () => {
  it("shows the commands QA runs", () => {
    expect(commands).toEqual(expect.arrayContaining(["npm run paths", "npm run path -- lookup-07"]));
  });

  it.each(commands)("`%s` is a script of package.json or a tool in node_modules", (command) => {
    const [tool, verb, name] = argsOf(command);
    if (tool === "npx") expect(existsSync(`node_modules/.bin/${verb}`), `no ${verb} in node_modules/.bin`).toBe(true);
    else if (verb === "run") expect(Object.keys(scripts)).toContain(name);
    else expect(Object.keys(scripts)).toContain(verb);
  });

  it("names only files and folders that exist", () => {
    const named = [...new Set(code.flatMap(argsOf).filter(isRepoPath))];
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !exists(file))).toEqual([]);
  });
});

describe(`the paths ${guide} tells QA to run`, () => {
  // `npm run paths` collects every model's paths through Vitest: the guide's examples must name real ones.
  const listing = spawnSync("npm", ["run", "--silent", "paths"], { encoding: "utf8", timeout: 120_000 });
  const listed = listing.stdout
    .split("\n")
    .map((line) => line.match(/^(\S+-\d+)\s+(.*?)\s+\[ends in (.*)\]$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map(([, id, title]) => ({ model: id.replace(/-\d+$/, ""), id, title }));

  it("`npm run paths` lists every machine's paths", () => {
    expect(listing.status, listing.stderr).toBe(0);
    const models = new Set(listed.map((p) => p.model));
    expect([...models]).toEqual(expect.arrayContaining(["basket", "checkout", "login", "lookup", "order", "session"]));
  });

  it.each(commands.filter((c) => c.startsWith("npm run path -- ") && !c.includes("<")))(
    "`%s` names exactly one path",
    (command) => {
      const [query] = argsOf(command.slice("npm run path -- ".length)).filter((word) => !word.startsWith("-"));
      expect(findPath(listed, query).kind).toBe("one");
    },
  );

  it.each(commands.filter((c) => / -t /.test(c)))("`%s` names a generated path", (command) => {
    const args = argsOf(command);
    const pattern = args[args.indexOf("-t") + 1];
    expect(listed.some((p) => `${p.id} ${p.title}`.includes(pattern))).toBe(true);
  });
});
