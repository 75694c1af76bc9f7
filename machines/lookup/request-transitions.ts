import type { LookupContext } from "./lookup-context";
import { maxPolls } from "./polling";
import type { RegistrarAnswer } from "./registrar-answers";

/**
 * The transitions out of the lookup's requests, shared by the states that send them: the registrar's answer to the
 * first request, to its retry with the human-check token and to a poll; human checks and failures of those and of the
 * AI generator. They name the machine's guards and actions; the diagrams
 * print their descriptions.
 */

const answerLabels = {
  humanCheck: "registrar wants a human check",
  error: "registrar answered with an error",
  complete: "every name has its outcome",
  pollLimit: `${maxPolls} polls done, names still open`,
  more: "answer arrived, more to check",
  refusedForHumanCheck: "refused until a human check",
  failed: "request failed",
};

/** A guard or action of the machine's setup() by name, with its params; the name keeps its literal type, which setup() checks. */
const namedWith = <TName extends string, TParams>(type: TName, params: TParams) => ({ type, params });

/** What a guard or action of an answer reads: the lookup, and the answer of the request (`event.output`). */
type AnswerArgs<TOutput> = { context: LookupContext; event: { output: TOutput } };

/** An answer asking for a human check (`requireHCaptcha`) sends the visitor to it; the request is sent again after. */
export function humanCheckWanted<TArgs>(description: string, response: (args: TArgs) => { requireHCaptcha?: boolean }) {
  return { description, guard: namedWith("asksForHumanCheck", response), target: "humanCheckRequired" };
}

/**
 * The registrar answered the lookup: a human check, an error, or names merged in (complete, or more to check).
 * `answerOf` reads the request's answer; a poll's answer may also be the last one allowed (`suspendsAtPollLimit`).
 */
export function registrarAnswered<TOutput extends { requestName: string }>(
  answerOf: (args: AnswerArgs<TOutput>) => RegistrarAnswer,
  { suspendsAtPollLimit = false } = {},
) {
  const response = (args: AnswerArgs<TOutput>) => answerOf(args).response;
  const apply = namedWith("applyAnswer", answerOf);
  const atPollLimit = { description: answerLabels.pollLimit, guard: namedWith("pollLimitReached", answerOf) };
  return [
    humanCheckWanted(answerLabels.humanCheck, response),
    {
      description: answerLabels.error,
      guard: namedWith("answersWithError", response),
      target: "failed",
      actions: namedWith("showAnswerError", response),
    },
    {
      description: answerLabels.complete,
      guard: namedWith("isComplete", response),
      target: "complete",
      actions: apply,
    },
    ...(suspendsAtPollLimit ? [{ ...atPollLimit, target: "suspended", actions: apply }] : []),
    { description: answerLabels.more, target: "waitingToPoll", actions: apply },
  ];
}

/** A failed request's error, for its message or the human check. */
const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A request refused for want of a human check (422 hcaptcha_invalid) asks the visitor for one. */
export function refusedForHumanCheck() {
  return {
    description: answerLabels.refusedForHumanCheck,
    guard: namedWith("isHumanCheckRejection", failureOf),
    target: "humanCheckRequired",
  };
}

/** A request failed: the lookup fails with the message `showMessage` makes of the error. */
export function requestFailed<TAction extends "showLookupError" | "showAiError">(
  description: string,
  showMessage: TAction,
) {
  return { description, target: "failed", actions: namedWith(showMessage, failureOf) };
}

/** The lookup request failed: a refused token asks for the human check, anything else shows the lookup's message. */
export function registrarFailed() {
  return [refusedForHumanCheck(), requestFailed(answerLabels.failed, "showLookupError")];
}
