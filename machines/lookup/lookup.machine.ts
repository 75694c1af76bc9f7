import { assertEvent, assign, setup } from "xstate";
import type { AiGeneratorResponse, AiSuggestions, LookupResponse, PremiumResponse } from "../../contract/domains";
import {
  aiGeneratorErrorMessage,
  aiNoResponseMessage,
  humanCheckFailedMessage,
  isHumanCheckRejection,
  lookupErrorMessage,
} from "../../rules/lookup/errors";
import { type ChartStateMeta, inSeconds } from "../chart-meta";
import { type Answer, emptyLookup, type LookupContext, type LookupInput, nothingSearchedYet } from "./lookup-context";
import { lookupRequests } from "./lookup-requests";
import { maxPolls, pollDelayMs } from "./polling";
import { premiumAnswered, premiumCheckFailed } from "./premium-checks";
import {
  answerMerged,
  firstAnswer,
  lookupCompleted,
  lookupSuspended,
  pollAnswer,
  type RegistrarAnswer,
} from "./registrar-answers";
import { aiGenerateInput, lookupPollInput, lookupRequestInput, premiumCheckInput } from "./request-inputs";
import {
  humanCheckWanted,
  refusedForHumanCheck,
  registrarAnswered,
  registrarFailed,
  requestFailed,
} from "./request-transitions";
import { defaultCategory, planSearch, type SearchRequest } from "./search-plan";
import {
  aiNamesGenerated,
  rejectedSearch,
  sharedAiLinkOpened,
  sharedAiNamesLoaded,
  startedSearch,
} from "./search-start";

export type { Answer } from "./lookup-context";
export type { SearchRequest } from "./search-plan";

export type LookupEvent =
  | { type: "lookup.submit"; search: SearchRequest }
  | { type: "lookup.ai.load"; uuid: string; transfer: boolean }
  | { type: "lookup.humanCheck.start" }
  | { type: "lookup.humanCheck.solved"; token: string }
  | { type: "lookup.humanCheck.failed" }
  | { type: "lookup.period.select"; domain: string; period: string };

/**
 * What the views read besides context (machines/lookup/selectors.ts), each shared by the states that look alike:
 * - `busy`: a request is on its way, or the next poll is due;
 * - `findingIdeas`, `searching`, `checking`: the progress line says "Finding name ideas…", "Searching…" (no name
 *   answered yet), or how many names are checked while the rest are polled;
 * - `humanCheck`: the human-check panel is shown (with its challenge once the visitor has started it, which
 *   selectors.ts tells by the challenge's outcome being accepted);
 * - `finished`: every name shows its outcome (whether the polls stopped first, leaving names shown unavailable, is
 *   one state, which selectors.ts reads);
 * - `error`: nothing to show but a message (the search could not be looked up, or the lookup failed).
 */
export type LookupTag = "busy" | "findingIdeas" | "searching" | "checking" | "humanCheck" | "finished" | "error";

/** The AI generator's answer. */
const aiAnswer = ({ event }: { event: { output: Answer<AiGeneratorResponse> } }) => event.output.response;

/** The progress line a busy state shows (selectors.ts): finding AI ideas, searching, or checking the rest. */
type ProgressTag = Extract<LookupTag, "findingIdeas" | "searching" | "checking">;

/** A state the visitor waits in: busy, with its progress line, doing `activity` (the diagrams print it). */
function busyWith(activity: string, progress: ProgressTag): { meta: ChartStateMeta; tags: LookupTag[] } {
  return { meta: { activity }, tags: ["busy", progress] };
}

/** What the visitor needs to see of a lookup answer that carries a human-check demand or an error message. */
interface AnswerFlags {
  requireHCaptcha?: boolean;
  error?: string;
}

/** An invoked request that failed (a rejected promise): its error, for the message or the human check. */
interface Failure {
  error: unknown;
}

