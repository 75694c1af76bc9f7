import { describe, expect, it } from "vitest";
import { assign } from "xstate";
import { sessionMachine } from "../../../machines/session/session.machine";
import { checkModelPaths, type PathFailure } from "../support/model-paths";
import { sessionModel } from "./session.model";

/**
 * Issue 13 for the session check: each mutant's paths are generated from the mutant itself, so their states always
 * match; only the session oracle can find the bug, and these tests prove that it does.
 */

/** Mutant 1: no answer counts as valid, so a valid session still loads the hidden frame and fails at last. */
const neverValid = sessionMachine.provide({ guards: { isValid: () => false } });

/** Mutant 2: the answer is not remembered. */
const forgetsTheAnswer = sessionMachine.provide({ actions: { rememberCheck: () => {} } });

/** Mutant 3: every answer is remembered as valid, whatever it said. */
const remembersValid = sessionMachine.provide({
  actions: { rememberCheck: assign({ lastCheck: { exists: true, valid: true } }) },
});

const problemsOf = (failures: PathFailure[]) => failures.flatMap((f) => f.problems.map((p) => `${f.path}: ${p}`));

function expectCaught(problems: string[], words: string) {
  expect(problems.some((p) => p.includes(words))).toBe(true);
  // Generated from the mutant, the paths' states match; only the oracle tells.
  expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
}

describe("session oracle against mutants (issue 13)", () => {
  it("the real machine passes: its paths replay and the oracle finds nothing", () => {
    expect(checkModelPaths(sessionModel())).toEqual([]);
  });

  it("catches a check that never takes a valid answer as valid", () => {
    const problems = problemsOf(checkModelPaths(sessionModel(neverValid)));
    expectCaught(problems, "the first check answering valid ends in loadingFrame, not valid");
    expectCaught(problems, "the retried check answering valid ends in failedBotDetection, not valid");
  });

  it("catches a check that forgets its answer", () => {
    expectCaught(
      problemsOf(checkModelPaths(sessionModel(forgetsTheAnswer))),
      'the remembered check null is not the last answer {"exists":false,"valid":false}',
    );
  });

  it("catches a check that remembers every answer as valid", () => {
    expectCaught(
      problemsOf(checkModelPaths(sessionModel(remembersValid))),
      'the remembered check {"exists":true,"valid":true} is not the last answer {"exists":true,"valid":false}',
    );
  });
});
