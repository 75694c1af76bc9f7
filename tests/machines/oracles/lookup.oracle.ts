import type { SnapshotFrom } from "xstate";
import { z } from "zod/mini";
import {
  aiGeneratorResponseSchema,
  aiSuggestionsSchema,
  lookupPollResponseSchema,
  lookupResponseSchema,
  premiumResponseSchema,
} from "../../../contract/domains";
import type { lookupMachine } from "../../../machines/lookup/lookup.machine";
import type { ModelOracle, ModelStep } from "../support/model-paths";

/**
 * The lookup oracle: what the spec (storefront-spec.md sections 4, 8 and 9, decisions.md section 7) says about each
 * state of a domain lookup and about what each event must change. It is written from the spec and the brand API's
 * contract only: it imports nothing of the machine or of `rules/lookup/` (statuses, merging and messages are
 * restated here), so a bug in either shows up as a violation even on paths the machine itself generated.
 */

type LookupMachine = typeof lookupMachine;
type Snapshot = SnapshotFrom<LookupMachine>;
type Step = ModelStep<LookupMachine>;

/** Spec section 9: poll limit. */
const pollLimit = 6;

/** Spec section 8 and section 5, word for word (messages.txt). */
export const specMessages = {
  emptySearch: "Your search was empty. Please enter a domain.",
  fetchFailed: "Sorry, we could not fetch the data. If the issue persists please contact support",
  bulkFailed: "Sorry, we're currently unavailable to fetch the data.",
  aiFailed: "Sorry, we're currently unavailable to fetch the AI-generated domain data.",
  aiNoResponse: "Unable to fetch AI-generated domain results.",
  aiException: "Failed to fetch AI-generated domain results.",
} as const;

/** Spec section 4: registrar statuses shown as started or scheduled; every other one is a final outcome. */
const displayOf: Record<string, string> = {
  scheduled: "scheduled",
  registrar_available: "available",
  registrar_unavailable: "taken",
  registrar_trademarked: "trademarked",
  registrar_transferrable: "transfer",
  registrar_reserved: "reserved",
  started: "started",
  dns_available: "started",
  dns_unavailable: "started",
  premium: "premium",
  preorder: "preorder",
  bundle: "bundle",
};
const display = (registrarStatus: string) => displayOf[registrarStatus] ?? "unavailable";
const isFinal = (displayStatus: string) => displayStatus !== "started" && displayStatus !== "scheduled";
const ukTlds = ["uk", "co.uk", "me.uk", "org.uk"];

/** The invokes that look names up (each is a spinner); premium checks run beside them and are not. */
const lookupRequests = ["lookupRequest", "lookupRetry", "lookupPoll", "aiGenerate", "aiLoad"] as const;
type LookupRequest = (typeof lookupRequests)[number];
/** The request each busy state must have running. */
const requestOfState: Record<string, LookupRequest> = {
  requesting: "lookupRequest",
  retryingWithToken: "lookupRetry",
  polling: "lookupPoll",
  generatingAi: "aiGenerate",
  loadingAi: "aiLoad",
};

const answers = {
  lookup: z.object({ requestName: z.string(), response: lookupResponseSchema }),
  poll: z.object({ requestName: z.string(), response: lookupPollResponseSchema }),
  premium: z.object({ requestName: z.string(), response: premiumResponseSchema }),
  ai: z.object({ requestName: z.string(), response: aiGeneratorResponseSchema }),
};
type Register = NonNullable<z.infer<typeof lookupResponseSchema>["register"]>;
const failureSchema = z.object({ code: z.optional(z.string()), status: z.optional(z.number()) });

/** Where the lookup is: "idle", "invalid", or the state of its request (requesting, polling, complete, ...). */
function whereOf(snapshot: Snapshot): string {
  return typeof snapshot.value === "string" ? snapshot.value : snapshot.value.searching.request;
}

const keyOf = (result: { name: string; tld: string }) => `${result.name}.${result.tld}`;
const statusesOf = (snapshot: Snapshot) =>
  new Map(snapshot.context.currentDomainLookup.results.map((r) => [keyOf(r), r.status]));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What one path has done so far that a single snapshot does not show. */
