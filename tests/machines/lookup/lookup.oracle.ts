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

const humanCheckStates = ["humanCheckRequired", "solvingHumanCheck"];

/**
 * What the visitor is shown in each state (spec sections 4 and 8), as the tags views read: "Finding name ideas…"
 * while AI names are generated or loaded, "Searching…" until the registrar's first answer, how many names are
 * checked while the rest are polled, the search finished once every name has its outcome (a suspended lookup is
 * complete too, its unchecked names shown unavailable: it stopped early), the human check while the registrar wants
 * one, a message when the search or the lookup failed; busy while an answer or a poll is awaited.
 */
const shownInState: Record<string, string[]> = {
  idle: [],
  invalid: ["error"],
  generatingAi: ["busy", "findingIdeas"],
  loadingAi: ["busy", "findingIdeas"],
  requesting: ["busy", "searching"],
  retryingWithToken: ["busy", "searching"],
  humanCheckRequired: ["humanCheck"],
  solvingHumanCheck: ["humanCheck"],
  waitingToPoll: ["busy", "checking"],
  polling: ["busy", "checking"],
  complete: ["finished"],
  suspended: ["finished", "stoppedEarly"],
  failed: ["error"],
};

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
/** Data as JSON with its keys sorted: the same data built in another key order is the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
}
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a) === JSON.stringify(b) || JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Spec section 4 "Merging": statuses a later answer may replace (when it says something else). */
const replaceable = ["available", "premium", "started", "scheduled"];
/**
 * The status a name shows after an answer gives it `answered` (spec section 4 "Merging"). A premium result was added
 * for a taken name by the premium check (section 4), so an answer repeating "taken" leaves the premium offer shown.
 */
function mergedStatus(old: string | undefined, answered: string, transfer: boolean): string {
  if (old === undefined || transfer || answered === "preorder") return answered;
  if (old === "premium" && answered === "taken") return old;
  return replaceable.includes(old) && answered !== old ? answered : old;
}

/** Spec section 9: the default TLD category of a single search, and .com when no extension is typed. */
const defaultCategory = "Best Sellers";
const defaultTld = "com";
/** Spec section 5 "Domain search input": the name and extension a single search looks up. */
function searchedDomain(query: string): { name: string; tld: string; tldSpecific: boolean } {
  const normalized = query
    .replace(/\s+/g, "")
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/[^a-z0-9.-]/gi, "")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  const dot = normalized.indexOf(".");
  const name = (dot === -1 ? normalized : normalized.slice(0, dot)).slice(0, 63);
  const tld = dot === -1 ? "" : normalized.slice(dot + 1);
  return tld === "" ? { name, tld: defaultTld, tldSpecific: false } : { name, tld, tldSpecific: true };
}

/**
 * Spec section 7 "POST /domain/lookup": the payload of the search shown — mode, then the single name's stem in the
 * default category, or the AI names once generated; null when it cannot be told (a bulk list, AI names not yet in).
 */
function plannedPayload(c: Snapshot["context"]): Record<string, unknown> | null {
  const mode = c.search?.transfer ? "transfer" : "both";
  const parent_customer_id = c.parentCustomerId;
  if (c.search?.kind === "single") {
    const { name } = searchedDomain(c.search.query);
    return { mode, domain_category: defaultCategory, domain_stems: [name], parent_customer_id };
  }
  if (c.search?.kind === "ai" && c.aiResults !== null)
    return { mode, domains: c.aiResults.domains, parent_customer_id };
  return null;
}

/** What one path has done so far that a single snapshot does not show. */
interface Memory {
  /** Poll answers applied since the search started (spec: up to 6). */
  answeredPolls: number;
  /** Which request the pending human check is for: the AI generator's, or the lookup's. */
  humanCheckFor: "ai" | "lookup" | null;
}

/** The input a running invoke was started with (the request it sends), or undefined when none runs. */
function inputOf(snapshot: Snapshot, id: string): unknown {
  return snapshot.children[id]?.getSnapshot().input;
}

