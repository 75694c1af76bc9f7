import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { brandOfParentCustomer, brands } from "../../../brands/index";
import type { LookupPayload } from "../../../contract/domain-requests";
import { type DomainErrorCode, tooManyNamesMessage, unknownSearchMessage } from "../../../contract/domains";
import * as domainEndpoints from "../../../contract/endpoints/domains";
import { bulkSearchMaxNames } from "../../../contract/limits";
import type { ServerConfig } from "../../config";
import type { StorefrontDb } from "../../db/database";
import { apiError } from "../../http/api-error";
import { clientAddress } from "../../http/client-address";
import { registerEndpoint } from "../../http/register-endpoint";
import type { StorefrontMetrics } from "../../metrics/storefront-metrics";
import { markFailedBotDetection, readVisitorSession, type VisitorSession } from "../../storefront/session";
import { createAcceptedSearches, searchKey } from "./accepted-searches";
import { suggestDomains } from "./ai-generator";
import { expiredRowSweeper } from "./expired-rows";
import { humanCheckPasses } from "./human-check";
import { createPollAnswers, pollAnswerKey } from "./poll-answers";
import { createPollSessions } from "./poll-sessions";
import { countLookups, lookupsSoFar } from "./rate-limit";
import {
  asksForHumanCheck,
  lookupTargets,
  premiumOffers,
  simulateLookup,
  simulatePoll,
  type TestNames,
} from "./registrar-simulator";

export interface DomainRoutesDeps {
  db: StorefrontDb;
  config: ServerConfig;
  /** Milliseconds since the epoch; tests move it to cross rate-limit minutes. */
  now?: () => number;
  /** The wall clock sessions are stamped with (server/storefront/session-routes.ts); tests move it to expire them. */
  sessionClock?: () => number;
  fetchImpl?: typeof fetch;
  /** Counts human checks asked, passed and failed, and lookups held by the limit. */
  metrics: StorefrontMetrics;
}

/** An address may be shared by many visitors (offices, mobile networks), so it gets this many times a session's limit. */
const addressLimitFactor = 10;

const badTokenMessage = "The human check did not pass. Please try again.";
const botDetectionMessage =
  "We could not confirm your browser session. Please enable cookies for this site, reload the page and search again.";

function domainError(c: Context, status: 400 | 404 | 406 | 422, code: DomainErrorCode, message: string) {
  return apiError(c, status, code, message);
}

const unknownParentCustomer = (c: Context) => domainError(c, 400, "unknown_brand", "Unknown parent_customer_id.");

type Gate = { kind: "pass" } | { kind: "requireHCaptcha" } | { kind: "badToken" };

