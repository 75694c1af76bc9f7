import { describe, expect, it } from "vitest";
import { assertEvent, assign } from "xstate";
import { lookupMachine } from "../../../machines/lookup/lookup.machine";
import { withConfigChange } from "../support/config-mutant";
import { replayAllTimeoutMs } from "../support/model-coverage";
import {
  checkModelPaths,
  type ModelEventOf,
  type ModelOptions,
  modelPaths,
  type PathFailure,
} from "../support/model-paths";
import { requestingOnDone } from "./lookup.config-paths";
import { lookupModel } from "./lookup.model";

/**
 * Issue 13: paths generated from a machine and replayed against the same machine cannot fail on state names alone.
 * Each mutant below is a bug the lookup once could have had. Its model paths are generated from the mutant itself
 * (as they would be if the bug were in the source), so the replayed states always match; only the lookup oracle
 * can find the bug, and these tests prove that it does.
 */

type LookupMachine = typeof lookupMachine;

/** Mutant 1: the first answer's complete and failed targets swapped (a complete answer fails, an error completes). */
const swappedFirstAnswer = withConfigChange(lookupMachine, requestingOnDone, (onDone) => {
  if (!Array.isArray(onDone)) throw new Error("requesting's onDone is no list of transitions");
  return onDone.map((transition) => {
    const target = Object.getOwnPropertyDescriptor(transition, "target")?.value;
    if (target === "complete") return { ...transition, target: "failed" };
    if (target === "failed") return { ...transition, target: "complete" };
    return transition;
  });
});

/** Mutant 2: `suspended` no longer marks the names the polls did not finish unavailable. */
const suspendKeepsUnchecked = lookupMachine.provide({
  actions: {
    suspendLookup: assign(({ context }) => ({ currentDomainLookup: context.currentDomainLookup })),
  },
});

/** Mutant 3: picking 2y stores 1y. */
const storesOneYear = lookupMachine.provide({
  actions: {
    selectPeriod: assign(({ context, event }) => {
      assertEvent(event, "lookup.period.select");
      const period = event.period === "2y" ? "1y" : event.period;
      return { selectedPeriods: { ...context.selectedPeriods, [event.domain]: period } };
    }),
  },
});

const suspendedTags = ["states", "searching", "states", "request", "states", "suspended", "tags"];

/** Mutant 4: `suspended` is not shown as finished (the results stay under a progress line that never ends). */
const suspendedUnfinished = withConfigChange(lookupMachine, suspendedTags, () => []);

const solvedInSolving = ["states", "searching", "states", "request", "states", "solvingHumanCheck", "on"];

/** Mutant 5, a guard too strict (issue 27): a solved human check is accepted only for an AI search. */
const solvedOnlyForAi = withConfigChange(lookupMachine, [...solvedInSolving, "lookup.humanCheck.solved"], (solved) => {
  if (!Array.isArray(solved)) throw new Error("solvingHumanCheck's lookup.humanCheck.solved is no list of transitions");
  return solved.filter((transition) => Object.getOwnPropertyDescriptor(transition, "guard")?.value !== undefined);
});

/** Mutant 6, a guard too loose: the human check's button works in any state, with no search asking for one. */
const startAnywhere = withConfigChange(lookupMachine, ["on"], (on) => ({
  ...(typeof on === "object" ? on : {}),
  "lookup.humanCheck.start": { description: "visitor starts the human check", actions: "humanCheckFailed" },
}));

/**
 * The failing paths of `machine` among those whose events pass `taking` (the paths where its bug can show, fewer to
 * replay than all of them).
 */
function failingPaths(model: ModelOptions<LookupMachine>, taking: (events: { type: string }[]) => boolean) {
  return checkModelPaths(
    model,
    modelPaths(model).filter((path) => taking(path.events)),
  );
}
const answersOf = (actor: string) => (events: { type: string }[]) =>
  events.filter((event) => event.type === `xstate.done.actor.${actor}`).length;
/** Paths whose last step is an answer of `actor`. */
const endingInAnswerOf = (actor: string) => (events: { type: string }[]) =>
  events.at(-1)?.type === `xstate.done.actor.${actor}`;