const lookupSetup = setup({
  types: {
    input: {} as LookupInput,
    context: {} as LookupContext,
    events: {} as LookupEvent,
    tags: {} as LookupTag,
    meta: {} as ChartStateMeta,
  },
  actors: lookupRequests,
  delays: { pollDelay: pollDelayMs },
  guards: {
    isInvalidSearch: ({ context, event }) => {
      assertEvent(event, "lookup.submit");
      return "error" in planSearch(event.search, context, context.category);
    },
    isAiSearch: ({ event }) => {
      assertEvent(event, "lookup.submit");
      return event.search.kind === "ai";
    },
    asksForHumanCheck: (_, response: AnswerFlags) => response.requireHCaptcha === true,
    answersWithError: (_, response: AnswerFlags) => typeof response.error === "string",
    isComplete: (_, response: LookupResponse) => response.register?.complete === true,
    pollLimitReached: (_, answer: RegistrarAnswer) => answer.updatedCounter >= maxPolls,
    isHumanCheckRejection: (_, failure: Failure) => isHumanCheckRejection(failure.error),
    aiHasNames: (_, response: AiGeneratorResponse) => (response.domains?.length ?? 0) > 0,
    humanCheckIsForAi: ({ context }) => context.search?.kind === "ai" && context.aiResults === null,
    hasPremiumChecks: ({ context }) => context.premiumQueue.length > 0,
  },
  actions: {
    startSearch: assign(({ context, event }) => {
      assertEvent(event, "lookup.submit");
      return startedSearch(context, event.search);
    }),
    rejectSearch: assign(({ context, event }) => {
      assertEvent(event, "lookup.submit");
      return rejectedSearch(context, event.search);
    }),
    startAiLoad: assign(({ event }) => {
      assertEvent(event, "lookup.ai.load");
      return sharedAiLinkOpened(event.uuid, event.transfer);
    }),
    useAiSuggestions: assign(({ context }, generated: AiGeneratorResponse) => aiNamesGenerated(context, generated)),
    useLoadedAiSuggestions: assign(({ context }, loaded: AiSuggestions) => sharedAiNamesLoaded(context, loaded)),
    /** An answer of the first request (its counter is the lookup's own) or of a poll (the counter it reports). */
    applyAnswer: assign(({ context }, answer: RegistrarAnswer) => answerMerged(context, answer)),
    completeLookup: assign(({ context }) => lookupCompleted(context)),
    suspendLookup: assign(({ context }) => lookupSuspended(context)),
    rememberToken: assign(({ context, event }) => {
      assertEvent(event, "lookup.humanCheck.solved");
      return {
        currentDomainLookup: { ...context.currentDomainLookup, hCaptchaToken: event.token },
        humanCheckError: null,
      };
    }),
    humanCheckFailed: assign({ humanCheckError: humanCheckFailedMessage }),
    showAnswerError: assign((_, response: AnswerFlags) => ({ apiError: response.error ?? null })),
    showLookupError: assign(({ context }, failure: Failure) => ({
      apiError: lookupErrorMessage(failure.error, context.search?.kind ?? "single", context.supportPhone),
    })),
    showAiError: assign((_, failure: Failure) => ({ apiError: aiGeneratorErrorMessage(failure.error) })),
    showAiNoNames: assign({ apiError: aiNoResponseMessage }),
    applyPremium: assign(({ context }, response: PremiumResponse) => premiumAnswered(context, response)),
    forgetFailedPremiumCheck: assign(({ context }) => premiumCheckFailed(context)),
    selectPeriod: assign(({ context, event }) => {
      assertEvent(event, "lookup.period.select");
      return { selectedPeriods: { ...context.selectedPeriods, [event.domain]: event.period } };
    }),
  },
});

/**
 * Asks the registrar about the names: the first time (`lookupRequest`), or again with the visitor's human-check token
 * (`lookupRetry`). One request with the same answers; the two states differ in what the diagrams say.
 */
function askingRegistrar(id: "lookupRequest" | "lookupRetry", description: string, activity: string) {
  return lookupSetup.createStateConfig({
    description,
    ...busyWith(activity, "searching"),
    invoke: {
      id,
      src: "lookupRequest",
      input: lookupRequestInput,
      onDone: registrarAnswered(firstAnswer),
      onError: registrarFailed(),
    },
  });
}

