import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Views read what the machines know through `machines/<actor>/selectors.ts`, tags and `snapshot.can(...)`; they
 * never name a state path nor recompute business rules (issue 11). The statechart viewer is no exception: it shows the
 * active state ids the storefront tab sends it, not snapshots it reads.
 */
const viewFolders = ["src/components", "src/routes"];

const forbidden: { reason: string; pattern: RegExp }[] = [
  { reason: "matches a state path (use a tag or a selector)", pattern: /\.matches\(/ },
  {
    reason: "reads a snapshot's state value (use a tag or a selector)",
    pattern: /\b(?:s|snapshot|state|snap|current)\??\.value\b|getSnapshot\(\)\??\.value\b/,
  },
  { reason: "imports from rules/ (use the machine's selectors)", pattern: /from\s+["'](?:\.\.\/)+rules\// },
];

function viewFiles(): string[] {
  return viewFolders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

/** Every forbidden line of the given source, as `line: reason`. */
function violations(source: string): string[] {
  return source
    .split("\n")
    .flatMap((line, index) =>
      forbidden.filter(({ pattern }) => pattern.test(line)).map(({ reason }) => `${index + 1}: ${reason}`),
    );
}

describe("views read selectors, tags and snapshot.can", () => {
  it("recognises each forbidden form", () => {
    expect(violations(`const a = useSelector(actor, (s) => s.matches("idle"));`)).toHaveLength(1);
    expect(violations(`const status = useSelector(actor, (snapshot) => snapshot.value);`)).toHaveLength(1);
    expect(violations(`if (actor.getSnapshot().value === "idle") return;`)).toHaveLength(1);
    expect(violations(`import { ratingLabel } from "../../../rules/reviews/rating-label";`)).toHaveLength(1);
    expect(violations(`import type { Voucher } from "../../rules/basket/types";`)).toHaveLength(1);
    expect(violations(`onChange={(event) => setQuery(event.target.value)}`)).toEqual([]);
    expect(violations(`import { selectResults } from "../../../machines/lookup/selectors";`)).toEqual([]);
  });

  it.each(viewFiles())("%s names no state path and imports nothing from rules/", (file) => {
    expect(violations(readFileSync(file, "utf8"))).toEqual([]);
  });
});
