import { assertEvent, assign, fromPromise, setup } from "xstate";
import type {
  AiGeneratorResponse,
  AiSuggestions,
  LookupPayload,
  LookupPollResponse,
  LookupResponse,
  PremiumResponse,
} from "../../contract/domains";
import { premiumDomainServiceplanId } from "../../contract/domains";
import {
  aiGeneratorErrorMessage,
  aiNoResponseMessage,
  humanCheckFailedMessage,
  isHumanCheckRejection,
  lookupErrorMessage,
  type SearchKind,
} from "../../rules/lookup/errors";
import {
  type DomainResult,
  dropNonFinal,
  markNonFinalUnavailable,
  mergeResults,
  premiumChecksFor,
  premiumResult,
  resultKey,
  toDomainResults,
} from "../../rules/lookup/results";
import {
  emptySearchMessage,
  parseBulkSearch,
  parseSingleSearch,
  type SearchedDomain,
} from "../../rules/lookup/search-input";
import { type ChartStateMeta, inSeconds } from "../chart-meta";

/** Spec section 9: polls stop after this many answers. */
export const maxPolls = 6;
/** Spec section 9: polled about 2.5 s after each update. */
export const pollDelayMs = 2500;
/** Spec section 9: the default TLD category of a single search. */
export const defaultCategory = "Best Sellers";

/** What the visitor searched for: one name, a comma-separated list, or an AI prompt; register or transfer. */
export interface SearchRequest {
  kind: SearchKind;
  query: string;
  transfer: boolean;
}

export interface LookupInput {
  parentCustomerId: number;
  supportedTlds: readonly string[];
  supportPhone: string;
}

export interface CurrentDomainLookup {
  status: "active" | "suspended";
  complete: boolean;
  results: DomainResult[];
  /** Answers so far: 0 after the first answer, then one more per poll. */
  updatedCounter: number;
  lookupPayload: LookupPayload | null;
  hCaptchaToken: string | null;
}

/** Spec section 3 "Lookup state". */
export interface LookupContext extends LookupInput {
  category: string;
  search: SearchRequest | null;
  /** The name of the request in flight; answers for another name are stale and ignored. */
  pendingRequestName: string | null;
  /** The exact name of a single search (shown first), or null for bulk and AI searches. */
  searchedInfo: SearchedDomain | null;
  currentDomainLookup: CurrentDomainLookup;
  premiumResults: DomainResult[];
  /** TLDs whose premium check has run or is queued (once per TLD). */
  checkedPremiumTlds: string[];
  premiumQueue: { name: string; tld: string }[];
  aiResults: AiSuggestions | null;
  /** Set when the search came from a shared `?ai_uuid=` link; the view drops it from the URL once loaded. */
  aiUuid: string | null;
  apiError: string | null;
  inputError: string | null;
  humanCheckRequired: boolean;
  humanCheckError: string | null;
  /** Period chosen per result (`name.tld`), when the visitor picked one other than the result's own. */
  selectedPeriods: Record<string, string>;
  /** Answers that arrived for a superseded search and were ignored. */
  ignoredStaleAnswers: number;
}

export type LookupEvent =
  | { type: "lookup.submit"; search: SearchRequest }
  | { type: "lookup.ai.load"; uuid: string; transfer: boolean }
  | { type: "lookup.humanCheck.start" }
  | { type: "lookup.humanCheck.solved"; token: string }
  | { type: "lookup.humanCheck.failed" }
  | { type: "lookup.period.select"; domain: string; period: string };

/** The arrows out of a registrar request, as the diagrams print them. */
const answerLabels = {
  stale: "answer for an older search, ignored",
  humanCheck: "registrar wants a human check",
  error: "registrar answered with an error",
  complete: "every name has its outcome",
  more: "answer arrived, more to check",
  refusedForHumanCheck: "refused until a human check",
  failed: "request failed",
};

/** Every answer names the request it belongs to, so a stale one can be told apart. */
export interface Answer<T> {
  requestName: string;
  response: T;
}

const emptyLookup: CurrentDomainLookup = {
  status: "active",
  complete: false,
  results: [],
  updatedCounter: 0,
  lookupPayload: null,
  hCaptchaToken: null,
};

