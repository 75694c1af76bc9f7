import type { EventFromLogic, SnapshotFrom } from "xstate";
import { z } from "zod/mini";
import {
  aiGeneratorResponseSchema,
  aiSuggestionsSchema,
  lookupPollResponseSchema,
  lookupResponseSchema,
  premiumDomainServiceplanId,
  premiumResponseSchema,
} from "../../../contract/domains";
import type { lookupMachine } from "../../../machines/lookup/lookup.machine";
import type { ModelOracle, ModelStep } from "../support/model-paths";
import { oracleChecks } from "../support/oracle-checks";

/**
 * The lookup oracle: what the spec (storefront-spec.md sections 4, 8 and 9, decisions.md section 7) says about each
 * state of a domain lookup and about what each event must change. It is written from the spec and the brand API's
 * contract only: it imports nothing of the machine or of `rules/lookup/` (statuses, merging and messages are
 * restated here), so a bug in either shows up as a violation even on paths the machine itself generated.
 */

type LookupMachine = typeof lookupMachine;
type Snapshot = SnapshotFrom<LookupMachine>;
type Step = ModelStep<LookupMachine>;
/** The events a visitor sends (the rest are the requests' answers and delays). */
type LookupVisitorEvent = EventFromLogic<LookupMachine>;

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
export const isFinal = (displayStatus: string) => displayStatus !== "started" && displayStatus !== "scheduled";
const ukTlds = ["uk", "co.uk", "me.uk", "org.uk"];

/**
 * The checks below that apply only to some data (issue 27): each is reached when a replayed step meets its
 * condition, and `lookup.data.test.ts` fails while one is never reached.
 */
export const lookupOracleChecks = oracleChecks([
  ...Object.keys(displayOf).map((status) => `registrar status ${status} shown ${displayOf[status]}`),
  "an unknown registrar status shown unavailable",
  "a single search: its exact name and payload",
  "a name cut to 63 characters",
  "a bulk search: its names once each",
  "a bulk search: the skipped names' messages",
  "a transfer search asks for transfers",
  "an empty search's message",
  "an unsupported extension's message",
  "a bulk list without a valid name",
  "an empty AI prompt's message",
  "an AI prompt asks the generator",
  "a shared AI link loads its names",
  "a result takes its TLD's price list",
  "a result without its TLD's price list has no periods",
  "a name shown replaced by a different status",
  "a final name kept when the answer differs",
  "a transfer lookup's answer replaces a final name",
  "preorder replaces a final name",
  "a premium offer stays while the registrar repeats taken",
  "a registrar's own premium replaced by taken",
  "a complete answer drops the names without an outcome",
  "the 6th poll suspends the lookup",
  "a suspended lookup shows unchecked names unavailable",
  "a taken name gets a premium check for its TLD",
  "a taken UK name gets no premium check",
  "a premium offer turns the taken name premium",
  "a premium answer without an offer for the name changes nothing",
  "a failed premium check frees its TLD",
  "an answer's own error words",
  "an answer asking for a human check",
  "a rejection's string shown as it is",
  "a single lookup's failure names the support phone (404, 422, 500)",
  "a single lookup's other failure",
  "a bulk lookup's failure message",
  "an AI lookup's failure message",
  "bot detection (406) shows a message",
  "a refused human-check token asks for the check again",
  "an AI generator's failure with a status",
  "an AI generator's failure without an answer",
  "AI answer without names",
  "a period picked is stored",
  "a solved human check asks the AI generator again",
  "a solved human check asks the registrar again",
  "a failed human check says why",
]);
const reach = lookupOracleChecks.reach;

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
  suspended: ["finished"],
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

export const keyOf = (result: { name: string; tld: string }) => `${result.name}.${result.tld}`;
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
 * Which result a name shows after an answer that gives it `answered` (spec section 4 "Merging"): the answer's, or the
 * one shown before.
 */
