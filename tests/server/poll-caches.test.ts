import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hcaptchaTestToken } from "../../contract/domains";
import { createAcceptedSearches, searchRetentionMs } from "../../server/brand-api/domains/accepted-searches";
import { domainRoutes } from "../../server/brand-api/domains/domain-routes";
import { visitorSessionRetentionMs } from "../../server/brand-api/domains/expired-rows";
import { lookupTargets, simulatePoll } from "../../server/brand-api/domains/registrar-simulator";
import { testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const wh = 101;
const browser = "gzip, deflate, br, zstd";

/**
 * Issue 26: a poll is answered from answers kept per search and counter, and with its session known to the process
 * without a row read. Each test here fails when a cache answers what the database or the search no longer says: two
 * "server processes" are two sets of domain routes over one database, each with its own caches.
 */
describe.each(testDatabaseKinds())("what a poll keeps in memory ($name)", ({ open }) => {
  const storefront = useTestApp(open);
  // The wall clock sessions are stamped with (by /init-lookup), moved only to expire one.
  let clock = Date.now();

  /** One server process's domain routes: a session limit of 2 lookups a minute, on the test's clock. */
  const process = (minute: number) =>
    domainRoutes({
      db: storefront.db,
      config: testConfig({ LOOKUP_RATE_LIMIT: "2" }),
      now: () => minute * 60_000,
      sessionClock: () => clock,
    });
  const post = (routes: ReturnType<typeof process>, body: unknown, headers: Record<string, string> = {}) =>
    routes.request("/domain/lookup", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  async function newSession(): Promise<string> {
    const response = await storefront.app.request("http://wh.localhost:8080/init-lookup");
    return (response.headers.get("set-cookie") ?? "").split(";")[0];
  }
  const single = (stem: string, mode: "both" | "transfer" = "both") => ({
    mode,
    domain_category: "Best Sellers",
    domain_stems: [stem],
    parent_customer_id: wh,
  });
  /** The id of the search `routes` accepted for this lookup (its polls name it). */
  async function searchIdOf(routes: ReturnType<typeof process>, lookup: object, headers: Record<string, string> = {}) {
    const answer = await (await post(routes, lookup, headers)).json();
    expect(answer.search_id).toEqual(expect.any(String));
    return answer.search_id as string;
  }

  describe("answers kept per search and counter", () => {
    /** What the registrar simulator says for this poll, worked out afresh. */
    const expected = (payload: ReturnType<typeof single>, counter: number) => {
      const targets = lookupTargets("WH", payload);
      if ("problem" in targets) throw new Error(targets.problem);
      const register = simulatePoll("WH", targets, payload.mode, counter, "on");
      return { response: { register }, updatedCounter: counter + 1 };
    };

    it("answers each counter of a search, and each search, with its own answer", async () => {
      const routes = process(1);
      const searches = [single("cachedsearch"), single("cachedsearch", "transfer"), single("othersearch")];
      const ids = await Promise.all(searches.map((payload) => searchIdOf(routes, payload)));
      for (let round = 0; round < 2; round++)
        for (const [index, payload] of searches.entries())
          for (const counter of [0, 1, 2]) {
            const answer = await (await post(routes, { search_id: ids[index], payload, counter })).json();
            expect(answer).toEqual(expected(payload, counter));
          }
      // The counters of one search say different things (names settle), so a key without the counter shows here.
      expect(expected(single("cachedsearch"), 0)).not.toEqual(expected(single("cachedsearch"), 1));
    });

    it("sends the same answer compressed and uncompressed, the uncompressed one with its length", async () => {
      const routes = process(1);
      const body = {
        search_id: await searchIdOf(routes, single("bytesearch")),
        payload: single("bytesearch"),
        counter: 0,
      };
      const plain = await post(routes, body);
      const text = await plain.text();
      expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
      expect(plain.headers.get("content-type")).toMatch(/^application\/json/);
      expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
      const compressed = await post(routes, body, { "accept-encoding": browser });
      expect(compressed.headers.get("content-encoding")).toBe("br");
      const bytes = Buffer.from(await compressed.arrayBuffer());
      expect(brotliDecompressSync(bytes).toString()).toBe(text);
      expect(JSON.parse(text)).toEqual(expected(single("bytesearch"), 0));
    });

    it("keeps no answer for a poll that must be checked first", async () => {
      const routes = process(1);
      const payload = single("mycaptcha");
      const search_id = await searchIdOf(routes, { ...payload, hcaptcha_token: hcaptchaTestToken });
      const checked = await post(routes, { search_id, payload, counter: 0, token: hcaptchaTestToken });
      expect((await checked.json()).response.register).toBeDefined();
      // The same search and counter without the token: asked for the check, not given the kept answer.
      expect(await (await post(routes, { search_id, payload, counter: 0 })).json()).toEqual({
        response: { requireHCaptcha: true },
        updatedCounter: 1,
      });
    });
  });

  describe("the accepted search (issue 35)", () => {
    const payload = single("acceptedsearch");
    const poll = (routes: ReturnType<typeof process>, search_id: string, cookie: string) =>
      post(routes, { search_id, payload, counter: 0 }, { cookie });

    it("is found by another process, and answered there only to the session that made it", async () => {
      const [owner, stranger] = [await newSession(), await newSession()];
      const [first, second] = [process(50), process(50)];
      const search = await searchIdOf(first, payload, { cookie: owner });
      expect((await (await poll(second, search, owner)).json()).response.register).toBeDefined();
      expect((await poll(second, search, stranger)).status).toBe(404);
      expect((await poll(first, search, stranger)).status).toBe(404);
    });

    it("is read from its row again once the bounded cache let it go", async () => {
      const held = createAcceptedSearches(storefront.db, () => 60 * 60_000, 1);
      const first = await held.record(undefined, payload);
      await held.record(undefined, single("pushesitout"));
      const readAgain = await held.find(first.id);
      expect(readAgain).toEqual(first);
      expect(await held.find("00000000-0000-4000-8000-000000000000")).toBeUndefined();
    });

    it("is not answered past its retention, whether this process holds it or reads its row", async () => {
      const cookie = await newSession();
      let at = 60 * 60_000;
      const routes = domainRoutes({ db: storefront.db, config: testConfig(), now: () => at });
      const search = await searchIdOf(routes, payload, { cookie });
      expect((await poll(routes, search, cookie)).status).toBe(200);
      at += searchRetentionMs;
      expect((await poll(routes, search, cookie)).status).toBe(404);
      expect((await poll(process(at / 60_000), search, cookie)).status).toBe(404);
    });
  });

  describe("the poll's session", () => {
    /** The session's search of `sessionpoll`, made in `routes` (one lookup of the session's limit of 2). */
    const searchIn = (routes: ReturnType<typeof process>, cookie: string) =>
      searchIdOf(routes, single("sessionpoll"), { cookie });
    const poll = (routes: ReturnType<typeof process>, cookie: string, search_id: string) =>
      post(routes, { search_id, payload: single("sessionpoll"), counter: 0 }, { cookie });
    /** Lookups in `routes` until the session is over the limit of 2 and flagged. */
    async function flag(routes: ReturnType<typeof process>, cookie: string) {
      for (let i = 0; i < 3; i++) await post(routes, single("flagging"), { cookie });
      expect(await (await post(routes, single("flagging"), { cookie })).json()).toEqual({ requireHCaptcha: true });
    }
    const asksForCheck = { response: { requireHCaptcha: true }, updatedCounter: 1 };

    it("asks for the human check on the next poll of a session this process flagged", async () => {
      const cookie = await newSession();
      const routes = process(10);
      const search = await searchIn(routes, cookie);
      expect((await (await poll(routes, cookie, search)).json()).response.register).toBeDefined();
      await flag(routes, cookie);
      expect(await (await poll(routes, cookie, search)).json()).toEqual(asksForCheck);
    });

    it("sees at once a flag another process cleared (a flagged session is never kept)", async () => {
      const cookie = await newSession();
      const [first, second] = [process(20), process(20)];
      // The search is accepted by the first process; the second finds it in the database.
      const search = await searchIn(first, cookie);
      await flag(first, cookie);
      for (let i = 0; i < 2; i++) expect(await (await poll(second, cookie, search)).json()).toEqual(asksForCheck);
      // The visitor passes the check on a lookup that reaches the first process.
      const cleared = await post(first, { ...single("flagging"), hcaptcha_token: hcaptchaTestToken }, { cookie });
      expect((await cleared.json()).register).toBeDefined();
      expect((await (await poll(second, cookie, search)).json()).response.register).toBeDefined();
    });

    it("still checks a first lookup against the row when its polls know the session as passing", async () => {
      const cookie = await newSession();
      // The second process counts in the next minute, so only the flag can ask for the check there.
      const [first, second] = [process(30), process(31)];
      const search = await searchIn(second, cookie);
      expect((await (await poll(second, cookie, search)).json()).response.register).toBeDefined();
      await flag(first, cookie);
      expect(await (await post(second, single("another"), { cookie })).json()).toEqual({ requireHCaptcha: true });
    });

    it("answers 406 once a kept session has expired and its row was swept by another process", async () => {
      const cookie = await newSession();
      const routes = process(40);
      const search = await searchIn(routes, cookie);
      expect((await (await poll(routes, cookie, search)).json()).response.register).toBeDefined();
      clock += visitorSessionRetentionMs + 60_000;
      // Another process sweeps the expired session's row.
      await storefront.db.deleteFrom("visitor_sessions").where("id", "=", cookie.split("=")[1]).execute();
      expect((await poll(routes, cookie, search)).status).toBe(406);
    });
  });
});