interface Memory {
  /** Poll answers applied since the search started (spec: up to 6). */
  answeredPolls: number;
}

/** Invariants of one snapshot, whatever led to it. */
function stateProblems(snapshot: Snapshot, scheduled: string[], memory: Memory): string[] {
  const problems: string[] = [];
  const where = whereOf(snapshot);
  const c = snapshot.context;
  const lookup = c.currentDomainLookup;
  const running = lookupRequests.filter((id) => snapshot.children[id] !== undefined);
  const pollScheduled = scheduled.some((type) => type.includes("pollDelay"));
  const nonFinal = lookup.results.filter((r) => !isFinal(r.status)).map(keyOf);

  const expected = requestOfState[where];
  if (!same(running, expected ? [expected] : [])) {
    problems.push(`in ${where} the running lookup requests are [${running}], expected [${expected ?? ""}]`);
  }
  if (pollScheduled !== (where === "waitingToPoll")) {
    problems.push(`in ${where} a poll is ${pollScheduled ? "" : "not "}scheduled`);
  }
  if (lookup.updatedCounter < 0 || lookup.updatedCounter > pollLimit) {
    problems.push(`the lookup counts ${lookup.updatedCounter} answers; polls stop after ${pollLimit}`);
  }
  if (memory.answeredPolls > pollLimit) problems.push(`${memory.answeredPolls} polls answered, the limit is 6`);
  const keys = lookup.results.map(keyOf);
  if (new Set(keys).size !== keys.length) problems.push(`a name is listed twice: ${keys}`);
  for (const result of lookup.results) {
    if (result.status === "premium" && result.period !== "1y") {
      problems.push(`premium result ${keyOf(result)} has period ${result.period}, the spec says 1y`);
    }
  }
  if (new Set(c.checkedPremiumTlds).size !== c.checkedPremiumTlds.length) {
    problems.push(`a TLD is premium-checked twice: ${c.checkedPremiumTlds}`);
  }

  switch (where) {
    case "idle":
      if (c.search !== null || lookup.results.length > 0) problems.push("idle, yet a search or results exist");
      break;
    case "invalid":
      if (!c.inputError) problems.push("invalid without a message saying why");
      break;
    case "waitingToPoll":
    case "polling":
      if (lookup.complete) problems.push(`${where} on a lookup already complete`);
      if (lookup.updatedCounter >= pollLimit || memory.answeredPolls >= pollLimit) {
        problems.push(
          `${where} after ${memory.answeredPolls} polls (counter ${lookup.updatedCounter}); the limit is 6`,
        );
      }
      break;
    case "complete":
      if (!lookup.complete || lookup.status !== "active") {
        problems.push(`complete, yet the lookup is complete=${lookup.complete}, status ${lookup.status}`);
      }
      if (nonFinal.length > 0) problems.push(`complete, yet still holds non-final entries ${nonFinal}`);
      break;
    case "suspended":
      if (!lookup.complete || lookup.status !== "suspended") {
        problems.push(`suspended, yet the lookup is complete=${lookup.complete}, status ${lookup.status}`);
      }
      if (nonFinal.length > 0) problems.push(`suspended, yet ${nonFinal} are not shown unavailable`);
      if (memory.answeredPolls !== pollLimit) {
        problems.push(`suspended after ${memory.answeredPolls} polls; the spec suspends after ${pollLimit}`);
      }
      break;
    case "failed":
      if (!c.apiError) problems.push("failed without a message");
      break;
    case "humanCheckRequired":
    case "solvingHumanCheck":
      if (!c.humanCheckRequired) problems.push(`${where} without the human-check-required flag`);
      break;
  }
  return problems;
}

/** Spec section 8: the message of a rejected lookup (any other rejection than a human check). */
function rejectionMessage(error: unknown, kind: string, supportPhone: string): string | null {
  if (typeof error === "string") return error;
  const failure = failureSchema.safeParse(error);
  const { code, status } = failure.success ? failure.data : {};
  if (code === "bot_detection") return null; // wording not shown (decisions.md section 7): any message
  if (kind === "bulk") return specMessages.bulkFailed;
  if (kind === "ai") return specMessages.aiFailed;
  return status === 422 || status === 500 || status === 404
    ? `${specMessages.fetchFailed} at ${supportPhone}.`
    : `${specMessages.fetchFailed}.`;
}