export const lookupMachine = lookupSetup.createMachine({
  id: "lookup",
  description:
    "Domain search: looks names up with the registrar, polls until every name has an outcome, checks taken names for premium offers and asks for a human check when the registrar wants one.",
  initial: "idle",
  context: ({ input }) => ({
    ...input,
    category: defaultCategory,
    search: null,
    pendingRequestName: null,
    searchedInfo: null,
    currentDomainLookup: emptyLookup,
    ...nothingSearchedYet,
  }),
  // Accepted in every state: a new search replaces the one shown.
  on: {
    "lookup.submit": [
      {
        description: "visitor searched, nothing valid to look up",
        guard: "isInvalidSearch",
        target: ".invalid",
        actions: "rejectSearch",
      },
      {
        description: "visitor asked AI for name ideas",
        guard: "isAiSearch",
        target: ".searching.request.generatingAi",
        reenter: true,
        actions: "startSearch",
      },
      {
        description: "visitor changed the search",
        target: ".searching.request.requesting",
        reenter: true,
        actions: "startSearch",
      },
    ],
    "lookup.ai.load": {
      description: "visitor opened a shared AI link",
      target: ".searching.request.loadingAi",
      reenter: true,
      actions: "startAiLoad",
    },
    "lookup.period.select": { description: "visitor chose a period", actions: "selectPeriod" },
  },
  states: {
    idle: { description: "No search yet: the visitor has not looked up a name." },
    invalid: {
      description: "The search could not be looked up; a message says why (empty, or an unknown extension).",
      tags: ["error"],
    },
    searching: {
      description: `A search is under way or shown: its lookup (polled every ${inSeconds(pollDelayMs)}, at most ${maxPolls} polls) and the premium checks of its taken names.`,
      type: "parallel",
      states: {
        request: {
          description: "The lookup itself: from the first request, through polls, to its outcome.",
          meta: {
            diagramGroups: {
              humanCheck: {
                description:
                  "The registrar or the AI generator wants a human check: the visitor takes it, then the request is made again with its token.",
                states: ["humanCheckRequired", "solvingHumanCheck", "retryingWithToken"],
              },
              polls: {
                description: `Names without an outcome yet are asked for again every ${inSeconds(pollDelayMs)}, at most ${maxPolls} polls; then the lookup is suspended.`,
                states: ["waitingToPoll", "polling"],
              },
            },
          },
          initial: "requesting",
          states: {
            generatingAi: {
              description: "Asking the AI generator for names that fit the visitor's prompt.",
              ...busyWith("generating name ideas", "findingIdeas"),
              invoke: {
                id: "aiGenerate",
                src: "aiGenerate",
                input: aiGenerateInput,
                onDone: [
                  humanCheckWanted("generator wants a human check", aiAnswer),
                  {
                    description: "name ideas arrived",
                    guard: { type: "aiHasNames", params: aiAnswer },
                    target: "requesting",
                    actions: { type: "useAiSuggestions", params: aiAnswer },
                  },
                  { description: "no name ideas", target: "failed", actions: "showAiNoNames" },
                ],
                onError: [refusedForHumanCheck(), requestFailed("generator failed", "showAiError")],
              },
            },
            loadingAi: {
              description: "Loading the AI suggestions of a shared link.",
              ...busyWith("loading shared name ideas", "findingIdeas"),
              invoke: {
                id: "aiLoad",
                src: "aiLoad",
                input: ({ context }) => ({ uuid: context.aiUuid ?? "" }),
                onDone: {
                  description: "shared name ideas loaded",
                  target: "requesting",
                  actions: { type: "useLoadedAiSuggestions", params: ({ event }) => event.output },
                },
                onError: requestFailed("shared link not loaded", "showAiError"),
              },
            },
            requesting: askingRegistrar(
              "lookupRequest",
              "Asking the registrar about the names.",
              "checking availability",
            ),
            humanCheckRequired: {
              description: "The registrar wants a human check before it answers; the visitor is asked to take it.",
              tags: ["humanCheck"],
              on: {
                "lookup.humanCheck.start": {
                  description: "visitor starts the human check",
                  target: "solvingHumanCheck",
                },
              },
            },
            solvingHumanCheck: {
              description: "The visitor is taking the human check.",
              tags: ["humanCheck"],
              on: {
                "lookup.humanCheck.solved": [
                  {
                    description: "human check passed, AI search",
                    guard: "humanCheckIsForAi",
                    target: "generatingAi",
                    actions: "rememberToken",
                  },
                  { description: "human check passed", target: "retryingWithToken", actions: "rememberToken" },
                ],
                "lookup.humanCheck.failed": {
                  description: "human check failed",
                  target: "humanCheckRequired",
                  actions: "humanCheckFailed",
                },
              },
            },
            retryingWithToken: askingRegistrar(
              "lookupRetry",
              "Asking the registrar again, with the visitor's human-check token.",
              "checking availability again",
            ),
            waitingToPoll: {
              description: `Some names have no outcome yet: waits ${inSeconds(pollDelayMs)} before asking the registrar again; at most ${maxPolls} polls.`,
              tags: ["busy", "checking"],
              after: { pollDelay: { description: `after ${inSeconds(pollDelayMs)}`, target: "polling" } },
            },
            polling: {
              description: "Asking the registrar for the names that had no outcome yet.",
              ...busyWith("polling the registrar", "checking"),
              invoke: {
                id: "lookupPoll",
                src: "lookupPoll",
                input: lookupPollInput,
                onDone: registrarAnswered(pollAnswer, { suspendsAtPollLimit: true }),
                // Polls carry the token again; a refused one needs the human check, as the first request does.
                onError: registrarFailed(),
              },
            },
            complete: {
              description: "Every name has its outcome; names without one are left out.",
              tags: ["finished"],
              entry: "completeLookup",
            },
            suspended: {
              description: `Stopped after ${maxPolls} polls: names still without an outcome show as unavailable.`,
              tags: ["finished"],
              entry: "suspendLookup",
            },
            failed: { description: "The lookup failed; the message says what to do.", tags: ["error"] },
          },
        },
        premium: {
          description: "Premium checks of taken names, one at a time, beside the lookup.",
          initial: "waiting",
          states: {
            waiting: {
              description: "No premium check to make.",
              always: { description: "a taken name to check", guard: "hasPremiumChecks", target: "checking" },
            },
            checking: {
              description: "Asking whether a taken name is offered as a premium domain (once per extension).",
              meta: { activity: "checking for a premium offer" },
              invoke: {
                id: "premiumCheck",
                src: "premiumCheck",
                input: premiumCheckInput,
                onDone: {
                  description: "premium answer arrived",
                  target: "waiting",
                  reenter: true,
                  actions: { type: "applyPremium", params: ({ event }) => event.output.response },
                },
                onError: {
                  description: "premium check failed, skipped",
                  target: "waiting",
                  reenter: true,
                  actions: "forgetFailedPremiumCheck",
                },
              },
            },
          },
        },
      },
    },
  },
});