/** Every problem of every failing path, one per line, to match against. */
const problemsOf = (failures: PathFailure[]) => failures.flatMap((f) => f.problems.map((p) => `${f.path}: ${p}`));

// Each test generates every path of a machine and replays all of them (or those where the bug can show).
describe("lookup oracle against mutants (issue 13)", { timeout: replayAllTimeoutMs }, () => {
  it("the real machine passes: its paths replay and the oracle finds nothing", () => {
    expect(checkModelPaths(lookupModel())).toEqual([]);
  });

  it("catches a first answer whose complete and failed targets are swapped", () => {
    const failures = failingPaths(lookupModel(swappedFirstAnswer), endingInAnswerOf("lookupRequest"));
    expect(failures.length).toBeGreaterThan(0);
    const problems = problemsOf(failures);
    expect(problems.some((p) => p.includes("an error answer ends in complete, not failed"))).toBe(true);
    expect(problems.some((p) => p.includes("a complete first answer ends in failed, not complete"))).toBe(true);
    // Generated from the mutant, the paths' states match; only the oracle tells.
    expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
  });

  it("catches a suspended lookup that leaves unchecked names as they were", () => {
    const problems = problemsOf(
      failingPaths(lookupModel(suspendKeepsUnchecked), (events) => answersOf("lookupPoll")(events) >= 6),
    );
    expect(problems.some((p) => p.includes("suspended, yet name.net are not shown unavailable"))).toBe(true);
    expect(problems.some((p) => p.includes("name.net:started], the spec merges it to"))).toBe(true);
  });

  it("catches a suspended lookup not shown as finished", () => {
    const problems = problemsOf(
      failingPaths(lookupModel(suspendedUnfinished), (events) => answersOf("lookupPoll")(events) >= 6),
    );
    expect(problems.some((p) => p.includes("in suspended the visitor is shown []"))).toBe(true);
  });

  it("catches a period choice stored as another period", () => {
    const picksPeriod = (events: { type: string }[]) => events.some((event) => event.type === "lookup.period.select");
    const problems = problemsOf(failingPaths(lookupModel(storesOneYear), picksPeriod));
    expect(problems.some((p) => p.includes("picked 2y for name.com, stored 1y"))).toBe(true);
  });

  it("catches a guard too strict: a solved human check refused for a search by name", () => {
    const problems = problemsOf(
      failingPaths(lookupModel(solvedOnlyForAi), (events) => answersOf("lookupRequest")(events) > 0),
    );
    expect(
      problems.some((p) =>
        p.includes('in solvingHumanCheck the visitor cannot send {"type":"lookup.humanCheck.solved"'),
      ),
    ).toBe(true);
    // The paths the mutant generates never send the refused event: only the accepted-events check can tell.
    expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
  });

  it("catches a guard too loose: the human check can be started where the spec has none", () => {
    const problems = problemsOf(failingPaths(lookupModel(startAnywhere), (events) => events.length <= 1));
    expect(problems.some((p) => p.includes('in idle the visitor can send {"type":"lookup.humanCheck.start"}'))).toBe(
      true,
    );
  });

  it("catches a fixture that suspends the lookup after one poll by claiming the registrar's counter is 6", () => {
    const model = lookupModel();
    const claimsSix = (snapshot: Parameters<typeof model.events>[0]): ModelEventOf<LookupMachine>[] => {
      const events = model.events(snapshot);
      if (!snapshot.children.lookupPoll) return events;
      const requestName = snapshot.context.pendingRequestName ?? "";
      const stillChecking = { register: { complete: false, domain_status: [], price_lists: {} } };
      const output = { requestName, response: { response: stillChecking, updatedCounter: 6 } };
      return [...events, { type: "xstate.done.actor.lookupPoll", output }];
    };
    const problems = problemsOf(failingPaths({ ...model, events: claimsSix }, endingInAnswerOf("lookupPoll")));
    expect(problems.some((p) => p.includes("suspended after 1 polls; the spec suspends after 6"))).toBe(true);
  });
});
