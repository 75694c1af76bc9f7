// What QA reads from `npm run paths` is in the workflows' own words (issue 37): no identifier of the code, no file of
// the repository, no state as JSON, and no colour codes when the output goes to a file or a pipe.
import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";
import { formatReplay, replayRecording } from "../../scripts/replay-recording";
import { fixturesModel } from "../../workbench/simulate/simulation-models";
import { committedRecordings, readRecording } from "../e2e/support/recorded-paths";

/**
 * Code words in a text: camelCase identifiers (`basketLifecycle`), dotted state ids (`checkout.paymentFailed`), files
 * of the repository, JSON, and terminal escape codes. Path ids (`basketLifecycle-07`, `lookup-browser-12`) are what QA
 * types to run a path, so they are left out first.
 */
function codeWordsIn(text: string): string[] {
  const withoutIds = text.replace(/\b[A-Za-z]+-(?:browser-)?\d+\b/g, "");
  const patterns = [
    /\b[a-z]+[A-Z][A-Za-z]*\b/g,
    /\b[A-Za-z]\w*\.[A-Za-z]\w*\.[A-Za-z]\w*\b/g,
    /\b[a-z]\w*\.[a-z]+[A-Z]\w*\b/g,
    /(?:^|\s)(?:tests|scripts|machines|workbench|src)\/\S*/g,
    /\b\w+\.(?:tsx?|mjs|json)\b/g,
    /[{[]\s*"\w+"\s*:/g,
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what this looks for.
    /\u001b\[[\d;]*m/g,
  ];
  return [...new Set(patterns.flatMap((pattern) => withoutIds.match(pattern) ?? []))];
}

it("finds the code words the listing printed before (a workflow by its id, a state id, JSON, colour)", () => {
  const found = codeWordsIn(
    'basketLifecycle: 10 paths\n  ends in checkout.paymentFailed {"searching":1} \u001b[32m✓\u001b[39m basketLifecycle-07',
  );
  expect(found).toEqual(
    expect.arrayContaining(["basketLifecycle", "checkout.paymentFailed", '{"searching":', "\u001b[32m"]),
  );
  expect(found.filter((word) => word.includes("07"))).toEqual([]);
});

it("lists the paths (npm run paths, piped to a file) without code words or colour codes", () => {
  const listing = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/paths.ts", "list"], {
    encoding: "utf8",
    timeout: 240_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: undefined, NO_COLOR: undefined },
  });
  expect(listing.status, listing.stderr).toBe(0);
  expect(listing.stdout).toMatch(/paths listed of \d+ generated/);
  expect(codeWordsIn(listing.stdout)).toEqual([]);
}, 300_000);

it.each(committedRecordings())(
  "replays %s against the workflows in words: no state as JSON, no event type",
  async (file) => {
    const report = formatReplay(await replayRecording(readRecording(file), fixturesModel));
    expect(report).toContain("every state as recorded");
    expect(codeWordsIn(report)).toEqual([]);
  },
);
