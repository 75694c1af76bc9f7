import { describe, expect, it } from "vitest";
import { loginMachine } from "../../../machines/login/login.machine";
import { checkModelPaths, type PathFailure } from "../support/model-paths";
import { loginModel } from "./login.model";

/**
 * Issue 13 for the login: each mutant's paths are generated from the mutant itself, so their states always match;
 * only the login oracle can find the bug, and these tests prove that it does.
 */

/** Mutant 1: the brand API's request for a human check is taken as a plain refusal (no check is offered). */
const neverAsksForCheck = loginMachine.provide({ guards: { asksForHumanCheck: () => false } });

/** Mutant 2: every refusal asks for a human check, a wrong password too. */
const alwaysAsksForCheck = loginMachine.provide({ guards: { asksForHumanCheck: () => true } });

/** Mutant 3: a browser without a session is taken as logged in. */
const alwaysASession = loginMachine.provide({ guards: { hasSession: () => true } });

const problemsOf = (failures: PathFailure[]) => failures.flatMap((f) => f.problems.map((p) => `${f.path}: ${p}`));

function expectCaught(problems: string[], words: string) {
  expect(problems.some((p) => p.includes(words))).toBe(true);
  // Generated from the mutant, the paths' states match; only the oracle tells.
  expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
}

describe("login oracle against mutants (issue 13)", () => {
  it("the real machine passes: its paths replay and the oracle finds nothing", () => {
    expect(checkModelPaths(loginModel())).toEqual([]);
  });

  it("catches a human check never offered", () => {
    expectCaught(
      problemsOf(checkModelPaths(loginModel(neverAsksForCheck))),
      "a login refused with human_check_required ends in guest.ready, not guest.humanCheckNeeded",
    );
  });

  it("catches a human check asked after a wrong password", () => {
    expectCaught(
      problemsOf(checkModelPaths(loginModel(alwaysAsksForCheck))),
      "a login refused with authentication ends in guest.humanCheckNeeded, not guest.ready",
    );
  });

  it("catches a browser without a session taken as logged in", () => {
    expectCaught(
      problemsOf(checkModelPaths(loginModel(alwaysASession))),
      "no session ends in loadingAccount, not guest.ready",
    );
  });
});