const isHumanCheckRejection = (error: unknown) => {
  const failure = failureSchema.safeParse(error);
  return failure.success && failure.data.code === "hcaptcha_invalid";
};

/** Checks of an answer to the lookup or to a poll (not stale). */
function lookupAnswerProblems(
  step: Step & { before: Snapshot },
  response: z.infer<typeof lookupResponseSchema>,
  memory: Memory,
  isPoll: boolean,
): string[] {
  const { before, after } = step;
  const where = whereOf(after);
  if (response.requireHCaptcha === true) {
    const problems = where === "humanCheckRequired" ? [] : [`an answer asking for a human check ends in ${where}`];
    if (!same(before.context.currentDomainLookup.results, after.context.currentDomainLookup.results)) {
      problems.push("an answer asking for a human check changed the results");
    }
    return problems;
  }
  if (typeof response.error === "string") {
    const problems = where === "failed" ? [] : [`an error answer ends in ${where}, not failed`];
    if (after.context.apiError !== response.error) {
      problems.push(`an error answer shows "${after.context.apiError}", not its own words "${response.error}"`);
    }
    return problems;
  }
  const register: Register = response.register ?? { complete: false, domain_status: [], price_lists: {} };
  if (isPoll) memory.answeredPolls += 1;
  const problems: string[] = [];
  const beforeStatuses = statusesOf(before);
  const afterStatuses = statusesOf(after);
  const answered = new Map(register.domain_status.map((e) => [keyOf(e), display(e.status)]));
  const expectedWhere = register.complete
    ? "complete"
    : isPoll && memory.answeredPolls >= pollLimit
      ? "suspended"
      : "waitingToPoll";
  if (where !== expectedWhere) {
    problems.push(
      `a ${register.complete ? "complete" : "incomplete"} ${isPoll ? `answer to poll ${memory.answeredPolls}` : "first answer"} ends in ${where}, not ${expectedWhere}`,
    );
  }
  // Merging (spec section 4): a name not yet final, or new, takes the outcome the answer gives it.
  for (const [key, status] of answered) {
    const old = beforeStatuses.get(key);
    if (!isFinal(status) || (old !== undefined && isFinal(old))) continue;
    if (afterStatuses.get(key) !== status) {
      problems.push(`${key} was answered ${status}, yet shows ${afterStatuses.get(key) ?? "nothing"}`);
    }
  }
  // No name the lookup has shown is lost, except a non-final one when the lookup completes.
  for (const [key, old] of beforeStatuses) {
    const now = afterStatuses.get(key);
    const finishedNow = isFinal(old) || isFinal(answered.get(key) ?? old);
    if (now === undefined && (finishedNow || !register.complete)) problems.push(`${key} disappeared`);
    // Suspended: every name the polls did not finish is shown unavailable.
    if (expectedWhere === "suspended" && !finishedNow && now !== "unavailable") {
      problems.push(`suspended, yet unfinished ${key} shows ${now ?? "nothing"}, not unavailable`);
    }
  }
  if (register.complete || expectedWhere === "suspended") {
    const left = after.context.currentDomainLookup.results.filter((r) => !isFinal(r.status)).map(keyOf);
    if (left.length > 0) problems.push(`after a ${expectedWhere} answer ${left} have no final status`);
  }
  // A taken name with a non-UK TLD gets a premium check (once per TLD: see the state invariants).
  for (const result of after.context.currentDomainLookup.results) {
    if (result.status !== "taken" || ukTlds.includes(result.tld)) continue;
    if (!after.context.checkedPremiumTlds.includes(result.tld)) {
      problems.push(`taken ${keyOf(result)} has no premium check for .${result.tld}`);
    }
  }
  if (after.context.currentDomainLookup.updatedCounter < before.context.currentDomainLookup.updatedCounter) {
    problems.push("the lookup's answer counter went back");
  }
  return problems;
}