/** Spec section 7: each request asks for the search shown, under its name, with the human-check token once given. */
function requestProblems(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  const c = snapshot.context;
  const lookup = c.currentDomainLookup;
  const requestName = c.pendingRequestName;
  const token = lookup.hCaptchaToken;
  const payload = plannedPayload(c);
  const check = (id: string, expected: Record<string, unknown>) => {
    const input = inputOf(snapshot, id);
    if (input !== undefined && !same(input, expected)) {
      problems.push(`${id} asks ${JSON.stringify(input)}, expected ${JSON.stringify(expected)}`);
    }
  };
  if (payload !== null) {
    const first = { requestName, payload: token ? { ...payload, hcaptcha_token: token } : payload };
    check("lookupRequest", first);
    check("lookupRetry", first);
    check("lookupPoll", { requestName, payload, counter: lookup.updatedCounter, token });
  }
  if (c.search?.kind === "ai") check("aiGenerate", { requestName, prompt: c.search.query, token });
  check("aiLoad", { uuid: c.aiUuid });
  // A taken name's premium check runs while one is queued, one at a time, for the first queued (spec section 4).
  const where = whereOf(snapshot);
  const searching = where !== "idle" && where !== "invalid";
  const checking = inputOf(snapshot, "premiumCheck") !== undefined;
  if (checking !== (searching && c.premiumQueue.length > 0)) {
    problems.push(`a premium check ${checking ? "runs" : "does not run"} with ${c.premiumQueue.length} queued`);
  }
  const [next] = c.premiumQueue;
  if (next) check("premiumCheck", { requestName, name: next.name, tld: next.tld });
  return problems;
}

