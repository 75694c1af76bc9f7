import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { brands } from "../../../brands/index";
import { type BrandCode, brandCodes } from "../../../brands/types";
import type { LookupPayload } from "../../../contract/domain-requests";
import type { DomainErrorCode } from "../../../contract/domains";
import * as domainEndpoints from "../../../contract/endpoints/domains";
import type { ServerConfig } from "../../config";
import type { StorefrontDb } from "../../db/database";
import { apiError } from "../../http/api-error";
import { clientAddress } from "../../http/client-address";
import { registerEndpoint } from "../../http/register-endpoint";
import type { StorefrontMetrics } from "../../metrics/storefront-metrics";
import { markFailedBotDetection, readVisitorSession } from "../../storefront/session";
import { suggestDomains } from "./ai-generator";
import { expiredRowSweeper } from "./expired-rows";
import { humanCheckPasses } from "./human-check";
import { createPollAnswers, pollAnswerKey } from "./poll-answers";
import { createPollSessions } from "./poll-sessions";
import { countLookups } from "./rate-limit";
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

function brandOf(parentCustomerId: number): BrandCode | undefined {
  return brandCodes.find((code) => brands[code].parentCustomerId === parentCustomerId);
}

type Gate = { kind: "pass" } | { kind: "requireHCaptcha" } | { kind: "badToken" } | { kind: "botDetection" };