/** What an invoke's result must change; `id` is the invoke id (`lookupRetry` is a second `lookupRequest`). */
function actorProblems(step: Step & { before: Snapshot }, memory: Memory): string[] {
  const { before, after } = step;
  const type = step.event?.type ?? "";
  const where = whereOf(after);
  const c = after.context;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
  const event = step.event ?? {};
  const output = "output" in event ? event.output : undefined;
  const error = "error" in event ? event.error : undefined;

  if (done) {
    const requestName = z.object({ requestName: z.string() }).safeParse(output);
    if (requestName.success && requestName.data.requestName !== before.context.pendingRequestName) {
      // Spec section 4: results are ignored when the search name no longer matches.
      const problems = same(before.value, after.value) ? [] : [`a stale answer moved the lookup to ${where}`];
      const { ignoredStaleAnswers: _a, ...was } = before.context;
      const { ignoredStaleAnswers: _b, ...now } = after.context;
      if (!same(was, now)) problems.push("a stale answer changed the lookup's data");
      return problems;
    }
  }
  switch (done) {
    case "lookupRequest":
    case "lookupRetry":
      return lookupAnswerProblems(step, answers.lookup.parse(output).response, memory, false);
    case "lookupPoll":
      return lookupAnswerProblems(step, answers.poll.parse(output).response.response, memory, true);
    case "premiumCheck": {
      const { response } = answers.premium.parse(output);
      const problems: string[] = [];
      const checked = before.context.premiumQueue[0];
      for (const offer of response.domains) {
        if (!checked || offer.domain !== keyOf(checked) || statusesOf(before).get(offer.domain) !== "taken") continue;
        const shown = c.currentDomainLookup.results.find((r) => keyOf(r) === offer.domain);
        if (shown?.status !== "premium" || shown.period !== "1y" || shown.new_price !== offer.price) {
          problems.push(
            `premium offer for ${offer.domain} shows ${JSON.stringify(shown && [shown.status, shown.period, shown.new_price])}`,
          );
        }
      }
      return problems;
    }
    case "aiGenerate": {
      const { response } = answers.ai.parse(output);
      if (response.requireHCaptcha === true) {
        return where === "humanCheckRequired" ? [] : [`an AI answer asking for a human check ends in ${where}`];
      }
      if ((response.domains ?? []).length === 0) {
        return where === "failed" && c.apiError === specMessages.aiNoResponse
          ? []
          : [`an AI answer without names ends in ${where} with "${c.apiError}"`];
      }
      const payload = c.currentDomainLookup.lookupPayload;
      return where === "requesting" && payload !== null && same(payload.domains, response.domains)
        ? []
        : [`AI names ${response.domains} were not looked up (${where}, ${JSON.stringify(payload)})`];
    }
    case "aiLoad": {
      const loaded = aiSuggestionsSchema.parse(output);
      return where === "requesting" && same(c.aiResults, loaded) && c.search?.query === loaded.prompt
        ? []
        : [`loaded AI suggestions were not looked up (${where})`];
    }
  }
  switch (failed) {
    case "lookupRequest":
    case "lookupRetry":
    case "lookupPoll":
    case "aiGenerate":
    case "aiLoad": {
      if (isHumanCheckRejection(error) && failed !== "aiLoad") {
        return where === "humanCheckRequired" ? [] : [`a refused human-check token (${failed}) ends in ${where}`];
      }
      const kind = before.context.search?.kind ?? "single";
      const failure = failureSchema.safeParse(error);
      const expected =
        failed === "aiGenerate" || failed === "aiLoad"
          ? failure.success && failure.data.status
            ? specMessages.aiException
            : specMessages.aiNoResponse
          : rejectionMessage(error, kind, before.context.supportPhone);
      const problems = where === "failed" ? [] : [`a failed ${failed} ends in ${where}, not failed`];
      if (expected !== null && c.apiError !== expected) {
        problems.push(`a failed ${failed} shows "${c.apiError}", the spec says "${expected}"`);
      }
      return problems;
    }
    case "premiumCheck": {
      // Spec section 4: a failed premium check removes that TLD from the already-checked list.
      const tld = before.context.premiumQueue[0]?.tld;
      return tld !== undefined && c.checkedPremiumTlds.includes(tld)
        ? [`a failed premium check left .${tld} in the checked list`]
        : [];
    }
  }
  return [];
}

