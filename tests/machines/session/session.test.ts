import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { SessionCheck } from "../../../contract/session";
import { sessionMachine } from "../../../machines/session/session.machine";
import { describeModelPaths } from "../support/model-coverage";
import { sessionModel } from "./session.model";

function run(onSearchResultsPage: boolean, answers: (SessionCheck | Error)[], frame: "loads" | "fails" = "loads") {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fromPromise(async () => {
        calls.push(`check at ${clock.now()}`);
        const next = answers.shift();
        if (!next || next instanceof Error) throw next ?? new Error("no answer");
        return next;
      }),
      loadInitFrame: fromPromise(async () => {
        calls.push(`frame at ${clock.now()}`);
        if (frame === "fails") throw new Error("frame failed");
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { onSearchResultsPage } }).start();
  return { actor, clock, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("session check (spec sections 4 and 7)", () => {
  it("waits 3000 ms before checking, unless on a search results page", async () => {
    const home = run(false, [{ exists: true, valid: true }]);
    expect(home.actor.getSnapshot().value).toBe("waiting");
    home.clock.increment(2999);
    expect(home.calls).toEqual([]);
    home.clock.increment(1);
    await flush();
    expect(home.calls).toEqual(["check at 3000"]);
    expect(home.actor.getSnapshot().value).toBe("valid");

    const results = run(true, [{ exists: true, valid: true }]);
    results.clock.increment(0);
    await flush();
    expect(results.calls).toEqual(["check at 0"]);
    expect(results.actor.getSnapshot().value).toBe("valid");
  });

  it("on failure loads the hidden frame, retries once 1500 ms after it loads, and is then valid", async () => {
    const { actor, clock, calls } = run(true, [
      { exists: false, valid: false },
      { exists: true, valid: true },
    ]);
    clock.increment(0);
    await flush();
    expect(actor.getSnapshot().value).toBe("waitingToRetry");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    clock.increment(1499);
    await flush();
    expect(calls).toEqual(["check at 0", "frame at 0"]);
    clock.increment(1);
    await flush();
    expect(calls).toEqual(["check at 0", "frame at 0", "check at 1500"]);
    expect(actor.getSnapshot().value).toBe("valid");
    expect(actor.getSnapshot().hasTag("busy")).toBe(false);
  });

  it("fails bot detection when the retry is still not valid, errors, or the frame does not load", async () => {
    const invalid = run(true, [
      { exists: false, valid: false },
      { exists: true, valid: false },
    ]);
    invalid.clock.increment(0);
    await flush();
    invalid.clock.increment(1500);
    await flush();
    expect(invalid.actor.getSnapshot().value).toBe("failedBotDetection");
    expect(invalid.actor.getSnapshot().context.lastCheck).toEqual({ exists: true, valid: false });

    const erroring = run(true, [new Error("offline"), new Error("offline")]);
    erroring.clock.increment(0);
    await flush();
    erroring.clock.increment(1500);
    await flush();
    expect(erroring.actor.getSnapshot().value).toBe("failedBotDetection");

    const noFrame = run(true, [{ exists: false, valid: false }], "fails");
    noFrame.clock.increment(0);
    await flush();
    expect(noFrame.actor.getSnapshot().value).toBe("failedBotDetection");
    expect(noFrame.actor.getSnapshot().status).toBe("done");
  });
});

/** The generated paths, each checked by the session oracle after every step (see docs/testing.md). */
describeModelPaths(sessionModel());