function mergedFrom(old: string | undefined, answered: string, transfer: boolean): "answer" | "shown" {
  if (old === undefined) return "answer";
  if (transfer || answered === "preorder") {
    if (isFinal(old) && !replaceable.includes(old)) {
      reach(transfer ? "a transfer lookup's answer replaces a final name" : "preorder replaces a final name");
    }
    return "answer";
  }
  if (replaceable.includes(old) && answered !== old) {
    reach("a name shown replaced by a different status");
    if (old === "premium" && answered === "taken") reach("a registrar's own premium replaced by taken");
    return "answer";
  }
  if (answered !== old) reach("a final name kept when the answer differs");
  return "shown";
}

/** Spec section 9: the default TLD category of a single search, and .com when no extension is typed. */
const defaultCategory = "Best Sellers";
const defaultTld = "com";
const maxNameLength = 63;

/** Spec section 5 "Domain search input": the input normalised; commas are kept in bulk mode only. */
function normalized(query: string, bulk: boolean): string {
  return query
    .replace(/\s+/g, "")
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(bulk ? /[^a-z0-9.,-]/gi : /[^a-z0-9.-]/gi, "")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
}

interface SearchedName {
  name: string;
  tld: string;
  tldSpecific: boolean;
}

/** Spec section 5: one normalised name, or why it cannot be looked up (the bulk wording omits "Please try again."). */
function parsedName(typed: string, supportedTlds: readonly string[], bulk: boolean): SearchedName | { error: string } {
  const dot = typed.indexOf(".");
  const name = (dot === -1 ? typed : typed.slice(0, dot)).slice(0, maxNameLength);
  const extension = dot === -1 ? "" : typed.slice(dot + 1);
  if (name === "") return { error: specMessages.emptySearch };
  if (extension === "") return { name, tld: defaultTld, tldSpecific: false };
  if (!supportedTlds.includes(extension)) {
    return {
      error: bulk
        ? `'.${extension}' is not a supported domain extension.\n`
        : `'.${extension}' is not a supported domain extension. Please try again.`,
    };
  }
  return { name, tld: extension, tldSpecific: true };
}

type SearchPlan =
  | { error: string }
  | { searchedInfo: SearchedName | null; payload: Record<string, unknown> | null; skipped: string | null };

/**
 * What a search asks the registrar (spec sections 5 and 7 "POST /domain/lookup"): one name's stem in the default
 * category, a list's valid names once each (the others' messages shown beside), or an AI prompt (its names come
 * later); or why nothing can be looked up.
 */
function plannedSearch(search: { kind: string; query: string; transfer: boolean }, c: Snapshot["context"]): SearchPlan {
  const base = { mode: search.transfer ? "transfer" : "both", parent_customer_id: c.parentCustomerId };
  if (search.kind === "ai") {
    return search.query.trim() === ""
      ? { error: specMessages.emptySearch }
      : { searchedInfo: null, payload: null, skipped: null };
  }
  if (search.kind === "single") {
    const parsed = parsedName(normalized(search.query, false), c.supportedTlds, false);
    if ("error" in parsed) return parsed;
    const payload = { ...base, domain_category: defaultCategory, domain_stems: [parsed.name] };
    return { searchedInfo: parsed, payload, skipped: null };
  }
  const domains: string[] = [];
  let skipped = "";
  for (const item of normalized(search.query, true).split(",")) {
    const typed = normalized(item, false);
    if (typed === "") continue;
    const parsed = parsedName(typed, c.supportedTlds, true);
    if ("error" in parsed) {
      if (parsed.error !== specMessages.emptySearch) skipped += parsed.error;
    } else if (!domains.includes(keyOf(parsed))) domains.push(keyOf(parsed));
  }
  if (domains.length === 0) return { error: skipped || specMessages.emptySearch };
  return { searchedInfo: null, payload: { ...base, domains }, skipped: skipped || null };
}

