import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bulkSearchMaxNames } from "../../contract/limits";
import { testConfig, useTestApp } from "../server/support/test-app";
import { testDatabaseKinds } from "../server/support/test-databases";

/**
 * Issue 35, "every lookup counts, whatever its shape": attacks on the lookup family (lookup, poll, premium check, AI
 * ideas) as a stranger would send them, against the whole app on SQLite and PostgreSQL. Each visitor comes from its
 * own address (the TCP peer), so one test's counts never reach another's.
 */

const host = "wh.localhost:8080";
const wh = 101;
/** The default per-session limit of names a minute (LOOKUP_RATE_LIMIT); an address gets ten times as many. */
const sessionLimit = testConfig().lookupRateLimitPerMinute;
const addressLimit = sessionLimit * 10;

type Json = Record<string, unknown> & { response?: Record<string, unknown>; register?: { domain_status: unknown[] } };

/** The brand API as one visitor reaches it: from `address`, with the session cookie once it has one. */
function visitor(app: Hono, address: string, cookie?: string) {
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await app.request(
      `http://${host}${path}`,
      { ...init, headers: { host, ...(cookie ? { cookie } : {}), ...init.headers } },
      { incoming: { socket: { remoteAddress: address } } },
    );
    return { status: response.status, body: (await response.json()) as Json };
  };
  return {
    post: (path: string, body: unknown) =>
      send(`/brand-api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    get: (path: string) => send(`/brand-api${path}`),
    /** The same visitor with a new session, as /init-lookup gives one. */
    async withFreshSession() {
      const response = await app.request(`http://${host}/init-lookup`, { headers: { host } });
      return visitor(app, address, (response.headers.get("set-cookie") ?? "").split(";")[0]);
    },
  };
}

