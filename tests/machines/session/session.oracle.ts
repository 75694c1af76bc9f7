import type { SnapshotFrom } from "xstate";
import { sessionCheckSchema } from "../../../contract/session";
import type { sessionMachine } from "../../../machines/session/session.machine";
import type { ModelOracle, ModelStep } from "../support/model-paths";

/**
 * The session oracle: what the spec (storefront-spec.md sections 4, 7, 8 and 9) says about the bot-detection
 * session check. GET /api/check-session/ answers `exists` and `valid`; it is asked at start (after 3 s, at once on
 * search results); when the visitor has no valid session the hidden /init-lookup frame is loaded, and the check is
 * asked once more 1.5 s after the frame loaded; the visitor then has a valid session or fails bot detection. Written
 * from the spec and the contract only: nothing of the machine is imported.
 */

type SessionMachine = typeof sessionMachine;
type Snapshot = SnapshotFrom<SessionMachine>;
type Step = ModelStep<SessionMachine>;

/** Spec section 7: the check is asked at start and retried once, so at most twice. */
const maxChecks = 2;

/** The calls each state has running (the first check, the hidden frame, the second check), by invoke id. */
const callsOfState: Record<string, string[]> = {
  checking: ["checkSession"],
  loadingFrame: ["loadInitFrame"],
  rechecking: ["recheckSession"],
};
/** The delayed step each waiting state has scheduled: the first check's 3 s, the retry's 1.5 s. */
const delayOfState: Record<string, string> = { waiting: "sessionCheckDelay", waitingToRetry: "sessionRetryDelay" };
const outcomes = ["valid", "failedBotDetection"];
const checkIds = ["checkSession", "recheckSession"];

/** What one path has done so far that a single snapshot does not show. */
interface Memory {
  checksAsked: number;
  frameLoaded: boolean;
  frameFailed: boolean;
  /** The last answer the check gave (a failed check gives none). */
  lastAnswer: unknown;
}

function stateProblems(snapshot: Snapshot, scheduled: string[], memory: Memory): string[] {
  const problems: string[] = [];
  const where = String(snapshot.value);
  const running = Object.keys(snapshot.children).sort();
  const expectedCalls = callsOfState[where] ?? [];
  if (JSON.stringify(running) !== JSON.stringify(expectedCalls)) {
    problems.push(`in ${where} the calls running are [${running}], expected [${expectedCalls}]`);
  }
  const expectedDelay = delayOfState[where];
  const delays = scheduled.filter((type) => type.startsWith("xstate.after."));
  if (delays.length !== (expectedDelay ? 1 : 0) || (expectedDelay && !delays[0].includes(expectedDelay))) {
    problems.push(`in ${where} the scheduled steps are [${delays}], expected [${expectedDelay ?? ""}]`);
  }
  const finished = outcomes.includes(where);
  if (finished !== (snapshot.status === "done")) {
    problems.push(`${where} is ${snapshot.status}; only a valid session or failed bot detection ends the check`);
  }
  if (snapshot.hasTag("busy") === finished) problems.push(`${where} says the check is running: ${!finished}`);
  if (memory.checksAsked > maxChecks) problems.push(`the check was asked ${memory.checksAsked} times, at most twice`);
  if (JSON.stringify(snapshot.context.lastCheck) !== JSON.stringify(memory.lastAnswer ?? null)) {
    problems.push(
      `the remembered check ${JSON.stringify(snapshot.context.lastCheck)} is not the last answer ${JSON.stringify(memory.lastAnswer ?? null)}`,
    );
  }
  switch (where) {
    case "waiting":
      if (memory.checksAsked > 0) problems.push("waiting for the first check after it was asked");
      break;
    case "checking":
      if (memory.checksAsked !== 1) problems.push(`the first check is check ${memory.checksAsked}`);
      break;
    case "loadingFrame":
    case "waitingToRetry":
      if (memory.checksAsked !== 1) problems.push(`${where} after ${memory.checksAsked} checks, not 1`);
      if (where === "waitingToRetry" && !memory.frameLoaded) problems.push("retrying before the frame loaded");
      break;
    case "rechecking":
      if (!memory.frameLoaded) problems.push("asking again before the hidden frame loaded");
      if (memory.checksAsked !== 2) problems.push(`the retry is check ${memory.checksAsked}, not 2`);
      break;
    case "valid":
      if (sessionCheckSchema.safeParse(memory.lastAnswer).data?.valid !== true) {
        problems.push("valid without a check answering valid");
      }
      break;
    case "failedBotDetection":
      // Spec section 8: only after the hidden frame was loaded (and asked about once more) or could not load.
      if (!memory.frameFailed && !(memory.frameLoaded && memory.checksAsked === maxChecks)) {
        problems.push(`failed bot detection after ${memory.checksAsked} checks, the frame not tried to the end`);
      }
      break;
  }
  return problems;
}

/** What a call's result must change. */
function resultProblems(step: Step, memory: Memory): string[] {
  const type = step.event?.type ?? "";
  const where = String(step.after.value);
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
  const id = done ?? failed;
  if (id === undefined) return [];
  const problems: string[] = [];
  const expect = (target: string, what: string) => {
    if (where !== target) problems.push(`${what} ends in ${where}, not ${target}`);
  };
  if (id === "loadInitFrame") {
    if (done) memory.frameLoaded = true;
    else memory.frameFailed = true;
    expect(done ? "waitingToRetry" : "failedBotDetection", done ? "the frame loaded" : "the frame failing");
    return problems;
  }
  if (!checkIds.includes(id)) return [`a result of an unknown call ${id}`];
  const isRetry = memory.checksAsked === maxChecks;
  const answer = done && step.event && "output" in step.event ? sessionCheckSchema.parse(step.event.output) : null;
  if (answer) memory.lastAnswer = answer;
  const which = isRetry ? "the retried check" : "the first check";
  if (answer?.valid) expect("valid", `${which} answering valid`);
  else expect(isRetry ? "failedBotDetection" : "loadingFrame", `${which} ${answer ? "answering invalid" : "failing"}`);
  return problems;
}

export const sessionOracle: ModelOracle<SessionMachine> = () => {
  const memory: Memory = { checksAsked: 0, frameLoaded: false, frameFailed: false, lastAnswer: null };
  return (step) => {
    const problems: string[] = [];
    if (step.before) {
      problems.push(...resultProblems(step, memory));
      const delayed = step.event?.type.startsWith("xstate.after.") ?? false;
      if (delayed && JSON.stringify(step.before.context) !== JSON.stringify(step.after.context)) {
        problems.push("a delay changed the session data");
      }
      if (
        JSON.stringify(step.after.context.onSearchResultsPage) !==
        JSON.stringify(step.before.context.onSearchResultsPage)
      ) {
        problems.push("the page the check started on changed");
      }
    }
    // A new check call: the first one, or the retry.
    for (const id of checkIds) {
      if (step.after.children[id] && !step.before?.children[id]) memory.checksAsked += 1;
    }
    problems.push(...stateProblems(step.after, step.scheduled, memory));
    return problems;
  };
};
