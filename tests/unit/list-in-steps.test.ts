import { describe, expect, it } from "vitest";
import { nextStep, stepFrom } from "../../src/components/domain-search/use-list-in-steps";

interface Row {
  name: string;
  status: string;
}
const keyOf = (row: Row) => row.name;
const rows = (count: number, status: string) => Array.from({ length: count }, (_, i) => ({ name: `n${i}`, status }));
/** Steps from `shown` until the target is reached, as the hook does once per frame. */
function steps(shown: readonly Row[], target: readonly Row[], step: number): (readonly Row[])[] {
  const taken: (readonly Row[])[] = [];
  let current = shown;
  while (current !== target && taken.length < 100) {
    current = nextStep(current, target, keyOf, step);
    taken.push(current);
  }
  return taken;
}

describe("a list brought into the page in steps", () => {
  it("adds at most a step of new rows each time, in the list's order, and ends on the list itself", () => {
    const target = rows(120, "checking");
    const taken = steps([], target, 50);
    expect(taken.map((shown) => shown.length)).toEqual([50, 100, 120]);
    expect(taken[0]).toEqual(target.slice(0, 50));
    expect(taken.at(-1)).toBe(target);
  });

  it("brings changed rows in a step at a time, showing the others as they were until their turn", () => {
    const before = rows(120, "checking");
    // A poll answer: every third row has its outcome, the others keep their objects.
    const after = before.map((row, i) => (i % 3 === 0 ? { ...row, status: "available" } : row));
    const taken = steps(before, after, 25);
    expect(taken).toHaveLength(2);
    expect(taken[0]).toHaveLength(120);
    expect(taken[0].filter((row) => row.status === "available")).toHaveLength(25);
    expect(taken[0].filter((row, i) => row !== before[i] && row !== after[i])).toEqual([]);
    expect(taken[1]).toBe(after);
  });

  it("costs nothing when nothing changed, and lets rows leave and reorder at once", () => {
    const shown = rows(80, "available");
    expect(nextStep(shown, [...shown], keyOf, 10)).toEqual(shown);
    const fewer = shown.slice(0, 30).reverse();
    expect(nextStep(shown, fewer, keyOf, 10)).toBe(fewer);
  });

  it("renders one step per commit when a poll answer queues a second frame's step behind the first", () => {
    const firstAnswer = rows(100, "checking");
    const shown = firstAnswer.slice(0, 25);
    // The second answer changes every row; its frame was asked for before the first frame's step was rendered.
    const secondAnswer = rows(100, "available");
    const queued = [stepFrom(shown, firstAnswer, keyOf, 25), stepFrom(shown, secondAnswer, keyOf, 25)];
    const committed = queued.reduce<readonly Row[]>((current, update) => update(current), shown);
    expect(committed).toEqual(firstAnswer.slice(0, 50));
    expect(committed.filter((row) => row.status === "available")).toEqual([]);
  });
});