/** The domain calls of spec section 7 ("Session and lookup"): lookup and poll, premium check, AI generator. */
export function domainRoutes(deps: DomainRoutesDeps): Hono {
  const routes = new Hono();
  const now = deps.now ?? Date.now;
  const nowMinute = () => Math.floor(now() / 60_000);
  const humanCheck = { db: deps.db, secret: deps.config.hcaptcha.secret, fetchImpl: deps.fetchImpl, nowMinute };
  const testNames: TestNames = deps.config.mode === "production" ? "off" : "on";
  const sweepExpiredRows = expiredRowSweeper(deps.db, deps.sessionClock);
  const pollSessions = createPollSessions(deps.db, deps.sessionClock);
  const pollAnswers = createPollAnswers();

  /**
   * Whether a request may go ahead (docs/bot-detection.md): a cookie naming no session fails bot detection; a
   * human check is needed when the request asks for one, the session failed bot detection, or the session or
   * address made more lookups this minute than the limit. A passing token clears the session's flag. A poll's
   * session is read through `pollSessions` (poll-sessions.ts says why that is safe); a lookup's always from its row.
   */
  async function gate(
    c: Context,
    options: { asksForCheck: boolean; countsAsLookup: boolean; token: string | undefined },
  ): Promise<Gate> {
    const session = options.countsAsLookup ? await readVisitorSession(deps.db, c) : await pollSessions.read(c);
    if (session === "unknown") return { kind: "botDetection" };
    let overLimit = false;
    if (options.countsAsLookup) {
      const minute = nowMinute();
      const limit = deps.config.lookupRateLimitPerMinute;
      const addressKey = `address:${clientAddress(c, deps.config.proxyTrust)}`;
      const sessionKey = session ? `session:${session.id}` : undefined;
      const counts = await countLookups(deps.db, sessionKey ? [addressKey, sessionKey] : [addressKey], minute);
      const byAddress = counts.get(addressKey) ?? 0;
      const bySession = sessionKey ? (counts.get(sessionKey) ?? 0) : 0;
      overLimit = bySession > limit || byAddress > limit * addressLimitFactor;
      if (session && bySession > limit && !session.failedBotDetection) {
        await markFailedBotDetection(deps.db, session.id, true);
        pollSessions.forget(session.id);
      }
      await sweepExpiredRows(now());
    }
    const flagged = session?.failedBotDetection === true;
    if (!options.asksForCheck && !flagged && !overLimit) return { kind: "pass" };
    if (!options.token) {
      if (overLimit) deps.metrics.lookupLimited();
      deps.metrics.humanCheck("asked");
      return { kind: "requireHCaptcha" };
    }
    const passes = await humanCheckPasses(options.token, humanCheck);
    deps.metrics.humanCheck(passes ? "passed" : "failed");
    if (!passes) return { kind: "badToken" };
    if (session) await markFailedBotDetection(deps.db, session.id, false);
    return { kind: "pass" };
  }

  function refusal(c: Context, result: Exclude<Gate, { kind: "pass" }>) {
    if (result.kind === "botDetection") return domainError(c, 406, "bot_detection", botDetectionMessage);
    if (result.kind === "badToken") return domainError(c, 422, "hcaptcha_invalid", badTokenMessage);
    return undefined;
  }

  function lookupFor(c: Context, payload: LookupPayload) {
    const brand = brandOf(payload.parent_customer_id);
    if (!brand) return unknownParentCustomer(c);
    const targets = lookupTargets(brand, payload);
    if ("problem" in targets) return domainError(c, 400, "bad_request", targets.problem);
    return { brand, targets };
  }

  // The poll is registered first: it shares the lookup's route and takes the bodies with a `counter`.
  registerEndpoint(routes, domainEndpoints.pollDomainLookup, async (c, { body: poll }) => {
    const lookup = lookupFor(c, poll.payload);
    if (lookup instanceof Response) return lookup;
    const asksForCheck = lookup.targets.some((t) => asksForHumanCheck(t.stem, testNames));
    const result = await gate(c, { asksForCheck, countsAsLookup: false, token: poll.token });
    const refused = result.kind === "pass" ? undefined : refusal(c, result);
    if (refused) return refused;
    const updatedCounter = poll.counter + 1;
    if (result.kind === "requireHCaptcha") return { response: { requireHCaptcha: true }, updatedCounter };
    return pollAnswers.answer(pollAnswerKey(poll.payload, poll.counter), () => ({
      response: { register: simulatePoll(lookup.brand, lookup.targets, poll.payload.mode, poll.counter, testNames) },
      updatedCounter,
    }));
  });

  registerEndpoint(routes, domainEndpoints.lookUpDomains, async (c, { body: payload }) => {
    const lookup = lookupFor(c, payload);
    if (lookup instanceof Response) return lookup;
    const asksForCheck = lookup.targets.some((t) => asksForHumanCheck(t.stem, testNames));
    const result = await gate(c, { asksForCheck, countsAsLookup: true, token: payload.hcaptcha_token });
    if (result.kind === "requireHCaptcha") return { requireHCaptcha: true };
    const refused = result.kind === "pass" ? undefined : refusal(c, result);
    if (refused) return refused;
    return { register: simulateLookup(lookup.brand, lookup.targets, payload.mode, 0, testNames) };
  });

  registerEndpoint(routes, domainEndpoints.premiumDomains, async (c, { params, query }) => {
    const brand = params.id === undefined ? undefined : brandOf(params.id);
    if (!brand) return domainError(c, 400, "unknown_brand", "Unknown customer id.");
    const tlds = query.tlds.split(",").filter((tld) => brands[brand].supportedTlds.includes(tld));
    const limit = Math.max(1, Number(query.num_domains ?? "1"));
    const maxLength = Number(query.max_length ?? "63");
    const keyword = query.include_keywords.toLowerCase();
    const domains = keyword.length <= maxLength ? premiumOffers(keyword, tlds, limit) : [];
    return { domains };
  });

  registerEndpoint(routes, domainEndpoints.generateDomains, async (c, { body: request }) => {
    const brand = brandOf(request.parent_customer_id);
    if (!brand) return unknownParentCustomer(c);
    const asksForCheck =
      request.enforce_hcaptcha === true || asksForHumanCheck(request.prompt.toLowerCase(), testNames);
    const result = await gate(c, { asksForCheck, countsAsLookup: true, token: request.hcaptcha_token });
    if (result.kind === "requireHCaptcha") return { requireHCaptcha: true };
    const refused = result.kind === "pass" ? undefined : refusal(c, result);
    if (refused) return refused;
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
