import { assign, fromPromise, setup } from "xstate";
import type { SessionCheck } from "../../contract/session";
import { type ChartStateMeta, inSeconds } from "../chart-meta";

/** Spec section 9: the session check waits 3 s unless on a search results page (then it runs at once). */
export const sessionCheckDelayMs = 3000;
/** Spec section 9: retried once 1.5 s after the hidden frame has loaded. */
export const sessionRetryDelayMs = 1500;

export interface SessionInput {
  /** On a search results page the check runs at once; elsewhere it waits 3 s (spec section 7). */
  onSearchResultsPage: boolean;
}

/**
 * What a view can rely on: `busy` while the check runs (waiting, asking, loading the hidden page). How it ended is the
 * final state itself (valid or failed bot detection), read by whoever waits for the check to be done.
 */
export type SessionTag = "busy";

export interface SessionContext extends SessionInput {
  /** The last answer of the session check, if any. */
  lastCheck: SessionCheck | null;
}

/**
 * The bot-detection session check (spec sections 4, 7 and 8; docs/bot-detection.md): ask whether the visitor has a
 * valid session; if not, load the hidden /init-lookup frame that establishes one, then ask once more 1.5 s after it
 * loaded. The visitor ends with a valid session or as failing bot detection.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    meta: {} as ChartStateMeta,
    tags: {} as SessionTag,
  },
  actors: {
    checkSession: fromPromise<SessionCheck>(() => {
      throw new Error("checkSession is provided by the app");
    }),
    loadInitFrame: fromPromise<void>(() => {
      throw new Error("loadInitFrame is provided by the app");
    }),
  },
  delays: {
    sessionCheckDelay: ({ context }) => (context.onSearchResultsPage ? 0 : sessionCheckDelayMs),
    sessionRetryDelay: sessionRetryDelayMs,
  },
  guards: {
    isValid: (_, check: SessionCheck) => check.valid,
  },
  actions: {
    rememberCheck: assign((_, check: SessionCheck) => ({ lastCheck: check })),
  },
}).createMachine({
  id: "session",
  description: "Bot detection: makes sure the visitor has a valid session before lookups are trusted.",
  initial: "waiting",
  context: ({ input }) => ({ ...input, lastCheck: null }),
  states: {
    waiting: {
      description: `Waiting ${inSeconds(sessionCheckDelayMs)} so the check does not slow the first page down (no wait on search results).`,
      tags: ["busy"],
      after: {
        sessionCheckDelay: {
          description: `after ${inSeconds(sessionCheckDelayMs)}, at once on search results`,
          target: "checking",
        },
      },
    },
    checking: {
      description: "Asking the server whether the visitor has a valid session.",
      meta: { activity: "checking the session" },
      tags: ["busy"],
      invoke: {
        id: "checkSession",
        src: "checkSession",
        onDone: sessionAnswered({ description: "no valid session", target: "loadingFrame" }),
        onError: { description: "check failed", target: "loadingFrame" },
      },
    },
    loadingFrame: {
      description: "No valid session: loading the hidden page that establishes one.",
      meta: { activity: "loading the hidden session page" },
      tags: ["busy"],
      invoke: {
        id: "loadInitFrame",
        src: "loadInitFrame",
        onDone: { description: "hidden page loaded", target: "waitingToRetry" },
        onError: { description: "hidden page failed", target: "failedBotDetection" },
      },
    },
    waitingToRetry: {
      description: `The hidden page has loaded; the check runs once more ${inSeconds(sessionRetryDelayMs)} later.`,
      tags: ["busy"],
      after: { sessionRetryDelay: { description: `after ${inSeconds(sessionRetryDelayMs)}`, target: "rechecking" } },
    },
    rechecking: {
      description: "Asking the server a second and last time.",
      meta: { activity: "checking the session again" },
      tags: ["busy"],
      invoke: {
        id: "recheckSession",
        src: "checkSession",
        onDone: sessionAnswered({ description: "still no valid session", target: "failedBotDetection" }),
        onError: { description: "check failed", target: "failedBotDetection" },
      },
    },
    valid: { description: "The visitor has a valid session.", type: "final" },
    failedBotDetection: {
      description: "The visitor has no valid session even after the hidden page loaded: bot detection failed.",
      type: "final",
    },
  },
});

/** The answer of a session check. */
function answer({ event }: { event: { output: SessionCheck } }): SessionCheck {
  return event.output;
}

/** A session check answered: remembered, and valid or where an invalid answer leads (both checks answer alike). */
function sessionAnswered(invalid: { description: string; target: "loadingFrame" | "failedBotDetection" }) {
  return [
    {
      description: "session valid",
      guard: { type: "isValid", params: answer },
      target: "valid",
      actions: { type: "rememberCheck", params: answer },
    },
    { ...invalid, actions: { type: "rememberCheck", params: answer } },
    // A const assertion (not a cast): keeps the guard's and action's names literal, as setup() typed them.
  ] as const;
}