/** The payload of the search shown: planned from the search, or the AI names once generated; null before. */
function plannedPayload(c: Snapshot["context"]): Record<string, unknown> | null {
  if (c.search?.kind === "ai") {
    const mode = c.search.transfer ? "transfer" : "both";
    return c.aiResults === null ? null : { mode, domains: c.aiResults.domains, parent_customer_id: c.parentCustomerId };
  }
  const plan = c.search ? plannedSearch(c.search, c) : null;
  return plan && "payload" in plan ? plan.payload : null;
}

/** What one path has done so far that a single snapshot does not show. */
interface Memory {
  /** Poll answers applied since the search started (spec: up to 6). */
  answeredPolls: number;
  /** Which request the pending human check is for: the AI generator's, or the lookup's. */
  humanCheckFor: "ai" | "lookup" | null;
  /** The search ids the brand API's first answers named for the search shown (a retry with a token names another). */
  searchIds: string[];
}

/** The input a running invoke was started with (the request it sends), or undefined when none runs. */
function inputOf(snapshot: Snapshot, id: string): unknown {
  return snapshot.children[id]?.getSnapshot().input;
}

/**
 * Spec section 7: each request asks for the search shown, under its name, with the human-check token once given.
 * Polls name the search the brand API accepted last (issue 35); a premium check one it accepted for this search (a
 * check still running when a retry's answer named another search keeps the one it was started with).
 */
function requestProblems(snapshot: Snapshot, memory: Memory): string[] {
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
    check("lookupPoll", { requestName, searchId: lookup.searchId, payload, counter: lookup.updatedCounter, token });
  }
  const lastSearchId = memory.searchIds.at(-1) ?? null;
  if (lookup.searchId !== lastSearchId) {
    problems.push(`the lookup follows search ${lookup.searchId}, the brand API last named ${lastSearchId}`);
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
  const premiumSearchId = (inputOf(snapshot, "premiumCheck") as { searchId?: string } | undefined)?.searchId;
  const searchId = premiumSearchId && memory.searchIds.includes(premiumSearchId) ? premiumSearchId : lookup.searchId;
  if (next) check("premiumCheck", { requestName, searchId, name: next.name, tld: next.tld });
  return problems;
}

/**
 * Which visitor events the spec lets a visitor send in each state (issue 27: checked both ways, so a guard too strict
 * or too loose fails): a search (typed, or a shared AI link) replaces the one shown at any time, and a period can be
 * picked for a result at any time (spec sections 4 and 6); the human check can be started only while the registrar
 * asks for one, and reports its outcome only while the visitor takes it (section 8).
 */
const acceptedIn: Record<LookupVisitorEvent["type"], (where: string) => boolean> = {
  "lookup.submit": () => true,
  "lookup.ai.load": () => true,
  "lookup.period.select": () => true,
  "lookup.humanCheck.start": (where) => where === "humanCheckRequired",
  "lookup.humanCheck.solved": (where) => where === "solvingHumanCheck",
  "lookup.humanCheck.failed": (where) => where === "solvingHumanCheck",
};
/** One event of each type a visitor sends, as the spec allows it: a search with a name, one without, an AI prompt. */
const visitorEvents: LookupVisitorEvent[] = [
  { type: "lookup.submit", search: { kind: "single", query: "example.com", transfer: false } },
  { type: "lookup.submit", search: { kind: "bulk", query: "example.com, example.net", transfer: true } },
  { type: "lookup.submit", search: { kind: "single", query: "", transfer: false } },
  { type: "lookup.submit", search: { kind: "ai", query: "a bakery in leeds", transfer: false } },
  { type: "lookup.ai.load", uuid: "00000000-0000-4000-8000-000000000000", transfer: false },
  { type: "lookup.period.select", domain: "example.com", period: "2y" },
  { type: "lookup.humanCheck.start" },
  { type: "lookup.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" },
  { type: "lookup.humanCheck.failed" },
];