/** Invariants of one snapshot, whatever led to it. */
function stateProblems(snapshot: Snapshot, scheduled: string[], memory: Memory): string[] {
  const problems: string[] = requestProblems(snapshot);
  if (snapshot.status !== "active") problems.push(`the lookup stopped (${snapshot.status})`);
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
  const shown = [...snapshot.tags].sort();
  if (!same(shown, shownInState[where])) problems.push(`in ${where} the visitor is shown [${shown}]`);
  // The human check's challenge reports its outcome only once the visitor has started it, and can be started only then.
  const reports = snapshot.can({ type: "lookup.humanCheck.failed" });
  if (reports !== (where === "solvingHumanCheck")) {
    problems.push(`in ${where} the human check's outcome ${reports ? "can" : "cannot"} be reported`);
  }
  if (snapshot.can({ type: "lookup.humanCheck.start" }) !== (where === "humanCheckRequired")) {
    problems.push(`in ${where} the human check can${where === "humanCheckRequired" ? "not" : ""} be started`);
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
      if (lookup.updatedCounter >= pollLimit || memory.answeredPolls >= pollLimit) {
        problems.push(
          `${where} after ${memory.answeredPolls} polls (counter ${lookup.updatedCounter}); the limit is 6`,
        );
      }
      break;
    case "complete":
      if (nonFinal.length > 0) problems.push(`complete, yet still holds non-final entries ${nonFinal}`);
      break;
    case "suspended":
      if (nonFinal.length > 0) problems.push(`suspended, yet ${nonFinal} are not shown unavailable`);
      if (memory.answeredPolls !== pollLimit) {
        problems.push(`suspended after ${memory.answeredPolls} polls; the spec suspends after ${pollLimit}`);
      }
      break;
    case "failed":
      if (!c.apiError) problems.push("failed without a message");
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
  /** The count a poll's answer reports; null for the first request's answer. */
  reportedCounter: number | null,
): string[] {
  const isPoll = reportedCounter !== null;
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
  // Merging (spec section 4): the names shown stay in their order, each with its merged status, new names follow in
  // the answer's order; a complete lookup drops the names without an outcome, a suspended one shows them unavailable.
  const transfer = before.context.search?.transfer ?? false;
  const merged = new Map(
    [...beforeStatuses].map(([key, old]) => [key, mergedStatus(old, answered.get(key) ?? old, transfer)]),
  );
  for (const [key, status] of answered) if (!merged.has(key)) merged.set(key, status);
  const expected = [...merged]
    .filter(([, status]) => isFinal(status) || !register.complete)
    .map(([key, status]) => `${key}:${expectedWhere === "suspended" && !isFinal(status) ? "unavailable" : status}`);
  const shown = [...afterStatuses].map(([key, status]) => `${key}:${status}`);
  if (!same(shown, expected)) problems.push(`the answer left [${shown}], the spec merges it to [${expected}]`);
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
  for (const tld of after.context.checkedPremiumTlds) {
    if (before.context.checkedPremiumTlds.includes(tld)) continue;
    const queued = after.context.premiumQueue.some(
      (check) => check.tld === tld && afterStatuses.get(keyOf(check)) === "taken",
    );
    if (!queued) problems.push(`.${tld} counts as premium-checked, yet no taken name of it is queued for the check`);
  }
  // The first answer is answer 0 (or keeps the count of the polls before a human check); a poll's answer is counted.
  const counter = after.context.currentDomainLookup.updatedCounter;
  const expectedCounter = reportedCounter ?? before.context.currentDomainLookup.updatedCounter;
  if (counter !== expectedCounter) problems.push(`the lookup counts ${counter} answers, expected ${expectedCounter}`);
  // Spec section 8: the human check is asked for while the registrar wants one; an answer with results means it passed.
  if (after.hasTag("humanCheck")) problems.push("an answer with results left the human check shown");
  return problems;
}

/** A premium check's answer (or failure) takes it off the queue; the checks behind it stay queued in order. */
function premiumQueueProblems(before: Snapshot, after: Snapshot): string[] {
  const rest = before.context.premiumQueue.slice(1);
  return same(after.context.premiumQueue, rest)
    ? []
    : [`the premium queue is ${JSON.stringify(after.context.premiumQueue)}, expected ${JSON.stringify(rest)}`];
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

  switch (done) {
    case "lookupRequest":
    case "lookupRetry":
      return lookupAnswerProblems(step, answers.lookup.parse(output).response, memory, null);
    case "lookupPoll": {
      const { response } = answers.poll.parse(output).response;
      return lookupAnswerProblems(step, response, memory, answers.poll.parse(output).response.updatedCounter);
    }
    case "premiumCheck": {
      const { response } = answers.premium.parse(output);
      const problems = premiumQueueProblems(before, after);
      const checked = before.context.premiumQueue[0];
      const offer = response.domains.find((o) => checked && o.domain === keyOf(checked));
      if (!offer || statusesOf(before).get(offer.domain) !== "taken") {
        if (!same(before.context.currentDomainLookup, c.currentDomainLookup)) {
          problems.push("a premium answer without an offer for the taken name changed the results");
        }
        return problems;
      }
      // Spec section 4: the premium result (status premium, period 1y, the offered price) takes the taken name's place.
      const shown = c.currentDomainLookup.results.find((r) => keyOf(r) === offer.domain);
      if (shown?.status !== "premium" || shown.period !== "1y" || shown.new_price !== offer.price) {
        problems.push(
          `premium offer for ${offer.domain} shows ${JSON.stringify(shown && [shown.status, shown.period, shown.new_price])}`,
        );
      }
      if (!c.premiumResults.some((p) => same(p, shown)))
        problems.push(`${offer.domain} is not among the premium results`);
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
      const problems =
        where === "requesting" && payload !== null && same(payload.domains, response.domains)
          ? []
          : [`AI names ${response.domains} were not looked up (${where}, ${JSON.stringify(payload)})`];
      const generated = { uuid: response.uuid, prompt: response.prompt, domains: response.domains };
      if (!same(c.aiResults, generated)) problems.push(`the AI results are ${JSON.stringify(c.aiResults)}`);
      if (after.hasTag("humanCheck")) problems.push("AI names arrived, yet the human check is still shown");
      return problems;
    }
    case "aiLoad": {
      const loaded = aiSuggestionsSchema.parse(output);
      const search = { kind: "ai", query: loaded.prompt, transfer: before.context.search?.transfer };
      return where === "requesting" && same(c.aiResults, loaded) && same(c.search, search)
        ? []
        : [`loaded AI suggestions were not looked up (${where}, search ${JSON.stringify(c.search)})`];
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
      const problems = premiumQueueProblems(before, after);
      const others = before.context.checkedPremiumTlds.filter((checked) => checked !== tld);
      if (!same(c.checkedPremiumTlds, others)) {
        problems.push(`a failed premium check of .${tld} left [${c.checkedPremiumTlds}] checked, not [${others}]`);
      }
      if (!same(before.context.currentDomainLookup, c.currentDomainLookup)) {
        problems.push("a failed premium check changed the results");
      }
      return problems;
    }
  }
  return [];
}

/**
 * A new search (typed, or a shared AI link) starts an empty lookup without a token, and without the last search's
 * messages, premium checks, AI names or periods; that it is active, with no human check shown, is what its state
 * shows (`shownInState`).
 */
function newSearchProblems(c: Snapshot["context"], aiUuid: string | null): string[] {
  const problems: string[] = [];
  const lookup = c.currentDomainLookup;
  if (lookup.results.length > 0 || lookup.updatedCounter !== 0) {
    problems.push("a new search did not start from an empty lookup");
  }
  if (lookup.hCaptchaToken !== null) problems.push("a new search kept the last search's human-check token");
  const fresh = {
    apiError: null,
    inputError: null,
    humanCheckError: null,
    premiumResults: [],
    checkedPremiumTlds: [],
    premiumQueue: [],
    aiResults: null,
    aiUuid,
    selectedPeriods: {},
  };
  const kept = Object.entries(fresh)
    .filter(([field, value]) => !same(Object.getOwnPropertyDescriptor(c, field)?.value, value))
    .map(([field]) => field);
  if (kept.length > 0) problems.push(`a new search kept the previous search's ${kept}`);
  return problems;
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
      if (!same(c.search, event.search)) problems.push("the search was not stored as typed");
      problems.push(...newSearchProblems(c, null));
      if (event.search.kind === "single") {
        const searched = searchedDomain(event.search.query);
        if (!same(c.searchedInfo, searched))
          problems.push(`the exact name searched is ${JSON.stringify(c.searchedInfo)}`);
        if (!same(c.currentDomainLookup.lookupPayload, plannedPayload(c))) {
          problems.push(`the lookup is planned as ${JSON.stringify(c.currentDomainLookup.lookupPayload)}`);
        }
      }
      if (event.search.kind === "ai" && c.searchedInfo !== null) problems.push("an AI search has an exact name");
      return problems;
    }
    case "lookup.ai.load": {
      memory.answeredPolls = 0;
      const problems = where === "loadingAi" ? [] : [`loading AI link ${event.uuid} ends in ${where}`];
      if (c.search?.kind !== "ai" || c.search.transfer !== event.transfer) {
        problems.push(`a shared AI link is searched as ${JSON.stringify(c.search)}`);
      }
      if (c.searchedInfo !== null) problems.push("a shared AI link has an exact name");
      return [...problems, ...newSearchProblems(c, event.uuid)];
    }
    case "lookup.humanCheck.start":
      return whereOf(before) !== "humanCheckRequired" || where === "solvingHumanCheck"
        ? []
        : [`starting the human check ends in ${where}`];
    case "lookup.humanCheck.solved": {
      if (whereOf(before) !== "solvingHumanCheck") return [];
      // The request that wanted the check is sent again, with the token: the AI generator's, or the lookup's.
      const retried = memory.humanCheckFor === "ai" ? "generatingAi" : "retryingWithToken";
      const problems = where === retried ? [] : [`a solved human check ends in ${where}, not ${retried}`];
      if (c.currentDomainLookup.hCaptchaToken !== event.token) problems.push("the human-check token was not kept");
      if (c.humanCheckError !== null) problems.push(`a solved human check still shows "${c.humanCheckError}"`);
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
  const memory: Memory = { answeredPolls: 0, humanCheckFor: null };
  return (step) => {
    const { before } = step;
    const changes = before === null ? [] : stepProblems({ ...step, before }, memory);
    // A search keeps its request name (its key) until another search starts; a shared link's is its search's once loaded.
    const startsSearch = ["lookup.submit", "lookup.ai.load", "xstate.done.actor.aiLoad"].includes(
      step.event?.type ?? "",
    );
    if (
      before !== null &&
      !startsSearch &&
      before.context.pendingRequestName !== step.after.context.pendingRequestName
    ) {
      changes.push(
        `${step.event?.type} changed the search's request name to "${step.after.context.pendingRequestName}"`,
      );
    }
    if (
      before !== null &&
      whereOf(step.after) === "humanCheckRequired" &&
      !humanCheckStates.includes(whereOf(before))
    ) {
      memory.humanCheckFor = step.event?.type.endsWith(".aiGenerate") ? "ai" : "lookup";
    }
    return [...changes, ...stateProblems(step.after, step.scheduled, memory)];
  };
};
