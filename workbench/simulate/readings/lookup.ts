import type { LookupContext } from "../../../machines/lookup/lookup-context";
import { maxPolls } from "../../../machines/lookup/polling";
import { isHumanCheckRejection } from "../../../rules/lookup/errors";
import { isFinalStatus } from "../../../rules/lookup/statuses";
import { codeWords, count, yesNo } from "../../value-words";
import { field, workflowReadings } from "./reading";

const openNames = (context: LookupContext) =>
  context.currentDomainLookup.results.filter((result) => !isFinalStatus(result.status)).length;

const searchKind = (kind: unknown) => (kind === "ai" ? "AI name ideas" : `a ${codeWords(kind)} search`);

/** The poll an answer or the poll timer belongs to: the next after those the registrar has answered. */
const pollRound = (context: LookupContext) => `poll ${context.currentDomainLookup.updatedCounter + 1} of ${maxPolls}`;

/** The lookup's guards in words; a registrar answer is `response` (first request) or the answer with its counter. */
export const lookupReadings = workflowReadings<LookupContext>(
  {
    isInvalidSearch: ({ event }) => `searched for “${codeWords(field(event, "search", "query"))}”`,
    isAiSearch: ({ event }) => `asked for ${searchKind(field(event, "search", "kind"))}`,
    asksForHumanCheck: ({ params }) => `human check asked for: ${yesNo(field(params, "requireHCaptcha") === true)}`,
    answersWithError: ({ params }) => `error in the answer: ${codeWords(field(params, "error"))}`,
    isComplete: ({ context, params }) =>
      `registrar says complete: ${yesNo(field(params, "register", "complete") === true)}, ` +
      `${count(openNames(context), "name")} still open`,
    pollLimitReached: ({ context, params }) =>
      `${codeWords(field(params, "updatedCounter"))} of ${maxPolls} polls done, ` +
      `${count(openNames(context), "name")} still open`,
    isHumanCheckRejection: ({ params }) =>
      `refused for want of a human check: ${yesNo(isHumanCheckRejection(field(params, "error")))}`,
    aiHasNames: ({ params }) => {
      const names = field(params, "domains");
      return `${count(Array.isArray(names) ? names.length : 0, "name idea")} arrived`;
    },
    humanCheckIsForAi: ({ context }) =>
      `search: ${searchKind(context.search?.kind)}, AI names shown: ${yesNo(context.aiResults !== null)}`,
    hasPremiumChecks: ({ context }) => `${count(context.premiumQueue.length, "taken name")} to check`,
  },
  {
    round: (context, eventType) =>
      eventType.startsWith("xstate.after.pollDelay.") || eventType.endsWith(".lookupPoll")
        ? pollRound(context)
        : undefined,
  },
);