/** The domain calls of spec section 7 ("Session and lookup"): lookup and poll, premium check, AI generator. */
export function domainRoutes(deps: DomainRoutesDeps): Hono {
  const routes = new Hono();
  const now = deps.now ?? Date.now;
  const nowMinute = () => Math.floor(now() / 60_000);
  const humanCheck = { db: deps.db, secret: deps.config.hcaptcha.secret, fetchImpl: deps.fetchImpl, nowMinute };
  const testNames: TestNames = deps.config.mode === "production" ? "off" : "on";
  const sweepExpiredRows = expiredRowSweeper(deps.db, deps.sessionClock);
  const pollSessions = createPollSessions(deps.db, deps.sessionClock);
  const searches = createAcceptedSearches(deps.db, now);
  const pollAnswers = createPollAnswers();
  const addressLookups = lookupsSoFar(deps.db);

  /**
   * Counts `names` looked up against the session and the address (docs/bot-detection.md) and answers whether either
   * is now over its limit this minute. A session over its own limit is flagged as failing bot detection, so its polls
   * and premium checks ask for the human check too.
   */
  const addressKeyOf = (c: Context) => `address:${clientAddress(c, deps.config.proxyTrust)}`;

  /** Whether the request's address is past its limit this minute (counting nothing). */
  const addressOverLimit = async (c: Context) =>
    (await addressLookups(addressKeyOf(c), nowMinute())) > deps.config.lookupRateLimitPerMinute * addressLimitFactor;

  async function overLimitAfter(c: Context, session: VisitorSession | undefined, names: number): Promise<boolean> {
    const limit = deps.config.lookupRateLimitPerMinute;
    const addressKey = addressKeyOf(c);
    const sessionKey = session ? `session:${session.id}` : undefined;
    const keys = sessionKey ? [addressKey, sessionKey] : [addressKey];
    const counts = await countLookups(deps.db, keys, nowMinute(), names);
    const bySession = sessionKey ? (counts.get(sessionKey) ?? 0) : 0;
    if (session && bySession > limit && !session.failedBotDetection) {
      await markFailedBotDetection(deps.db, session.id, true);
      pollSessions.forget(session.id);
    }
    await sweepExpiredRows(now());
    return bySession > limit || (counts.get(addressKey) ?? 0) > limit * addressLimitFactor;
  }

  /**
   * Whether a request the human check is `due` for may go ahead: only with a passing token, which clears the
   * session's flag. The check is due when the names ask for it, the session failed bot detection, or (for a
   * lookup) the session or address is over its limit.
   */
  async function humanCheckGate(
    session: VisitorSession | undefined,
    due: boolean,
    token: string | undefined,
  ): Promise<Gate> {
    if (!due) return { kind: "pass" };
    if (!token) {
      deps.metrics.humanCheck("asked");
      return { kind: "requireHCaptcha" };
    }
    const passes = await humanCheckPasses(token, humanCheck);
    deps.metrics.humanCheck(passes ? "passed" : "failed");
    if (!passes) return { kind: "badToken" };
    if (session) await markFailedBotDetection(deps.db, session.id, false);
    return { kind: "pass" };
  }

  const badToken = (c: Context) => domainError(c, 422, "hcaptcha_invalid", badTokenMessage);
  const botDetection = (c: Context) => domainError(c, 406, "bot_detection", botDetectionMessage);
  const unknownSearch = (c: Context) => domainError(c, 404, "unknown_search", unknownSearchMessage);

  /**
   * The accepted search `searchId` names, when this request may hear about it: the search was made in the request's
   * session, or before the browser had a session (its first lookup can leave before the hidden frame gives it one;
   * the random id, answered only after the lookup was counted, is then what proves the search is the browser's).
   */
  async function searchOf(session: VisitorSession | undefined, searchId: string) {
    const search = await searches.find(searchId);
    if (!search || (search.sessionId !== undefined && search.sessionId !== session?.id)) return undefined;
    const brand = brandOfParentCustomer(search.payload.parent_customer_id);
    const targets = brand && lookupTargets(brand, search.payload);
    if (!brand || !targets || "problem" in targets) return undefined;
    return { search, brand, targets };
  }

  function lookupFor(c: Context, payload: LookupPayload) {
    if ((payload.domains?.length ?? 0) > bulkSearchMaxNames)
      return domainError(c, 400, "too_many_names", tooManyNamesMessage(bulkSearchMaxNames));
    const brand = brandOfParentCustomer(payload.parent_customer_id);
    if (!brand) return unknownParentCustomer(c);
    const targets = lookupTargets(brand, payload);
    if ("problem" in targets) return domainError(c, 400, "bad_request", targets.problem);
    return { brand, targets };
  }

  // The poll is registered first: it shares the lookup's route and takes the bodies with a `counter`.
  registerEndpoint(routes, domainEndpoints.pollDomainLookup, async (c, { body: poll }) => {
    // The poll's session is read through `pollSessions` (poll-sessions.ts says why that is safe), its search through
    // `searches` (accepted-searches.ts): a poll reads no row when this process knows both.
    const session = await pollSessions.read(c);
    if (session === "unknown") return botDetection(c);
    const found = await searchOf(session, poll.search_id);
    if (!found || found.search.key !== searchKey(poll.payload)) return unknownSearch(c);
    const asksForCheck = found.targets.some((t) => asksForHumanCheck(t.stem, testNames));
    // A session over its limit is flagged; a search made with no session answers to its address's limit instead (one
    // indexed read, for these polls only), so no poll answers past the human check.
    const due =
      asksForCheck ||
      session?.failedBotDetection === true ||
      (found.search.sessionId === undefined && (await addressOverLimit(c)));
    const result = await humanCheckGate(session, due, poll.token);
    if (result.kind === "badToken") return badToken(c);
    const updatedCounter = poll.counter + 1;
    if (result.kind === "requireHCaptcha") return { response: { requireHCaptcha: true }, updatedCounter };
    const { brand, targets, search } = found;
    return pollAnswers.answer(pollAnswerKey(search.key, poll.counter), () => ({
      response: { register: simulatePoll(brand, targets, search.payload.mode, poll.counter, testNames) },
      updatedCounter,
    }));
  });

  // A lookup's session is always read from its row: the lookup is the gate, and a flag set elsewhere must stop it.
  registerEndpoint(routes, domainEndpoints.lookUpDomains, async (c, { body: payload }) => {
    const lookup = lookupFor(c, payload);
    if (lookup instanceof Response) return lookup;
    const session = await readVisitorSession(deps.db, c);
    if (session === "unknown") return botDetection(c);
    const names = payload.domains?.length ?? payload.domain_stems?.length ?? 0;
    const overLimit = await overLimitAfter(c, session, names);
    const asksForCheck = lookup.targets.some((t) => asksForHumanCheck(t.stem, testNames));
    const due = asksForCheck || overLimit || session?.failedBotDetection === true;
    const result = await humanCheckGate(session, due, payload.hcaptcha_token);
    if (result.kind === "requireHCaptcha") {
      if (overLimit) deps.metrics.lookupLimited();
      return { requireHCaptcha: true };
    }
    if (result.kind === "badToken") return badToken(c);
    const search = await searches.record(session?.id, payload);
    return {
      search_id: search.id,
      register: simulateLookup(lookup.brand, lookup.targets, payload.mode, 0, testNames),
    };
  });

  // Tied to an accepted search of the session: it answers only for names already counted, so it is no way to test
  // new ones; a session flagged over its limit is asked for the human check first, as its polls are.
  registerEndpoint(routes, domainEndpoints.premiumDomains, async (c, { params, query }) => {
    const brand = params.id === undefined ? undefined : brandOfParentCustomer(params.id);
    if (!brand) return domainError(c, 400, "unknown_brand", "Unknown customer id.");
    const session = await pollSessions.read(c);
    if (session === "unknown") return botDetection(c);
    const found = await searchOf(session, query.search_id);
    const keyword = query.include_keywords.toLowerCase();
    const searched = found?.brand === brand ? found.targets.filter((t) => t.stem === keyword) : [];
    const tlds = query.tlds.split(",").filter((tld) => searched.some((t) => t.tld === tld));
    if (tlds.length === 0) return unknownSearch(c);
    if (session?.failedBotDetection) return { domains: [], requireHCaptcha: true };
    const limit = Math.max(1, Number(query.num_domains ?? "1"));
    const maxLength = Number(query.max_length ?? "63");
    const domains = keyword.length <= maxLength ? premiumOffers(keyword, tlds, limit) : [];
    return { domains };
  });

  registerEndpoint(routes, domainEndpoints.generateDomains, async (c, { body: request }) => {
    const brand = brandOfParentCustomer(request.parent_customer_id);
    if (!brand) return unknownParentCustomer(c);
    const session = await readVisitorSession(deps.db, c);
    if (session === "unknown") return botDetection(c);
    // A prompt counts as one name: the names it yields answer no availability until they are looked up (and counted).
    const overLimit = await overLimitAfter(c, session, 1);
    const asksForCheck =
      request.enforce_hcaptcha === true || asksForHumanCheck(request.prompt.toLowerCase(), testNames);
    const due = asksForCheck || overLimit || session?.failedBotDetection === true;
    const result = await humanCheckGate(session, due, request.hcaptcha_token);
    if (result.kind === "requireHCaptcha") {
      if (overLimit) deps.metrics.lookupLimited();
      return { requireHCaptcha: true };
    }
    if (result.kind === "badToken") return badToken(c);
    const domains = await suggestDomains(request.prompt, brands[brand].supportedTlds, deps.config.ai, deps.fetchImpl);
    const uuid = randomUUID();
    await deps.db
      .insertInto("ai_suggestions")
      .values({
        id: uuid,
        parent_customer_id: request.parent_customer_id,
        prompt: request.prompt,
        domains_json: JSON.stringify(domains),
        created_at: new Date(now()).toISOString(),
      })
      .execute();
    return { uuid, prompt: request.prompt, domains };
  });

  registerEndpoint(routes, domainEndpoints.aiSuggestions, async (c, { params: { uuid } }) => {
    const row = await deps.db.selectFrom("ai_suggestions").selectAll().where("id", "=", uuid).executeTakeFirst();
    if (!row) return domainError(c, 404, "not_found", "There are no AI suggestions with this uuid.");
    return { uuid: row.id, prompt: row.prompt, domains: JSON.parse(row.domains_json) as string[] };
  });

  return routes;
}