const bulk = (domains: string[]) => ({ mode: "both", domains, parent_customer_id: wh });
const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}.com`);

/** How many names an answer gives an outcome for: a lookup's or a poll's `register`. */
function namesAnswered(body: Json): number {
  const register = (body.register ?? body.response?.register) as { domain_status: unknown[] } | undefined;
  return register?.domain_status.length ?? 0;
}

/** Lookups are counted per minute of the clock: a sequence that must stay in one minute waits for room in it. */
async function roomInTheMinute(ms = 5000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(testDatabaseKinds())("lookup limits against a stranger ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it("(a) past its address limit, poll-shaped requests for 500 names never searched answer none of them", async () => {
    await roomInTheMinute();
    const attacker = visitor(storefront.app, "203.0.113.66");
    // The address spends its limit on accepted lists (no cookie: they count against the address only), until it is
    // asked for the human check.
    const ownSearches: string[] = [];
    for (let list = 0; list <= addressLimit; list++) {
      const answer = await attacker.post("/domain/lookup", bulk(names(`spent${list}x`, bulkSearchMaxNames)));
      if (answer.body.requireHCaptcha) break;
      expect(namesAnswered(answer.body)).toBe(bulkSearchMaxNames);
      ownSearches.push(String(answer.body.search_id));
    }
    expect((await attacker.post("/domain/lookup", bulk(["onemore.com"]))).body).toEqual({ requireHCaptcha: true });
    // Its own accepted searches, polled as they were searched, now ask for the human check too.
    const ownPoll = await attacker.post("/domain/lookup", {
      search_id: ownSearches[0],
      payload: bulk(names("spent0x", bulkSearchMaxNames)),
      counter: 0,
    });
    expect(ownPoll.body.response).toEqual({ requireHCaptcha: true });

    const neverSearched = names("neversearched", 500);
    const payloads = Array.from({ length: 10 }, (_, i) => bulk(neverSearched.slice(i * 50, i * 50 + 50)));
    // The poll's shape with no search id, an invented one, and one of the address's own accepted searches.
    const searchIds = [undefined, "6f1d3a52-8d3e-4b6e-9a51-0c2d4e6f8a10", ownSearches[0]];
    let requests = 0;
    let answered = 0;
    const outcomes = new Set<string>();
    for (const payload of payloads)
      for (const search_id of searchIds)
        for (let counter = 0; counter <= 5; counter++)
          for (const sender of [attacker, await attacker.withFreshSession()]) {
            const { status, body } = await sender.post("/domain/lookup", { search_id, payload, counter });
            requests += 1;
            answered += namesAnswered(body);
            if (status === 200) expect(body.response).toEqual({ requireHCaptcha: true });
            else expect(status).toBeGreaterThanOrEqual(400);
            outcomes.add(status === 200 ? "human check" : `${status} ${body.code}`);
          }
    expect(requests).toBe(360);
    expect(answered).toBe(0);
    // No search id is malformed (400); an invented one, or the attacker's own with other names, names no search (404).
    expect([...outcomes].sort()).toEqual(["400 bad_request", "404 unknown_search"]);
    // The lists were counted by their names: the address's limit bought ten of them.
    expect(ownSearches).toHaveLength(addressLimit / bulkSearchMaxNames);
  });

  it("(b) a 500-name bulk list is refused by the size limit; a list at the limit counts as that many names", async () => {
    await roomInTheMinute();
    const shopper = await visitor(storefront.app, "203.0.113.67").withFreshSession();
    const tooLong = await shopper.post("/domain/lookup", bulk(names("toolong", 500)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      code: "too_many_names",
      message: `A bulk search takes at most ${bulkSearchMaxNames} names. Please remove some and search again.`,
    });
    const oneOver = await shopper.post("/domain/lookup", bulk(names("oneover", bulkSearchMaxNames + 1)));
    expect(oneOver.body.code).toBe("too_many_names");

    // The refusals cost nothing; a list at the limit is answered and spends the session's whole minute.
    expect(bulkSearchMaxNames).toBe(sessionLimit);
    const atLimit = await shopper.post("/domain/lookup", bulk(names("atlimit", bulkSearchMaxNames)));
    expect(namesAnswered(atLimit.body)).toBe(bulkSearchMaxNames);
    expect((await shopper.post("/domain/lookup", bulk(["nextname.com"]))).body).toEqual({ requireHCaptcha: true });
  });

  it("(c) past the limit, the premium check and AI ideas ask for the human check", async () => {
    await roomInTheMinute();
    const shopper = await visitor(storefront.app, "203.0.113.68").withFreshSession();
    const list = [...names("filler", bulkSearchMaxNames - 1), "bigpremium.com"];
    const search = (await shopper.post("/domain/lookup", bulk(list))).body.search_id;
    const premium = () =>
      shopper.get(`/customer/${wh}/customers/domain/premium?search_id=${search}&include_keywords=bigpremium&tlds=com`);
    // Within the limit the search's premium name is offered.
    expect((await premium()).body.domains).toEqual([{ domain: "bigpremium.com", price: expect.any(Number) }]);

    expect((await shopper.post("/domain/lookup", bulk(["overthelimit.com"]))).body).toEqual({ requireHCaptcha: true });
    expect((await premium()).body).toEqual({ domains: [], requireHCaptcha: true });
    const ideas = await shopper.post("/domain/ai/generator", { prompt: "garden tools", parent_customer_id: wh });
    expect(ideas.body).toEqual({ requireHCaptcha: true });
  });

  it("(c) the premium check answers only for a name of an accepted search of the session", async () => {
    const shopper = await visitor(storefront.app, "203.0.113.69").withFreshSession();
    const search = (await shopper.post("/domain/lookup", bulk(["bigpremium.com"]))).body.search_id;
    const premium = (query: string) => shopper.get(`/customer/${wh}/customers/domain/premium?${query}`);
    expect((await premium("include_keywords=otherpremium&tlds=com")).status).toBe(400);
    for (const query of [
      `search_id=${search}&include_keywords=otherpremium&tlds=com`,
      `search_id=${search}&include_keywords=bigpremium&tlds=net`,
      "search_id=6f1d3a52-8d3e-4b6e-9a51-0c2d4e6f8a10&include_keywords=bigpremium&tlds=com",
    ]) {
      const refused = await premium(query);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe("unknown_search");
    }
    const stranger = await visitor(storefront.app, "203.0.113.70").withFreshSession();
    const taken = await stranger.get(
      `/customer/${wh}/customers/domain/premium?search_id=${search}&include_keywords=bigpremium&tlds=com`,
    );
    expect(taken.status).toBe(404);
  });

  it("(d) a poll with another session's search id is refused, with or without a session of its own", async () => {
    const owner = await visitor(storefront.app, "203.0.113.71").withFreshSession();
    const payload = bulk(["ownersearch.com", "ownersearch.net"]);
    const search_id = (await owner.post("/domain/lookup", payload)).body.search_id;
    const poll = { search_id, payload, counter: 0 };
    expect((await owner.post("/domain/lookup", poll)).status).toBe(200);

    const strangerAddress = visitor(storefront.app, "203.0.113.72");
    for (const stranger of [strangerAddress, await strangerAddress.withFreshSession()]) {
      const refused = await stranger.post("/domain/lookup", poll);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({
        code: "unknown_search",
        message: "This search has expired or was made in another browser. Please search again.",
      });
    }
  });
});
