import { describe, expect, it } from "vitest";
import { percent, scoresOf, withScores } from "../../scripts/mutation";

const guide = [
  "# Guide",
  "<!-- mutation-scores:start -->",
  "| file | score (killed / all) | killed | survived | no coverage | measured |",
  "|---|---|---|---|---|---|",
  "| `machines/a.ts` | 50.0% | 1 | 1 | 0 | 2026-01-01 |",
  "| `machines/b.ts` | 10.0% | 1 | 9 | 0 | 2026-01-01 |",
  "<!-- mutation-scores:end -->",
  "after",
].join("\n");

describe("npm run test:mutation writes the scores", () => {
  it("counts timeouts as killed and leaves mutants that cannot run out of the score", () => {
    const [score] = scoresOf({
      files: {
        "machines/b.ts": {
          mutants: [
            { status: "Killed" },
            { status: "Timeout" },
            { status: "Survived" },
            { status: "NoCoverage" },
            { status: "CompileError" },
          ],
        },
      },
    });
    expect(score).toEqual({ file: "machines/b.ts", killed: 2, survived: 1, noCoverage: 1, invalid: 1 });
    expect(percent(score)).toBe("50.0%");
  });

  it("replaces only the rows of the files it mutated and keeps the rest of the guide", () => {
    const updated = withScores(
      guide,
      [
        { file: "machines/b.ts", killed: 9, survived: 1, noCoverage: 0, invalid: 0 },
        { file: "machines/c.ts", killed: 1, survived: 0, noCoverage: 0, invalid: 0 },
      ],
      "2026-11-23",
    );
    expect(updated).toContain("| `machines/a.ts` | 50.0% | 1 | 1 | 0 | 2026-01-01 |");
    expect(updated).toContain("| `machines/b.ts` | 90.0% | 9 | 1 | 0 | 2026-11-23 |");
    expect(updated).not.toContain("10.0%");
    expect(updated.indexOf("machines/b.ts")).toBeLessThan(updated.indexOf("machines/c.ts"));
    expect(updated.startsWith("# Guide\n")).toBe(true);
    expect(updated.endsWith("<!-- mutation-scores:end -->\nafter")).toBe(true);
  });

  it("refuses a guide without the score block", () => {
    expect(() => withScores("# Guide", [], "2026-11-23")).toThrow(/no <!-- mutation-scores:start -->/);
  });
});
