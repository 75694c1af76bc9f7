import { assign, fromPromise, setup } from "xstate";
import type { SessionCheck } from "../../contract/session";

export interface SessionInput {
  /** On a search results page the check runs at once; elsewhere it waits 3 s (spec section 7). */
  onSearchResultsPage: boolean;
}

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
    /** Spec section 9: the session check waits 3000 ms unless on a search results page (then it runs at once). */
    sessionCheckDelay: ({ context }) => (context.onSearchResultsPage ? 0 : 3000),
    /** Spec section 9: retried once 1500 ms after the hidden frame has loaded. */
    sessionRetryDelay: 1500,
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
      description: "Waiting 3 seconds so the check does not slow the first page down (no wait on search results).",
      tags: ["checking"],
      after: { sessionCheckDelay: "checking" },
    },
    checking: {
      description: "Asking the server whether the visitor has a valid session.",
      tags: ["checking"],
      invoke: {
        id: "checkSession",
        src: "checkSession",
        onDone: [
          {
            guard: { type: "isValid", params: answer },
            target: "valid",
            actions: { type: "rememberCheck", params: answer },
          },
          { target: "loadingFrame", actions: { type: "rememberCheck", params: answer } },
        ],
        onError: "loadingFrame",
      },
    },
    loadingFrame: {
      description: "No valid session: loading the hidden page that establishes one.",
      tags: ["checking"],
      invoke: { id: "loadInitFrame", src: "loadInitFrame", onDone: "waitingToRetry", onError: "failedBotDetection" },
    },
    waitingToRetry: {
      description: "The hidden page has loaded; the check runs once more 1.5 seconds later.",
      tags: ["checking"],
      after: { sessionRetryDelay: "rechecking" },
    },
    rechecking: {
      description: "Asking the server a second and last time.",
      tags: ["checking"],
      invoke: {
        id: "recheckSession",
        src: "checkSession",
        onDone: [
          {
            guard: { type: "isValid", params: answer },
            target: "valid",
            actions: { type: "rememberCheck", params: answer },
          },
          { target: "failedBotDetection", actions: { type: "rememberCheck", params: answer } },
        ],
        onError: "failedBotDetection",
      },
    },
    valid: { description: "The visitor has a valid session.", type: "final", tags: ["valid"] },
    failedBotDetection: {
      description: "The visitor has no valid session even after the hidden page loaded: bot detection failed.",
      type: "final",
      tags: ["failedBotDetection"],
    },
  },
});

/** The answer of a session check. */
function answer({ event }: { event: { output: SessionCheck } }): SessionCheck {
  return event.output;
}
