import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { setup } from "xstate";
import { findMachines } from "../../scripts/statechart-files";
import { declaresTagType, tagsNamingTheirState, tagsOfOneState, usesTags } from "./support/tag-findings";

const machines = await findMachines();

describe("tags a view can use (issues 25 and 38)", () => {
  it.each(machines.map(({ name, machine }) => [name, machine] as const))(
    "no state of %s carries its own name as a tag",
    (_name, machine) => {
      expect(tagsNamingTheirState(machine)).toEqual([]);
    },
  );

  it.each(machines.map(({ name, machine }) => [name, machine] as const))(
    "every tag of %s is shared by several states",
    (_name, machine) => {
      expect(tagsOfOneState(machine)).toEqual([]);
    },
  );

  it.each(machines.filter(({ machine }) => usesTags(machine)).map(({ name, source }) => [name, source] as const))(
    "%s declares the type of its tags",
    (_name, source) => {
      // A machine whose setup() lives beside it (basket-setup.ts, checkout-setup.ts: the transition builders import it
      // without importing the machine, so no import circle) declares its tags there.
      const setupFile = source.replace(/\.machine\.ts$/, "-setup.ts");
      const sources = [source, ...(existsSync(setupFile) ? [setupFile] : [])];
      expect(sources.some((file) => declaresTagType(readFileSync(file, "utf8")))).toBe(true);
    },
  );

  it("finds a tag that only renames its state, a tag of one state, and a machine whose tags are untyped", () => {
    const aliased = setup({}).createMachine({
      id: "aliased",
      initial: "loading",
      states: { loading: { tags: ["loading", "busy"], on: { done: "shown" } }, shown: { tags: ["ready"] } },
    });
    expect(tagsNamingTheirState(aliased)).toEqual(["aliased.loading carries its own name as a tag"]);
    // "busy" on one state only renames it; a tag on two states (or on none) passes.
    expect(tagsOfOneState(aliased)).toEqual([
      '"loading" is carried by aliased.loading alone',
      '"busy" is carried by aliased.loading alone',
      '"ready" is carried by aliased.shown alone',
    ]);
    const shared = setup({}).createMachine({
      id: "shared",
      initial: "a",
      states: { a: { tags: ["busy"], on: { next: "b" } }, b: { tags: ["busy"] }, c: {} },
    });
    expect(tagsOfOneState(shared)).toEqual([]);
    expect(usesTags(aliased)).toBe(true);
    expect(usesTags(setup({}).createMachine({ id: "plain", initial: "a", states: { a: {} } }))).toBe(false);
    expect(declaresTagType("setup({ types: { context: {} as Ctx } })")).toBe(false);
    expect(declaresTagType("setup({ types: { context: {} as Ctx, tags: {} as OrderTag } })")).toBe(true);
  });
});