/** What a new search starts from: no premium checks, AI names, messages, human check or chosen periods yet. */
const nothingSearchedYet = {
  premiumResults: [],
  checkedPremiumTlds: [],
  premiumQueue: [],
  aiResults: null,
  aiUuid: null,
  apiError: null,
  inputError: null,
  humanCheckRequired: false,
  humanCheckError: null,
  selectedPeriods: {},
} satisfies Partial<LookupContext>;

export function requestNameOf(search: SearchRequest): string {
  return `${search.kind}:${search.transfer ? "transfer" : "both"}:${search.query}`;
}

type Planned =
  | { error: string }
  | {
      searchedInfo: SearchedDomain | null;
      payload: LookupPayload | null;
      /** Messages for the names a bulk search left out (the valid ones are still looked up). */
      skipped?: string;
    };

/** The lookup a search asks for (its payload), or the input error (spec section 5). AI searches get their payload later. */
export function planSearch(search: SearchRequest, context: LookupInput, category = defaultCategory): Planned {
  const mode: LookupPayload["mode"] = search.transfer ? "transfer" : "both";
  const base = { mode };
  const parent_customer_id = context.parentCustomerId;
  if (search.kind === "ai") {
    return search.query.trim() ? { searchedInfo: null, payload: null } : { error: emptySearchMessage };
  }
  if (search.kind === "bulk") {
    const bulk = parseBulkSearch(search.query, context.supportedTlds);
    if ("error" in bulk) return { error: bulk.error };
    const domains = bulk.domains.map(resultKey);
    return { searchedInfo: null, payload: { ...base, domains, parent_customer_id }, skipped: bulk.errors };
  }
  const parsed = parseSingleSearch(search.query, context.supportedTlds);
  if (!parsed.ok) return { error: parsed.error };
  return {
    searchedInfo: parsed.domain,
    payload: { ...base, domain_category: category, domain_stems: [parsed.domain.name], parent_customer_id },
  };
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

export const lookupMachine = setup({
  types: {
    input: {} as LookupInput,
    context: {} as LookupContext,
    events: {} as LookupEvent,
    meta: {} as ChartStateMeta,
  },
  actors: {
    lookupRequest: fromPromise<Answer<LookupResponse>, { requestName: string; payload: LookupPayload }>(() => {
      throw new Error("lookupRequest is provided by the app");
    }),
    lookupPoll: fromPromise<
      Answer<LookupPollResponse>,
      { requestName: string; payload: LookupPayload; counter: number; token: string | null }
    >(() => {
      throw new Error("lookupPoll is provided by the app");
    }),
    premiumCheck: fromPromise<Answer<PremiumResponse>, { requestName: string; name: string; tld: string }>(() => {
      throw new Error("premiumCheck is provided by the app");
    }),
    aiGenerate: fromPromise<Answer<AiGeneratorResponse>, { requestName: string; prompt: string; token: string | null }>(
      () => {
        throw new Error("aiGenerate is provided by the app");
      },
    ),
    aiLoad: fromPromise<AiSuggestions, { uuid: string }>(() => {
      throw new Error("aiLoad is provided by the app");
    }),
  },
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
    isStale: ({ context }, answer: { requestName: string }) => answer.requestName !== context.pendingRequestName,
    asksForHumanCheck: (_, response: AnswerFlags) => response.requireHCaptcha === true,
    answersWithError: (_, response: AnswerFlags) => typeof response.error === "string",
    isComplete: (_, response: LookupResponse) => response.register?.complete === true,
    pollLimitReached: (_, answer: LookupPollResponse) => answer.updatedCounter >= maxPolls,
    isHumanCheckRejection: (_, failure: Failure) => isHumanCheckRejection(failure.error),
    aiHasNames: (_, response: AiGeneratorResponse) => (response.domains?.length ?? 0) > 0,
    humanCheckIsForAi: ({ context }) => context.search?.kind === "ai" && context.aiResults === null,
    hasPremiumChecks: ({ context }) => context.premiumQueue.length > 0,
  },
  actions: {
    startSearch: assign(({ context, event }) => {
      assertEvent(event, "lookup.submit");
      const planned = planSearch(event.search, context, context.category);
      const payload = "payload" in planned ? planned.payload : null;
      return {
        search: event.search,
        pendingRequestName: requestNameOf(event.search),
        searchedInfo: "searchedInfo" in planned ? planned.searchedInfo : null,
        currentDomainLookup: { ...emptyLookup, lookupPayload: payload },
        ...nothingSearchedYet,
        inputError: ("skipped" in planned && planned.skipped) || null,
      };
    }),
    rejectSearch: assign(({ context, event }) => {
      assertEvent(event, "lookup.submit");
      const planned = planSearch(event.search, context, context.category);
      return { inputError: "error" in planned ? planned.error : null, apiError: null };
    }),
    startAiLoad: assign(({ event }) => {
      assertEvent(event, "lookup.ai.load");
      const search: SearchRequest = { kind: "ai", query: "", transfer: event.transfer };
      return {
        search,
        pendingRequestName: `ai-uuid:${event.uuid}`,
        searchedInfo: null,
        currentDomainLookup: emptyLookup,
        ...nothingSearchedYet,
        aiUuid: event.uuid,
      };
    }),
    useAiSuggestions: assign(({ context }, generated: AiGeneratorResponse) => {
      const aiResults = {
        uuid: generated.uuid ?? "",
        prompt: generated.prompt ?? "",
        domains: generated.domains ?? [],
      };
      return aiLookup(context, aiResults, context.pendingRequestName ?? "");
    }),
    useLoadedAiSuggestions: assign(({ context }, aiResults: AiSuggestions) => {
      const search: SearchRequest = {
        kind: "ai",
        query: aiResults.prompt,
        transfer: context.search?.transfer ?? false,
      };
      return { ...aiLookup(context, aiResults, requestNameOf(search)), search };
    }),
    /** An answer of the first request (its counter is the lookup's own) or of a poll (the counter it reports). */
    applyAnswer: assign(({ context }, answer: { register: LookupResponse["register"]; updatedCounter: number }) =>
      applyRegister(context, answer.register, answer.updatedCounter),
    ),
    completeLookup: assign(({ context }) => ({
      currentDomainLookup: {
        ...context.currentDomainLookup,
        complete: true,
        results: dropNonFinal(context.currentDomainLookup.results),
      },
    })),
    suspendLookup: assign(({ context }) => {
      const currentDomainLookup: CurrentDomainLookup = {
        ...context.currentDomainLookup,
        status: "suspended",
        complete: true,
        results: markNonFinalUnavailable(context.currentDomainLookup.results),
      };
      return { currentDomainLookup };
    }),
    /** Counted, so a stale answer is visibly ignored (the lookup it belonged to was superseded). */
    ignoreStaleAnswer: assign({ ignoredStaleAnswers: ({ context }) => context.ignoredStaleAnswers + 1 }),
    requireHumanCheck: assign({ humanCheckRequired: true }),
    rememberToken: assign(({ context, event }) => {
      assertEvent(event, "lookup.humanCheck.solved");
      return {
        currentDomainLookup: { ...context.currentDomainLookup, hCaptchaToken: event.token },
        humanCheckError: null,
      };
    }),
    humanCheckFailed: assign({ humanCheckError: humanCheckFailedMessage }),
    passHumanCheck: assign({ humanCheckRequired: false }),
    showAnswerError: assign((_, response: AnswerFlags) => ({ apiError: response.error ?? null })),
    showLookupError: assign(({ context }, failure: Failure) => ({
      apiError: lookupErrorMessage(failure.error, context.search?.kind ?? "single", context.supportPhone),
    })),
    showAiError: assign((_, failure: Failure) => ({ apiError: aiGeneratorErrorMessage(failure.error) })),
    showAiNoNames: assign({ apiError: aiNoResponseMessage }),
    applyPremium: assign(({ context }, response: PremiumResponse) => {
      const [check, ...rest] = context.premiumQueue;
      const taken = context.currentDomainLookup.results.find((r) => resultKey(r) === resultKey(check));
      const premium = taken && premiumResult(taken, response, premiumDomainServiceplanId);
      if (!premium) return { premiumQueue: rest };
      const results = context.currentDomainLookup.results.map((r) =>
        resultKey(r) === resultKey(premium) ? premium : r,
      );
      return {
        premiumQueue: rest,
        premiumResults: [...context.premiumResults, premium],
        currentDomainLookup: { ...context.currentDomainLookup, results },
      };
    }),
    forgetFailedPremiumCheck: assign(({ context }) => {
      const [check, ...rest] = context.premiumQueue;
      return { premiumQueue: rest, checkedPremiumTlds: context.checkedPremiumTlds.filter((tld) => tld !== check.tld) };
    }),
    selectPeriod: assign(({ context, event }) => {
      assertEvent(event, "lookup.period.select");
      return { selectedPeriods: { ...context.selectedPeriods, [event.domain]: event.period } };
    }),
  },
}).createMachine({
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
    ignoredStaleAnswers: 0,
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
          initial: "requesting",
          states: {
            generatingAi: {
              description: "Asking the AI generator for names that fit the visitor's prompt.",
              meta: { activity: "generating name ideas" },
              tags: ["busy", "findingIdeas"],
              invoke: {
                id: "aiGenerate",
                src: "aiGenerate",
                input: ({ context }) => ({
                  requestName: context.pendingRequestName ?? "",
                  prompt: context.search?.query ?? "",
                  token: context.currentDomainLookup.hCaptchaToken,
                }),
                onDone: [
                  {
                    description: answerLabels.stale,
                    guard: { type: "isStale", params: ({ event }) => event.output },
                    actions: "ignoreStaleAnswer",
                  },
                  {
                    description: "generator wants a human check",
                    guard: { type: "asksForHumanCheck", params: ({ event }) => event.output.response },
                    target: "humanCheckRequired",
                    actions: "requireHumanCheck",
                  },
                  {
                    description: "name ideas arrived",
                    guard: { type: "aiHasNames", params: ({ event }) => event.output.response },
                    target: "requesting",
                    actions: [
                      "passHumanCheck",
                      { type: "useAiSuggestions", params: ({ event }) => event.output.response },
                    ],
                  },
                  { description: "no name ideas", target: "failed", actions: "showAiNoNames" },
                ],
                onError: [
                  {
                    description: answerLabels.refusedForHumanCheck,
                    guard: { type: "isHumanCheckRejection", params: ({ event }) => ({ error: event.error }) },
                    target: "humanCheckRequired",
                    actions: "requireHumanCheck",
                  },
                  {
                    description: "generator failed",
                    target: "failed",
                    actions: { type: "showAiError", params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            loadingAi: {
              description: "Loading the AI suggestions of a shared link.",
              meta: { activity: "loading shared name ideas" },
              tags: ["busy", "findingIdeas"],
              invoke: {
                id: "aiLoad",
                src: "aiLoad",
                input: ({ context }) => ({ uuid: context.aiUuid ?? "" }),
                onDone: {
                  description: "shared name ideas loaded",
                  target: "requesting",
                  actions: { type: "useLoadedAiSuggestions", params: ({ event }) => event.output },
                },
                onError: {
                  description: "shared link not loaded",
                  target: "failed",
                  actions: { type: "showAiError", params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            requesting: {
              description: "Asking the registrar about the names.",
              meta: { activity: "checking availability" },
              tags: ["busy", "searching"],
              invoke: {
                id: "lookupRequest",
                src: "lookupRequest",
                input: ({ context }) => lookupRequestInput(context),
                onDone: [
                  {
                    description: answerLabels.stale,
                    guard: { type: "isStale", params: ({ event }) => event.output },
                    actions: "ignoreStaleAnswer",
                  },
                  {
                    description: answerLabels.humanCheck,
                    guard: { type: "asksForHumanCheck", params: ({ event }) => event.output.response },
                    target: "humanCheckRequired",
                    actions: "requireHumanCheck",
                  },
                  {
                    description: answerLabels.error,
                    guard: { type: "answersWithError", params: ({ event }) => event.output.response },
                    target: "failed",
                    actions: { type: "showAnswerError", params: ({ event }) => event.output.response },
                  },
                  {
                    description: answerLabels.complete,
                    guard: { type: "isComplete", params: ({ event }) => event.output.response },
                    target: "complete",
                    actions: { type: "applyAnswer", params: firstAnswer },
                  },
                  {
                    description: answerLabels.more,
                    target: "waitingToPoll",
                    actions: { type: "applyAnswer", params: firstAnswer },
                  },
                ],
                onError: [
                  {
                    description: answerLabels.refusedForHumanCheck,
                    guard: { type: "isHumanCheckRejection", params: ({ event }) => ({ error: event.error }) },
                    target: "humanCheckRequired",
                    actions: "requireHumanCheck",
                  },
                  {
                    description: answerLabels.failed,
                    target: "failed",
                    actions: { type: "showLookupError", params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
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
              tags: ["humanCheck", "solvingHumanCheck"],
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
            retryingWithToken: {
              description: "Asking the registrar again, with the visitor's human-check token.",
              meta: { activity: "checking availability again" },
              tags: ["busy", "searching"],
              invoke: {
                id: "lookupRetry",
                src: "lookupRequest",
                input: ({ context }) => lookupRequestInput(context),
                onDone: [
                  {
                    description: answerLabels.stale,
                    guard: { type: "isStale", params: ({ event }) => event.output },
                    actions: "ignoreStaleAnswer",
                  },
                  {
                    description: answerLabels.humanCheck,
                    guard: { type: "asksForHumanCheck", params: ({ event }) => event.output.response },
                    target: "humanCheckRequired",
                    actions: "requireHumanCheck",
                  },
                  {
                    description: answerLabels.error,
                    guard: { type: "answersWithError", params: ({ event }) => event.output.response },
                    target: "failed",
                    actions: { type: "showAnswerError", params: ({ event }) => event.output.response },
                  },
                  {
                    description: answerLabels.complete,
                    guard: { type: "isComplete", params: ({ event }) => event.output.response },
                    target: "complete",
                    actions: { type: "applyAnswer", params: firstAnswer },
                  },
                  {
                    description: answerLabels.more,
                    target: "waitingToPoll",
                    actions: { type: "applyAnswer", params: firstAnswer },
                  },
                ],
                onError: [
                  {
                    description: answerLabels.refusedForHumanCheck,
                    guard: { type: "isHumanCheckRejection", params: ({ event }) => ({ error: event.error }) },
                    target: "humanCheckRequired",
                    actions: "requireHumanCheck",
                  },
                  {
                    description: answerLabels.failed,
                    target: "failed",
                    actions: { type: "showLookupError", params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            waitingToPoll: {
              description: `Some names have no outcome yet: waits ${inSeconds(pollDelayMs)} before asking the registrar again; at most ${maxPolls} polls.`,
              tags: ["busy", "checking"],
              after: { pollDelay: { description: `after ${inSeconds(pollDelayMs)}`, target: "polling" } },
            },
            polling: {
              description: "Asking the registrar for the names that had no outcome yet.",
              meta: { activity: "polling the registrar" },
              tags: ["busy", "checking"],
              invoke: {
                id: "lookupPoll",
                src: "lookupPoll",
                input: ({ context }) => ({
                  requestName: context.pendingRequestName ?? "",
                  payload: plannedPayload(context),
                  counter: context.currentDomainLookup.updatedCounter,
                  token: context.currentDomainLookup.hCaptchaToken,
                }),
                onDone: [
                  {
                    description: answerLabels.stale,
                    guard: { type: "isStale", params: ({ event }) => event.output },
                    actions: "ignoreStaleAnswer",
                  },
                  {
                    description: answerLabels.humanCheck,
                    guard: { type: "asksForHumanCheck", params: ({ event }) => event.output.response.response },
                    target: "humanCheckRequired",
                    actions: "requireHumanCheck",
                  },
                  {
                    description: answerLabels.error,
                    guard: { type: "answersWithError", params: ({ event }) => event.output.response.response },
                    target: "failed",
                    actions: { type: "showAnswerError", params: ({ event }) => event.output.response.response },
                  },
                  {
                    description: answerLabels.complete,
                    guard: { type: "isComplete", params: ({ event }) => event.output.response.response },
                    target: "complete",
                    actions: { type: "applyAnswer", params: pollAnswer },
                  },
                  {
                    description: `${maxPolls} polls done, names still open`,
                    guard: { type: "pollLimitReached", params: ({ event }) => event.output.response },
                    target: "suspended",
                    actions: { type: "applyAnswer", params: pollAnswer },
                  },
                  {
                    description: answerLabels.more,
                    target: "waitingToPoll",
                    actions: { type: "applyAnswer", params: pollAnswer },
                  },
                ],
                onError: [
                  {
                    // Polls carry the token again; a refused one needs the human check, as the first request does.
                    description: answerLabels.refusedForHumanCheck,
                    guard: { type: "isHumanCheckRejection", params: ({ event }) => ({ error: event.error }) },
                    target: "humanCheckRequired",
                    actions: "requireHumanCheck",
                  },
                  {
                    description: answerLabels.failed,
                    target: "failed",
                    actions: { type: "showLookupError", params: ({ event }) => ({ error: event.error }) },
                  },
                ],
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
                input: ({ context }) => ({ requestName: context.pendingRequestName ?? "", ...context.premiumQueue[0] }),
                onDone: [
                  {
                    description: answerLabels.stale,
                    guard: { type: "isStale", params: ({ event }) => event.output },
                    actions: "ignoreStaleAnswer",
                  },
                  {
                    description: "premium answer arrived",
                    target: "waiting",
                    reenter: true,
                    actions: { type: "applyPremium", params: ({ event }) => event.output.response },
                  },
                ],
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

/** The registrar's first answer: its results count as the lookup's first update. */
function firstAnswer({ context, event }: { context: LookupContext; event: { output: Answer<LookupResponse> } }) {
  return { register: event.output.response.register, updatedCounter: context.currentDomainLookup.updatedCounter };
}

/** A poll's answer: its results and how many answers the registrar has given so far. */
function pollAnswer({ event }: { event: { output: Answer<LookupPollResponse> } }) {
  return { register: event.output.response.response.register, updatedCounter: event.output.response.updatedCounter };
}

/** The payload planned when the search started; the request states are entered only once it exists. */
function plannedPayload(context: LookupContext): LookupPayload {
  const payload = context.currentDomainLookup.lookupPayload;
  if (!payload) throw new Error("The lookup has no payload yet: the search was not planned.");
  return payload;
}

function lookupRequestInput(context: LookupContext) {
  const payload = plannedPayload(context);
  const token = context.currentDomainLookup.hCaptchaToken;
  return {
    requestName: context.pendingRequestName ?? "",
    payload: token ? { ...payload, hcaptcha_token: token } : payload,
  };
}

function aiLookup(context: LookupContext, aiResults: AiSuggestions, requestName: string): Partial<LookupContext> {
  const payload: LookupPayload = {
    mode: context.search?.transfer ? "transfer" : "both",
    domains: aiResults.domains,
    parent_customer_id: context.parentCustomerId,
  };
  return {
    aiResults,
    pendingRequestName: requestName,
    currentDomainLookup: { ...context.currentDomainLookup, lookupPayload: payload },
  };
}

function applyRegister(
  context: LookupContext,
  register: LookupResponse["register"],
  updatedCounter: number,
): Partial<LookupContext> {
  const incoming = toDomainResults(register);
  const merged = mergeResults(context.currentDomainLookup.results, incoming, context.search?.transfer ?? false);
  // A premium offer found for a taken name stays shown when a later answer repeats "taken".
  const results = merged.map(
    (result) =>
      (result.status === "taken" && context.premiumResults.find((p) => resultKey(p) === resultKey(result))) || result,
  );
  const checks = premiumChecksFor(results, context.checkedPremiumTlds);
  return {
    humanCheckRequired: false,
    currentDomainLookup: { ...context.currentDomainLookup, results, updatedCounter },
    premiumQueue: [...context.premiumQueue, ...checks],
    checkedPremiumTlds: [...context.checkedPremiumTlds, ...checks.map((check) => check.tld)],
  };
}
