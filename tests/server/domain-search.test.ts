import { describe, expect, it } from "vitest";
import { hcaptchaTestToken } from "../../contract/domains";
import { domainRoutes } from "../../server/brand-api/domains/domain-routes";
import { createStorefrontMetrics } from "../../server/metrics/storefront-metrics";
import { testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const host = "wh.localhost:8080";
const wh = 101;

describe.each(testDatabaseKinds())("domain search API ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  /** The domain routes with a rate limit of 2 a minute, at their own minute so other tests' lookups do not count. */
  const limitedRoutes = (at: number, env: NodeJS.ProcessEnv = {}, metrics = createStorefrontMetrics(storefront.db)) =>
    domainRoutes({
      db: storefront.db,
      metrics,
      config: testConfig({ LOOKUP_RATE_LIMIT: "2", ...env }),
      now: () => at,
    });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    storefront.app.request(`http://${host}/brand-api${path}`, {
      method: "POST",
      headers: { host, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const get = (path: string, headers: Record<string, string> = {}) =>
    storefront.app.request(`http://${host}${path}`, { headers: { host, ...headers } });

  async function newSession(): Promise<string> {
    const response = await get("/init-lookup");
    const cookie = response.headers.get("set-cookie") ?? "";
    return cookie.split(";")[0];
  }

  const single = (stem: string, extra: Record<string, unknown> = {}) => ({
    mode: "both",
    domain_category: "Best Sellers",
    domain_stems: [stem],
    parent_customer_id: wh,
    ...extra,
  });
  const bulk = (domains: string[], extra: Record<string, unknown> = {}) => ({
    mode: "both",
    domains,
    parent_customer_id: wh,
    ...extra,
  });

  type Entry = { name: string; tld: string; status: string; new_price: number };
  /** The first answer, then `answers - 1` polls merged into it (polls answer only what changed). */
  async function pollUntil(payload: unknown, answers: number, headers: Record<string, string> = {}) {
    const first = await (await post("/domain/lookup", payload, headers)).json();
    const entries = new Map<string, Entry>(
      first.register.domain_status.map((e: Entry) => [`${e.name}.${e.tld}`, e] as const),
    );
    let complete = first.register.complete as boolean;
    for (let counter = 0; counter < answers - 1; counter++) {
      const response = await post("/domain/lookup", { search_id: first.search_id, payload, counter }, headers);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.updatedCounter).toBe(counter + 1);
      for (const e of body.response.register.domain_status as Entry[]) entries.set(`${e.name}.${e.tld}`, e);
      complete = body.response.register.complete;
    }
    return { complete, entries: [...entries.values()] };
  }

  describe("session check and the hidden frame page", () => {
    it("has no session before /init-lookup", async () => {
      const response = await get("/api/check-session/");
      expect(await response.json()).toEqual({ exists: false, valid: false });
    });

    it("gives a session cookie, HttpOnly and SameSite=Lax, that the check then finds valid", async () => {
      const response = await get("/init-lookup");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      const setCookie = response.headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(/storefront_session=[0-9a-f-]{36}/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      const check = await get("/api/check-session/", { cookie: setCookie.split(";")[0] });
      expect(await check.json()).toEqual({ exists: true, valid: true });
    });

    it("does not count a cookie naming no session", async () => {
      const check = await get("/api/check-session/", { cookie: "storefront_session=forged" });
      expect(await check.json()).toEqual({ exists: false, valid: false });
    });
  });

  describe("POST /domain/lookup", () => {
    it("looks one name up in every TLD of the brand's category, with prices of the brand", async () => {
      const response = await post("/domain/lookup", single("freshname"));
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.register.domain_status).toHaveLength(21);
      const com = body.register.domain_status.find((e: { tld: string }) => e.tld === "com");
      expect(com).toMatchObject({
        domain_stem: "freshname",
        name: "freshname",
        tld: "com",
        new_price: 1299,
        renew_price: 1599,
        special_offer_price: null,
        period: "1y",
        period_in_months: 12,
        isPremium: false,
        twoYearOffer: { brand: "WH", period: "2y", new_price: 1349 },
      });
      expect(com.price_list).toBe("register:com");
      expect(body.register.price_lists["register:com"].map((p: { period: string }) => p.period)).toEqual([
        "1y",
        "2y",
        "3y",
      ]);
    });

    it("answers the same name the same way every time (determinism)", async () => {
      const first = await (await post("/domain/lookup", single("repeatable"))).json();
      const second = await (await post("/domain/lookup", single("repeatable"))).json();
      expect(second.register).toEqual(first.register);
      expect(second.search_id).not.toBe(first.search_id);
    });

    it("settles a name over several polls, then answers complete", async () => {
      const payload = single("settling");
      const first = await (await post("/domain/lookup", payload)).json();
      expect(first.search_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.register.complete).toBe(false);
      const statuses = first.register.domain_status.map((e: { status: string }) => e.status);
      expect(statuses).toContain("scheduled");
      expect(statuses).toContain("started");
      const search_id = first.search_id;
      const polled = await (await post("/domain/lookup", { search_id, payload, counter: 0 })).json();
      expect(polled.updatedCounter).toBe(1);
      expect(polled.response.register.domain_status.length).toBeLessThan(21);
      const settled = await pollUntil(payload, 3);
      expect(settled.complete).toBe(true);
      expect(new Set(settled.entries.map((e) => e.status))).toEqual(new Set(["registrar_available"]));
      const settledPoll = await (await post("/domain/lookup", { search_id, payload, counter: 2 })).json();
      expect(settledPoll.response.register).toEqual({ complete: true, domain_status: [], price_lists: {} });
    });

    it("keeps a slow name started for four polls, and a never name started for good", async () => {
      const slow = bulk(["myslowname.com"]);
      expect((await pollUntil(slow, 5)).entries[0].status).toBe("started");
      expect((await pollUntil(slow, 6)).entries[0].status).toBe("registrar_available");
      const never = await pollUntil(bulk(["nevername.com"]), 10);
      expect(never).toMatchObject({ complete: false, entries: [{ status: "started" }] });
    });

    it.each([
      ["sometaken", "both", "registrar_unavailable"],
      ["google", "both", "registrar_unavailable"],
      ["sometaken", "transfer", "registrar_transferrable"],
      ["mytrademark", "both", "registrar_trademarked"],
      ["isreserved", "both", "registrar_reserved"],
      ["preorderme", "both", "preorder"],
      ["bigpremium", "both", "registrar_unavailable"],
      ["plainname", "transfer", "registrar_available"],
    ])("ends %s in %s mode on %s", async (stem, mode, status) => {
      const payload = bulk([`${stem}.com`], { mode });
      const settled = await pollUntil(payload, 3);
      expect(settled.entries[0].status).toBe(status);
    });

    it("prices a transferable .uk name with the free-transfer entry", async () => {
      const payload = { mode: "transfer", domains: ["sometaken.co.uk"], parent_customer_id: 303 };
      const settled = await pollUntil(payload, 3);
      expect(settled.entries[0]).toMatchObject({
        status: "registrar_transferrable",
        new_price: 0,
      });
    });

    it("looks up a bulk list in order", async () => {
      const body = await (await post("/domain/lookup", bulk(["one.com", "two.net", "three.io"]))).json();
      expect(body.register.domain_status.map((e: { name: string; tld: string }) => `${e.name}.${e.tld}`)).toEqual([
        "one.com",
        "two.net",
        "three.io",
      ]);
    });

    it.each([
      [{ mode: "both", parent_customer_id: wh }, /Send either domains/],
      [{ mode: "sideways", domains: ["a.com"], parent_customer_id: wh }, /mode/],
      [{ mode: "both", domains: ["NOT A DOMAIN"], parent_customer_id: wh }, /domains/],
      [{ mode: "both", domains: ["a.com"] }, /parent_customer_id/],
      [{ payload: { mode: "both", domains: ["a.com"], parent_customer_id: wh }, counter: -1 }, /counter/],
    ])("answers bad input %j with 400 and the reason", async (body, reason) => {
      const response = await post("/domain/lookup", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request", message: expect.stringMatching(reason) });
    });

    it.each([
      [bulk(["name.co.uk"]), "bad_request", /'.co.uk' is not a supported domain extension/],
      [single("name", { domain_category: "Exotic" }), "bad_request", /no domain category 'Exotic'/],
      [bulk(["name.com"], { parent_customer_id: 999 }), "unknown_brand", /parent_customer_id/],
    ])("answers what the brand cannot look up with 400", async (body, code, reason) => {
      const response = await post("/domain/lookup", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code, message: expect.stringMatching(reason) });
    });

    it("answers a body that is not JSON with 400", async () => {
      const response = await storefront.app.request(`http://${host}/brand-api/domain/lookup`, {
        method: "POST",
        headers: { host, "content-type": "application/json" },
        body: "{not json",
      });
      expect(response.status).toBe(400);
    });
  });

  describe("human check", () => {
    it("asks for a human check for a captcha name until the test token comes with it, polls included", async () => {
      const payload = bulk(["mycaptcha.com"]);
      expect(await (await post("/domain/lookup", payload)).json()).toEqual({ requireHCaptcha: true });
      const withToken = await (await post("/domain/lookup", { ...payload, hcaptcha_token: hcaptchaTestToken })).json();
      expect(withToken.register.domain_status).toHaveLength(1);
      const search_id = withToken.search_id;
      const poll = await post("/domain/lookup", { search_id, payload, counter: 0, token: hcaptchaTestToken });
      expect((await poll.json()).response.register).toBeDefined();
      const pollWithout = await post("/domain/lookup", { search_id, payload, counter: 0 });
      expect((await pollWithout.json()).response).toEqual({ requireHCaptcha: true });
    });

    it("answers a wrong token with 422 and the code hcaptcha_invalid", async () => {
      const response = await post("/domain/lookup", bulk(["mycaptcha.com"], { hcaptcha_token: "wrong-token" }));
      expect(response.status).toBe(422);
      expect((await response.json()).code).toBe("hcaptcha_invalid");
    });

    it("accepts only what hCaptcha verifies when a secret is set", async () => {
      const verified: string[] = [];
      const fakeHCaptcha: typeof fetch = async (_url, init) => {
        const token = new URLSearchParams(String(init?.body)).get("response") ?? "";
        verified.push(token);
        return Response.json({ success: token === "real-good-token" });
      };
      const routes = domainRoutes({
        db: storefront.db,
        metrics: createStorefrontMetrics(storefront.db),
        config: testConfig({ HCAPTCHA_SECRET: "secret", HCAPTCHA_SITEKEY: "site" }),
        fetchImpl: fakeHCaptcha,
      });
      const ask = (token: string) =>
        routes.request("/domain/lookup", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(bulk(["mycaptcha.com"], { hcaptcha_token: token })),
        });
      expect((await ask(hcaptchaTestToken)).status).toBe(422);
      expect((await ask("real-good-token")).status).toBe(200);
      expect(verified).toEqual([hcaptchaTestToken, "real-good-token"]);
    });

    it("asks for a human check once a session makes more lookups a minute than the limit, then clears it", async () => {
      const cookie = await newSession();
      const metrics = createStorefrontMetrics(storefront.db);
      const routes = limitedRoutes(Date.parse("2030-01-01T10:00:00Z"), {}, metrics);
      const lookup = (extra: Record<string, unknown> = {}) =>
        routes.request("/domain/lookup", {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify(bulk(["ratelimited.com"], extra)),
        });
      expect((await (await lookup()).json()).register).toBeDefined();
      expect((await (await lookup()).json()).register).toBeDefined();
      expect(await (await lookup()).json()).toEqual({ requireHCaptcha: true });
      expect(await (await get("/api/check-session/", { cookie })).json()).toEqual({ exists: true, valid: false });
      expect((await (await lookup({ hcaptcha_token: hcaptchaTestToken })).json()).register).toBeDefined();
      expect(await (await get("/api/check-session/", { cookie })).json()).toEqual({ exists: true, valid: true });
      const counted = Object.fromEntries(
        (await metrics.registry.getMetricsAsJSON()).flatMap(({ name, values }) =>
          values.map((v) => [`${name}${JSON.stringify(v.labels)}`, v.value]),
        ),
      );
      expect(counted).toMatchObject({
        "storefront_lookups_limited_total{}": 1,
        'storefront_human_checks_total{"step":"asked"}': 1,
        'storefront_human_checks_total{"step":"passed"}': 1,
        'storefront_human_checks_total{"step":"failed"}': 0,
      });
    });

    it("asks for a human check once an address makes more than ten times the limit a minute", async () => {
      const routes = limitedRoutes(Date.parse("2030-01-02T10:00:00Z"));
      const lookup = () =>
        routes.request("/domain/lookup", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(bulk(["fromoneaddress.com"])),
        });
      for (let i = 0; i < 20; i++) expect((await (await lookup()).json()).register).toBeDefined();
      expect(await (await lookup()).json()).toEqual({ requireHCaptcha: true });
    });

    it("holds the polls of a search made without a session once its address is over the limit", async () => {
      const routes = limitedRoutes(Date.parse("2030-01-02T11:00:00Z"));
      const send = (body: unknown) =>
        routes.request("/domain/lookup", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const payload = bulk(["pollsbefore.com"]);
      const { search_id } = await (await send(payload)).json();
      const poll = async () => (await (await send({ search_id, payload, counter: 1 })).json()).response;
      expect((await poll()).register).toBeDefined();
      for (let i = 0; i < 20; i++) await send(bulk(["fromthesameaddress.com"]));
      expect(await poll()).toEqual({ requireHCaptcha: true });
    });

    describe("behind a load balancer", () => {
      const balancer = "10.0.0.2";
      const busyVisitor = "203.0.113.10";
      const newVisitor = "203.0.113.20";
      /** A lookup without a session (so only its address counts), from the socket address `socket`. */
      const lookupFrom = (routes: ReturnType<typeof limitedRoutes>, socket: string, forwardedFor?: string) =>
        routes.request(
          "/domain/lookup",
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
            },
            body: JSON.stringify(bulk(["behindabalancer.com"])),
          },
          { incoming: { socket: { remoteAddress: socket } } },
        );
      /** Ten times the session limit of 2. */
      const addressLimit = 20;

      it("with TRUST_PROXY=1, one visitor over the address limit does not send another to the human check", async () => {
        const routes = limitedRoutes(Date.parse("2030-01-05T10:00:00Z"), { TRUST_PROXY: "1" });
        for (let i = 0; i < addressLimit; i++)
          expect((await (await lookupFrom(routes, balancer, busyVisitor)).json()).register).toBeDefined();
        expect(await (await lookupFrom(routes, balancer, busyVisitor)).json()).toEqual({ requireHCaptcha: true });
        // Forging the leftmost entry does not move the busy visitor's count onto someone else either.
        const forged = `${newVisitor}, ${busyVisitor}`;
        expect(await (await lookupFrom(routes, balancer, forged)).json()).toEqual({ requireHCaptcha: true });
        expect((await (await lookupFrom(routes, balancer, newVisitor)).json()).register).toBeDefined();
      });

      it("without TRUST_PROXY, a forged X-Forwarded-For changes nothing: the socket's address is counted", async () => {
        const routes = limitedRoutes(Date.parse("2030-01-06T10:00:00Z"));
        for (let i = 0; i < addressLimit; i++)
          expect((await (await lookupFrom(routes, busyVisitor, `198.51.100.${i}`)).json()).register).toBeDefined();
        expect(await (await lookupFrom(routes, busyVisitor, newVisitor)).json()).toEqual({ requireHCaptcha: true });
        expect((await (await lookupFrom(routes, newVisitor)).json()).register).toBeDefined();
      });
    });

    it("polls a search sent before the browser had a session once the hidden frame has given it one", async () => {
      // The first lookup of a new visitor can leave before /init-lookup sets the cookie: the search belongs to no
      // session, and the id it was answered with is what its polls show.
      const payload = bulk(["beforesession.com"]);
      const { search_id } = await (await post("/domain/lookup", payload)).json();
      const cookie = await newSession();
      const poll = await post("/domain/lookup", { search_id, payload, counter: 0 }, { cookie });
      expect((await poll.json()).response.register).toBeDefined();
      // A search made in a session is that session's only.
      const owned = await (await post("/domain/lookup", payload, { cookie })).json();
      const elsewhere = await post("/domain/lookup", { search_id: owned.search_id, payload, counter: 0 });
      expect(elsewhere.status).toBe(404);
    });

    it("answers 406 (failed bot detection) to a cookie naming no session", async () => {
      const response = await post("/domain/lookup", bulk(["any.com"]), { cookie: "storefront_session=forged" });
      expect(response.status).toBe(406);
      expect(await response.json()).toMatchObject({
        code: "bot_detection",
        message: expect.stringMatching(/enable cookies/),
      });
    });
  });

  describe("GET /customer/{id}/customers/domain/premium", () => {
    const premium = (query: string, id = wh) => get(`/brand-api/customer/${id}/customers/domain/premium?${query}`);
    /** The id of an accepted search of these names (without a session, so any request holding the id may use it). */
    const searchOf = async (domains: string[]) =>
      (await (await post("/domain/lookup", bulk(domains))).json()).search_id;

    it("offers a premium name of an accepted search at its premium price", async () => {
      const search = await searchOf(["bigpremium.com"]);
      const response = await premium(
        `search_id=${search}&include_keywords=bigpremium&max_length=63&tlds=com&sort_by=quality&num_domains=1&primary_domain=bigpremium.com&cache_buster=1`,
      );
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.domains).toEqual([{ domain: "bigpremium.com", price: expect.any(Number) }]);
      expect(body.domains[0].price).toBeGreaterThanOrEqual(49_900);
      const again = await (
        await premium(`search_id=${search}&include_keywords=bigpremium&tlds=com&cache_buster=2`)
      ).json();
      expect(again).toEqual(body);
    });

    it("offers nothing for an ordinary name", async () => {
      const search = await searchOf(["sometaken.com"]);
      const answer = await premium(`search_id=${search}&include_keywords=sometaken&tlds=com`);
      expect(await answer.json()).toEqual({ domains: [] });
    });

    it("answers 404 unknown_search for a name or extension the search did not look up", async () => {
      const search = await searchOf(["bigpremium.com"]);
      for (const query of ["include_keywords=otherpremium&tlds=com", "include_keywords=bigpremium&tlds=net"]) {
        const response = await premium(`search_id=${search}&${query}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({
          code: "unknown_search",
          message: expect.stringMatching(/search again/),
        });
      }
    });

    it("answers a bad query or customer with 400", async () => {
      const search = await searchOf(["x.com"]);
      expect((await premium(`search_id=${search}&tlds=com`)).status).toBe(400);
      expect((await premium("include_keywords=x&tlds=com")).status).toBe(400);
      expect((await premium(`search_id=${search}&include_keywords=x&tlds=com&sort_by=price`)).status).toBe(400);
      expect((await premium(`search_id=${search}&include_keywords=x&tlds=com`, 5)).status).toBe(400);
    });
  });

  describe("POST /domain/ai/generator", () => {
    it("generates names from the prompt in the brand's TLDs and reads them back by uuid", async () => {
      const response = await post("/domain/ai/generator", {
        prompt: "A bakery selling sourdough bread",
        parent_customer_id: wh,
        enforce_hcaptcha: false,
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.domains.length).toBeGreaterThan(3);
      for (const domain of body.domains) expect(domain).toMatch(/^[a-z0-9-]+\.(com|net|org|info|biz|us)$/);
      expect(body.domains.join(" ")).toMatch(/bakery|sourdough|bread/);
      const again = await (
        await post("/domain/ai/generator", { prompt: "A bakery selling sourdough bread", parent_customer_id: wh })
      ).json();
      expect(again.domains).toEqual(body.domains);
      const stored = await get(`/brand-api/domain/ai/generator/${body.uuid}`);
      expect(await stored.json()).toEqual({ uuid: body.uuid, prompt: body.prompt, domains: body.domains });
    });

    it("asks for a human check when enforce_hcaptcha is set, and accepts the test token", async () => {
      const request = { prompt: "garden tools", parent_customer_id: wh, enforce_hcaptcha: true };
      expect(await (await post("/domain/ai/generator", request)).json()).toEqual({ requireHCaptcha: true });
      const solved = await post("/domain/ai/generator", { ...request, hcaptcha_token: hcaptchaTestToken });
      expect((await solved.json()).domains.length).toBeGreaterThan(0);
    });

    it("asks the configured AI endpoint first and falls back to the local generator", async () => {
      const { suggestDomains } = await import("../../server/brand-api/domains/ai-generator");
      const ai = { baseUrl: "http://ai.test/v1", apiKey: "k", model: "m" };
      const answering: typeof fetch = async () =>
        Response.json({ choices: [{ message: { content: '["bakedgood.com", "bad name", "loaves.zz"]' } }] });
      expect(await suggestDomains("bread", ["com", "net"], ai, answering)).toEqual(["bakedgood.com"]);
      const failing: typeof fetch = async () => new Response("down", { status: 503 });
      expect((await suggestDomains("bread", ["com", "net"], ai, failing))[0]).toMatch(/bread/);
    });

    it("answers an unknown uuid with 404 and bad input with 400", async () => {
      expect((await get("/brand-api/domain/ai/generator/00000000-0000-0000-0000-000000000000")).status).toBe(404);
      expect((await get("/brand-api/domain/ai/generator/nope")).status).toBe(400);
      expect((await post("/domain/ai/generator", { prompt: "", parent_customer_id: wh })).status).toBe(400);
    });
  });

  describe("lookup rate limit", () => {
    const minute = Math.floor(Date.parse("2026-01-01T10:00:00Z") / 60_000);
    const countOf = async (key: string, at: number) => {
      const { countLookups } = await import("../../server/brand-api/domains/rate-limit");
      return (await countLookups(storefront.db, [key], at, 1)).get(key);
    };
    const windows = (key: string) =>
      storefront.db.selectFrom("lookup_rate_windows").selectAll().where("rate_key", "=", key).execute();

    it("counts lookups per key and minute in one row per window", async () => {
      expect(await countOf("test:key", minute)).toBe(1);
      expect(await countOf("test:key", minute)).toBe(2);
      expect(await countOf("test:key", minute + 1)).toBe(1);
      expect((await windows("test:key")).map((w) => [w.window_minute, Number(w.lookups)])).toEqual([
        [minute, 2],
        [minute + 1, 1],
      ]);
    });

    it("counts several keys in one statement and answers each key's count", async () => {
      const { countLookups } = await import("../../server/brand-api/domains/rate-limit");
      await countLookups(storefront.db, ["both:b"], minute, 1);
      const counts = await countLookups(storefront.db, ["both:b", "both:a"], minute, 1);
      expect(Object.fromEntries(counts)).toEqual({ "both:a": 1, "both:b": 2 });
    });

    it("never counts two concurrent lookups as the same one", async () => {
      const counts = await Promise.all(Array.from({ length: 40 }, () => countOf("test:concurrent", minute)));
      expect([...counts].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it("lets exactly the default limit of 30 lookups a minute through, then asks for a human check", async () => {
      const cookie = await newSession();
      const routes = domainRoutes({
        db: storefront.db,
        metrics: createStorefrontMetrics(storefront.db),
        config: testConfig(),
        now: () => Date.parse("2030-01-03T10:00:00Z"),
      });
      const lookup = async () =>
        (
          await routes.request("/domain/lookup", {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify(bulk(["atthelimit.com"])),
          })
        ).json();
      for (let i = 0; i < 30; i++) expect((await lookup()).register).toBeDefined();
      expect(await lookup()).toEqual({ requireHCaptcha: true });
    });

    it("lets no more than the limit through when lookups arrive at once", async () => {
      const cookie = await newSession();
      const routes = limitedRoutes(Date.parse("2030-01-04T10:00:00Z"));
      const answers = await Promise.all(
        Array.from({ length: 12 }, async () =>
          (
            await routes.request("/domain/lookup", {
              method: "POST",
              headers: { "content-type": "application/json", cookie },
              body: JSON.stringify(bulk(["allatonce.com"])),
            })
          ).json(),
        ),
      );
      expect(answers.filter((a) => a.register !== undefined)).toHaveLength(2);
      expect(answers.filter((a) => a.requireHCaptcha === true)).toHaveLength(10);
    });
  });
});