/** What each visitor event and delay must change. */
function stepProblems(step: Step & { before: Snapshot }, memory: Memory): string[] {
  const { before, after } = step;
  const event = step.event;
  if (event === null) return [];
  const where = whereOf(after);
  const c = after.context;
  switch (event.type) {
    case "lookup.period.select": {
      // The period picked is stored exactly, for that name only; nothing else changes.
      const problems: string[] = [];
      if (c.selectedPeriods[event.domain] !== event.period) {
        problems.push(`picked ${event.period} for ${event.domain}, stored ${c.selectedPeriods[event.domain]}`);
      }
      const { [event.domain]: _picked, ...others } = c.selectedPeriods;
      const { [event.domain]: _was, ...othersBefore } = before.context.selectedPeriods;
      if (!same(others, othersBefore)) problems.push("picking a period changed other names' periods");
      const { selectedPeriods: _p1, ...now } = c;
      const { selectedPeriods: _p2, ...was } = before.context;
      if (!same(now, was) || !same(before.value, after.value)) problems.push("picking a period changed the lookup");
      return problems;
    }
    case "lookup.submit": {
      const typed = event.search.query.replace(/[^a-z0-9]/gi, "");
      if (typed === "") {
        return where === "invalid" && c.inputError === specMessages.emptySearch
          ? []
          : [`an empty search ends in ${where} with "${c.inputError}"`];
      }
      memory.answeredPolls = 0;
      const problems: string[] = [];
      const expected = event.search.kind === "ai" ? "generatingAi" : "requesting";
      if (where !== expected) problems.push(`a search ends in ${where}, not ${expected}`);
      const lookup = c.currentDomainLookup;
      if (!same(c.search, event.search)) problems.push("the search was not stored as typed");
      if (lookup.results.length > 0 || lookup.complete || lookup.status !== "active" || lookup.updatedCounter !== 0) {
        problems.push("a new search did not start from an empty, active lookup");
      }
      if (c.apiError !== null || c.humanCheckRequired || c.premiumResults.length > 0 || !same(c.selectedPeriods, {})) {
        problems.push("a new search kept the previous search's messages, human check, premium results or periods");
      }
      return problems;
    }
    case "lookup.ai.load":
      memory.answeredPolls = 0;
      return where === "loadingAi" && c.aiUuid === event.uuid && c.currentDomainLookup.results.length === 0
        ? []
        : [`loading AI link ${event.uuid} ends in ${where}`];
    case "lookup.humanCheck.start":
      return whereOf(before) !== "humanCheckRequired" || where === "solvingHumanCheck"
        ? []
        : [`starting the human check ends in ${where}`];
    case "lookup.humanCheck.solved": {
      if (whereOf(before) !== "solvingHumanCheck") return [];
      const problems =
        where === "retryingWithToken" || where === "generatingAi" ? [] : [`a solved human check ends in ${where}`];
      if (c.currentDomainLookup.hCaptchaToken !== event.token) problems.push("the human-check token was not kept");
      return problems;
    }
    case "lookup.humanCheck.failed":
      if (whereOf(before) !== "solvingHumanCheck") return [];
      return where === "humanCheckRequired" && c.humanCheckError
        ? []
        : [`a failed human check ends in ${where} with "${c.humanCheckError}"`];
  }
  if (event.type.includes("pollDelay")) {
    const problems = where === "polling" ? [] : [`the poll delay ends in ${where}`];
    if (!same(before.context.currentDomainLookup, c.currentDomainLookup)) problems.push("the poll delay changed data");
    return problems;
  }
  return actorProblems({ ...step, before }, memory);
}

/** The oracle for the lookup model paths: a fresh checker per path. */
export const lookupOracle: ModelOracle<LookupMachine> = () => {
  const memory: Memory = { answeredPolls: 0 };
  return (step) => {
    const { before } = step;
    const changes = before === null ? [] : stepProblems({ ...step, before }, memory);
    return [...changes, ...stateProblems(step.after, step.scheduled, memory)];
  };
};