function acceptedEventProblems(snapshot: Snapshot, where: string): string[] {
  return visitorEvents.flatMap((event) => {
    const accepted = snapshot.can(event);
    const allowed = acceptedIn[event.type](where);
    if (accepted === allowed) return [];
    return [
      `in ${where} the visitor ${accepted ? "can" : "cannot"} send ${JSON.stringify(event)}; the spec says ${allowed ? "accept" : "refuse"} it`,
    ];
  });
}

/** Invariants of one snapshot, whatever led to it. */
function stateProblems(snapshot: Snapshot, scheduled: string[], memory: Memory): string[] {
  const problems: string[] = requestProblems(snapshot, memory);
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
  // A premium check's offer is for one year (spec section 4); the registrar's own premium names keep their period.
  for (const result of c.premiumResults) {
    if (result.period !== "1y") {
      problems.push(`premium result ${keyOf(result)} has period ${result.period}, the spec says 1y`);
    }
  }
  if (new Set(c.checkedPremiumTlds).size !== c.checkedPremiumTlds.length) {
    problems.push(`a TLD is premium-checked twice: ${c.checkedPremiumTlds}`);
  }
  // Spec section 4: only a taken name with a non-UK TLD is premium-checked.
  const ukChecked = [...c.checkedPremiumTlds, ...c.premiumQueue.map((check) => check.tld)].filter((tld) =>
    ukTlds.includes(tld),
  );
  if (ukChecked.length > 0) problems.push(`UK TLDs are premium-checked: ${ukChecked}`);
  const shown = [...snapshot.tags].sort();
  if (!same(shown, shownInState[where])) problems.push(`in ${where} the visitor is shown [${shown}]`);
  problems.push(...acceptedEventProblems(snapshot, where));
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

/** A failure's code and status, when it has them. */
function failureOf(error: unknown): { code?: string; status?: number } {
  const failure = failureSchema.safeParse(error);
  return failure.success ? failure.data : {};
}

/**
 * Spec section 8, for every lookup and generator failure alike: a string rejection is shown as it is, and bot
 * detection (406) shows a message of any wording (decisions.md section 7, null); undefined for any other failure.
 */
function messageOfAnyFailure(error: unknown): string | null | undefined {
  if (typeof error === "string") {
    reach("a rejection's string shown as it is");
    return error;
  }
  if (failureOf(error).code === "bot_detection") {
    reach("bot detection (406) shows a message");
    return null;
  }
  return undefined;
}

/** Spec section 8: the message of a rejected lookup (any other rejection than a human check). */
function rejectionMessage(error: unknown, kind: string, supportPhone: string): string | null {
  const said = messageOfAnyFailure(error);
  if (said !== undefined) return said;
  const { status } = failureOf(error);
  if (kind === "bulk") {
    reach("a bulk lookup's failure message");
    return specMessages.bulkFailed;
  }
  if (kind === "ai") {
    reach("an AI lookup's failure message");
    return specMessages.aiFailed;
  }
  if (status === 422 || status === 500 || status === 404) {
    reach("a single lookup's failure names the support phone (404, 422, 500)");
    return `${specMessages.fetchFailed} at ${supportPhone}.`;
  }
  reach("a single lookup's other failure");
  return `${specMessages.fetchFailed}.`;
}

/** Spec section 8: the AI generator's failures, by status: an exception when it answered, no response when not. */
function aiFailureMessage(error: unknown): string | null {
  const said = messageOfAnyFailure(error);
  if (said !== undefined) return said;
  const { status } = failureOf(error);
  reach(status ? "an AI generator's failure with a status" : "an AI generator's failure without an answer");
  return status ? specMessages.aiException : specMessages.aiNoResponse;
}

const isHumanCheckRejection = (error: unknown) => {
  const failure = failureSchema.safeParse(error);
  return failure.success && failure.data.code === "hcaptcha_invalid";
};

/**
 * An answered entry as a result (spec section 3 "Domain search result"): its data, the display status of its
 * registrar status (section 4), and the periods its TLD is sold for (the answer's price list, none when missing).
 */
function resultOf(entry: Register["domain_status"][number], register: Register) {
  const { price_list, status, ...data } = entry;
  const shown = display(status);
  reach(
    status in displayOf ? `registrar status ${status} shown ${shown}` : "an unknown registrar status shown unavailable",
  );
  const prices = register.price_lists[price_list];
  reach(prices ? "a result takes its TLD's price list" : "a result without its TLD's price list has no periods");
  return { ...data, status: shown, prices: prices ?? [] };
}

/** Checks of an answer to the lookup or to a poll. */
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
    reach("an answer asking for a human check");
    const problems = where === "humanCheckRequired" ? [] : [`an answer asking for a human check ends in ${where}`];
    if (!same(before.context.currentDomainLookup.results, after.context.currentDomainLookup.results)) {
      problems.push("an answer asking for a human check changed the results");
    }
    return problems;
  }
  if (typeof response.error === "string") {
    reach("an answer's own error words");
    const problems = where === "failed" ? [] : [`an error answer ends in ${where}, not failed`];
    if (after.context.apiError !== response.error) {
      problems.push(`an error answer shows "${after.context.apiError}", not its own words "${response.error}"`);
    }
    return problems;
  }
  const register: Register = response.register ?? { complete: false, domain_status: [], price_lists: {} };
  if (isPoll) memory.answeredPolls += 1;
  const problems: string[] = [];
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
  if (expectedWhere === "suspended") reach("the 6th poll suspends the lookup");
  // Merging (spec section 4): the names shown stay in their order, each the answer's result or the one shown before,
  // new names follow in the answer's order; a complete lookup drops the names without an outcome, a suspended one
  // shows them unavailable. An answered name shows the answer's data with its display status and its TLD's periods.
  const transfer = before.context.search?.transfer ?? false;
  const answeredResults = new Map(register.domain_status.map((entry) => [keyOf(entry), resultOf(entry, register)]));
  type Shown = Omit<Snapshot["context"]["currentDomainLookup"]["results"][number], "status"> & { status: string };
  const merged = new Map<string, Shown>(
    before.context.currentDomainLookup.results.map((result) => [keyOf(result), result]),
  );
  for (const [key, answered] of answeredResults) {
    if (mergedFrom(merged.get(key)?.status, answered.status, transfer) === "answer") merged.set(key, answered);
  }
  // A premium offer the premium check found (section 4) stands for its name while the registrar says it is taken.
  for (const premium of before.context.premiumResults) {
    if (merged.get(keyOf(premium))?.status !== "taken") continue;
    reach("a premium offer stays while the registrar repeats taken");
    merged.set(keyOf(premium), premium);
  }
  const expected = [...merged.values()]
    .filter((result) => {
      if (register.complete && !isFinal(result.status)) reach("a complete answer drops the names without an outcome");
      return isFinal(result.status) || !register.complete;
    })
    .map((result) => {
      if (expectedWhere !== "suspended" || isFinal(result.status)) return result;
      reach("a suspended lookup shows unchecked names unavailable");
      return { ...result, status: "unavailable" };
    });
  const shownAfter = after.context.currentDomainLookup.results;
  if (!same(shownAfter, expected)) {
    const brief = (results: readonly { name: string; tld: string; status: string }[]) =>
      results.map((result) => `${keyOf(result)}:${result.status}`);
    problems.push(`the answer left [${brief(shownAfter)}], the spec merges it to [${brief(expected)}]`);
    if (same(brief(shownAfter), brief(expected))) problems.push("an answered name does not show the answer's data");
  }
  if (register.complete || expectedWhere === "suspended") {
    const left = shownAfter.filter((r) => !isFinal(r.status)).map(keyOf);
    if (left.length > 0) problems.push(`after a ${expectedWhere} answer ${left} have no final status`);
  }
  // A taken name with a non-UK TLD gets a premium check (once per TLD: see the state invariants).
  const afterStatuses = statusesOf(after);
  for (const result of after.context.currentDomainLookup.results) {
    if (result.status !== "taken") continue;
    if (ukTlds.includes(result.tld)) {
      reach("a taken UK name gets no premium check");
      continue;
    }
    reach("a taken name gets a premium check for its TLD");
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
    case "lookupRetry": {
      const answer = answers.lookup.parse(output);
      if (answer.response.search_id) memory.searchIds.push(answer.response.search_id);
      return lookupAnswerProblems(step, answer.response, memory, null);
    }
    case "lookupPoll": {
      const { response } = answers.poll.parse(output).response;
      return lookupAnswerProblems(step, response, memory, answers.poll.parse(output).response.updatedCounter);
    }
    case "premiumCheck": {
      const { response } = answers.premium.parse(output);
      const problems = premiumQueueProblems(before, after);
      const checked = before.context.premiumQueue[0];
      const offer = response.domains.find((o) => checked && o.domain === keyOf(checked));
      // The offer is for the name checked, and counts only while the registrar still says it is taken (spec section 4
      // checks a taken result; decisions section 3: premium is registrar_unavailable offered at a premium price).
      if (!offer || statusesOf(before).get(offer.domain) !== "taken") {
        reach("a premium answer without an offer for the name changes nothing");
        if (!same(before.context.currentDomainLookup, c.currentDomainLookup)) {
          problems.push("a premium answer without an offer for the taken name changed the results");
        }
        return problems;
      }
      reach("a premium offer turns the taken name premium");
      // Spec sections 4 and 9: the premium result (status premium, period 1y only, the offered price, the UK2 premium
      // serviceplan) takes the taken name's place, in its place in the list.
      const shown = c.currentDomainLookup.results.find((r) => keyOf(r) === offer.domain);
      const oneYearAtOffer = (p: { period: string; new_price: number; serviceplan_id: number }) =>
        p.period === "1y" && p.new_price === offer.price && p.serviceplan_id === premiumDomainServiceplanId;
      if (
        shown?.status !== "premium" ||
        !shown.isPremium ||
        !oneYearAtOffer(shown) ||
        shown.prices.length === 0 ||
        !shown.prices.every(oneYearAtOffer) ||
        // The contract's price entries name their TLD (the basket keeps them with the domain).
        !shown.prices.every((p) => p.extradetails?.tld === shown.tld)
      ) {
        problems.push(`premium offer of ${offer.price} for ${offer.domain} shows ${JSON.stringify(shown)}`);
      }
      const order = (snapshot: Snapshot) => snapshot.context.currentDomainLookup.results.map(keyOf);
      if (!same(order(before), order(after))) problems.push("a premium offer moved the names shown");
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
        reach("AI answer without names");
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
      reach("a shared AI link loads its names");
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
        reach("a refused human-check token asks for the check again");
        return where === "humanCheckRequired" ? [] : [`a refused human-check token (${failed}) ends in ${where}`];
      }
      const kind = before.context.search?.kind ?? "single";
      const expected =
        failed === "aiGenerate" || failed === "aiLoad"
          ? aiFailureMessage(error)
          : rejectionMessage(error, kind, before.context.supportPhone);
      const problems = where === "failed" ? [] : [`a failed ${failed} ends in ${where}, not failed`];
      if (expected !== null && c.apiError !== expected) {
        problems.push(`a failed ${failed} shows "${c.apiError}", the spec says "${expected}"`);
      }
      // Spec section 8, 406: the words are not shown, but the message asks the visitor to enable cookies.
      const botDetected = typeof error !== "string" && failureOf(error).code === "bot_detection";
      if (botDetected && !c.apiError?.toLowerCase().includes("cookies")) {
        problems.push(`bot detection shows "${c.apiError}", the spec says it asks the visitor to enable cookies`);
      }
      return problems;
    }
    case "premiumCheck": {
      // Spec section 4: a failed premium check removes that TLD from the already-checked list.
      reach("a failed premium check frees its TLD");
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
function newSearchProblems(
  c: Snapshot["context"],
  aiUuid: string | null,
  /** The messages of the names a bulk search left out, shown beside its results. */
  inputError: string | null = null,
): string[] {
  const problems: string[] = [];
  const lookup = c.currentDomainLookup;
  if (lookup.results.length > 0 || lookup.updatedCounter !== 0) {
    problems.push("a new search did not start from an empty lookup");
  }
  if (lookup.hCaptchaToken !== null) problems.push("a new search kept the last search's human-check token");
  const fresh = {
    apiError: null,
    inputError,
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
      reach("a period picked is stored");
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
      const { search } = event;
      const plan = plannedSearch(search, before.context);
      if ("error" in plan) {
        if (search.kind === "ai") reach("an empty AI prompt's message");
        else if (search.kind === "bulk") reach("a bulk list without a valid name");
        else if (plan.error === specMessages.emptySearch) reach("an empty search's message");
        else reach("an unsupported extension's message");
        return where === "invalid" && c.inputError === plan.error
          ? []
          : [`a search with nothing to look up ends in ${where} with "${c.inputError}", the spec says "${plan.error}"`];
      }
      memory.answeredPolls = 0;
      memory.searchIds = [];
      const problems: string[] = [];
      const expected = search.kind === "ai" ? "generatingAi" : "requesting";
      if (where !== expected) problems.push(`a search ends in ${where}, not ${expected}`);
      if (!same(c.search, search)) problems.push("the search was not stored as typed");
      problems.push(...newSearchProblems(c, null, plan.skipped));
      if (!same(c.searchedInfo, plan.searchedInfo)) {
        problems.push(
          `the exact name searched is ${JSON.stringify(c.searchedInfo)}, expected ${JSON.stringify(plan.searchedInfo)}`,
        );
      }
      if (!same(c.currentDomainLookup.lookupPayload, plan.payload)) {
        problems.push(
          `the lookup is planned as ${JSON.stringify(c.currentDomainLookup.lookupPayload)}, expected ${JSON.stringify(plan.payload)}`,
        );
      }
      if (search.kind === "ai") reach("an AI prompt asks the generator");
      if (search.kind === "single") reach("a single search: its exact name and payload");
      if (search.kind === "bulk") reach("a bulk search: its names once each");
      if (plan.skipped) reach("a bulk search: the skipped names' messages");
      if (search.transfer && search.kind !== "ai") reach("a transfer search asks for transfers");
      if (plan.searchedInfo && normalized(search.query, false).split(".")[0].length > maxNameLength) {
        reach("a name cut to 63 characters");
      }
      return problems;
    }
    case "lookup.ai.load": {
      memory.answeredPolls = 0;
      memory.searchIds = [];
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
      reach(
        memory.humanCheckFor === "ai"
          ? "a solved human check asks the AI generator again"
          : "a solved human check asks the registrar again",
      );
      const problems = where === retried ? [] : [`a solved human check ends in ${where}, not ${retried}`];
      if (c.currentDomainLookup.hCaptchaToken !== event.token) problems.push("the human-check token was not kept");
      if (c.humanCheckError !== null) problems.push(`a solved human check still shows "${c.humanCheckError}"`);
      return problems;
    }
    case "lookup.humanCheck.failed":
      if (whereOf(before) !== "solvingHumanCheck") return [];
      reach("a failed human check says why");
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
  const memory: Memory = { answeredPolls: 0, humanCheckFor: null, searchIds: [] };
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
