import { beforeEach, describe, expect, it } from "vitest";
import { hcaptchaTestToken } from "../../contract/domains";
import { loginRoutes } from "../../server/brand-api/customers/login-routes";
import {
  accountFreeAttempts,
  addressFreeAttempts,
  failureDelayMs,
} from "../../server/brand-api/customers/login-throttle";
import { seedAccounts } from "../../server/brand-api/customers/seed-accounts";
import { sandboxMailboxTransport } from "../../server/mail/sandbox-mailbox-transport";
import { createStorefrontMetrics } from "../../server/metrics/storefront-metrics";
import { testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const customer = seedAccounts().find((account) => account.email === "customer@example.com" && !account.isStaff);
const rightPassword = customer?.password ?? "";
const customerHash = customer?.passwordHash;

describe("login slow-down figures", () => {
  it("lets the free attempts answer at once, then doubles the wait from 250 ms up to 4 s", () => {
    const pastAccount = (n: number) => failureDelayMs({ account: accountFreeAttempts + n, address: 1 });
    expect([0, 1, 2, 3, 4, 5, 6].map(pastAccount)).toEqual([0, 250, 500, 1000, 2000, 4000, 4000]);
    expect(failureDelayMs({ account: 1, address: addressFreeAttempts + 1 })).toBe(250);
    expect(failureDelayMs({ account: 10_000, address: 1 })).toBe(4000);
  });
});

describe.each(testDatabaseKinds())("login throttling ($name)", ({ open }) => {
  const storefront = useTestApp(open);
  let passwordChecks = 0;
  let waits: number[] = [];
  let fetchCalls = 0;
  let clock = Date.parse("2025-03-01T10:00:00Z");

  /** The customer routes with a counted password check, recorded waits and a movable clock. */
  const loginApi = (env: NodeJS.ProcessEnv = {}) =>
    loginRoutes(
      {
        db: storefront.db,
        config: testConfig(env),
        mail: sandboxMailboxTransport(storefront.db),
        metrics: createStorefrontMetrics(storefront.db),
      },
      {
        now: () => clock,
        // The throttle's counting is under test, not scrypt (passwords.test.ts): a real check costs about 50 ms of
        // CPU, and with 30 of them a test ran past its time on a busy machine, its late logins clearing the next
        // test's counts. The stand-in takes the customer's password only for the account that has it.
        verifyPassword: async (password, stored) => {
          passwordChecks++;
          return stored === customerHash && password === rightPassword;
        },
        sleep: async (ms) => {
          waits.push(ms);
        },
        // hCaptcha's siteverify stand-in: only the token a visitor "solved" passes.
        fetchImpl: async (_url, init) => {
          fetchCalls++;
          const form = new URLSearchParams(String(init?.body));
          return Response.json({ success: form.get("response") === "solved-once" });
        },
      },
    );

  /** A login; `socket` is the address the request's connection comes from (none: an in-process request). */
  const login = async (
    api: ReturnType<typeof loginApi>,
    password: string,
    options: { username?: string; token?: string; socket?: string; forwardedFor?: string } = {},
  ) => {
    const response = await api.request(
      "/login",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}),
        },
        body: JSON.stringify({
          credentials: { username: options.username ?? "customer@example.com", password },
          parent_customer_id: 101,
          ...(options.token ? { hcaptcha_token: options.token } : {}),
        }),
      },
      options.socket ? { incoming: { socket: { remoteAddress: options.socket } } } : undefined,
    );
    return { status: response.status, body: await response.json() };
  };

  beforeEach(async () => {
    await storefront.db.deleteFrom("login_attempts").execute();
    passwordChecks = 0;
    waits = [];
    fetchCalls = 0;
    clock += 60 * 60 * 1000;
  });

  it("checks at most the free number of passwords when 50 wrong ones arrive at once", async () => {
    const api = loginApi();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(api, `wrong-${i}`)));
    expect(passwordChecks).toBe(accountFreeAttempts);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(accountFreeAttempts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - accountFreeAttempts);
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      code: "human_check_required",
      message: "There were too many failed logins. Please confirm you are human and try again.",
    });
  });

  it("asks for a human check instead of locking the real customer out, and lets them in with one", async () => {
    const api = loginApi();
    for (let i = 0; i < accountFreeAttempts; i++) expect((await login(api, "guess")).status).toBe(401);

    const withoutCheck = await login(api, rightPassword);
    expect(withoutCheck.status).toBe(429);
    expect(withoutCheck.body.code).toBe("human_check_required");
    const badCheck = await login(api, rightPassword, { token: "not-a-real-token" });
    expect(badCheck.status).toBe(422);
    expect(badCheck.body.code).toBe("human_check_failed");
    expect(passwordChecks).toBe(accountFreeAttempts);

    const withCheck = await login(api, rightPassword, { token: hcaptchaTestToken });
    expect(withCheck.status).toBe(200);
    expect(withCheck.body.key).toEqual(expect.any(String));
    // A successful login clears the account's count: the next mistake is an ordinary one.
    expect((await login(api, "typo")).status).toBe(401);
  });

  it("slows each failed attempt past the free ones down, doubling the wait", async () => {
    const api = loginApi();
    for (let i = 0; i < accountFreeAttempts; i++) await login(api, "guess");
    expect(waits).toEqual([]);
    for (let i = 0; i < 4; i++) expect((await login(api, "guess", { token: hcaptchaTestToken })).status).toBe(401);
    expect(waits).toEqual([250, 500, 1000, 2000]);
  });

  it("counts per address too: one address guessing at many accounts needs the human check", async () => {
    const api = loginApi();
    for (let i = 0; i < addressFreeAttempts; i++)
      expect((await login(api, "guess", { username: `someone-${i}@example.com` })).status).toBe(401);
    const next = await login(api, rightPassword);
    expect(next.status).toBe(429);
    expect((await login(api, rightPassword, { token: hcaptchaTestToken })).status).toBe(200);
  });

  it("counts failures only at an address: many customers logging in from one office are never asked for the check", async () => {
    const api = loginApi();
    for (let i = 0; i < addressFreeAttempts * 2; i++) expect((await login(api, rightPassword)).status).toBe(200);
    for (let i = 0; i < accountFreeAttempts; i++)
      expect((await login(api, "guess", { username: `someone-${i}@example.com` })).status).toBe(401);
    expect((await login(api, rightPassword)).status).toBe(200);
  });

  it("forgets attempts after 15 quiet minutes", async () => {
    const api = loginApi();
    for (let i = 0; i < accountFreeAttempts; i++) await login(api, "guess");
    expect((await login(api, rightPassword)).status).toBe(429);
    clock += 15 * 60 * 1000 + 1;
    expect((await login(api, rightPassword)).status).toBe(200);
  });

  it("asks hCaptcha about every token when a secret is set: one solved check answers one attempt", async () => {
    const api = loginApi({ HCAPTCHA_SECRET: "a-real-secret-of-some-length", HCAPTCHA_SITEKEY: "site" });
    for (let i = 0; i < accountFreeAttempts; i++) await login(api, "guess");
    expect((await login(api, "guess", { token: "solved-once" })).status).toBe(401);
    expect((await login(api, "guess", { token: "solved-once" })).status).toBe(401);
    expect(fetchCalls).toBe(2);
    // With a secret, hCaptcha decides: the published test token is no pass.
    expect((await login(api, rightPassword, { token: hcaptchaTestToken })).status).toBe(422);
  });
  describe("behind a load balancer", () => {
    const balancer = "10.0.0.2";
    const guesser = "203.0.113.10";
    const customer = "203.0.113.20";
    /** Failed logins at as many accounts as an address may fail at freely, then one more attempt. */
    const guessAtManyAccounts = async (api: ReturnType<typeof loginApi>, from: Parameters<typeof login>[2]) => {
      for (let i = 0; i < addressFreeAttempts; i++)
        expect((await login(api, "guess", { ...from, username: `someone-${i}@example.com` })).status).toBe(401);
      expect((await login(api, rightPassword, from)).status).toBe(429);
    };

    it("with TRUST_PROXY=1, one visitor's failed logins do not throttle another visitor through the same balancer", async () => {
      const api = loginApi({ TRUST_PROXY: "1" });
      await guessAtManyAccounts(api, { socket: balancer, forwardedFor: guesser });
      expect((await login(api, rightPassword, { socket: balancer, forwardedFor: customer })).status).toBe(200);
    });

    it("with TRUST_PROXY=1, a guesser who forges the leftmost X-Forwarded-For entry still counts as themself", async () => {
      const api = loginApi({ TRUST_PROXY: "1" });
      // The balancer appends the address it was called from to whatever the guesser sent.
      await guessAtManyAccounts(api, { socket: balancer, forwardedFor: `${customer}, ${guesser}` });
      expect((await login(api, rightPassword, { socket: balancer, forwardedFor: customer })).status).toBe(200);
    });

    it("without TRUST_PROXY, a forged X-Forwarded-For changes nothing: the socket's address is counted", async () => {
      const api = loginApi();
      let forged = 0;
      const forging = () => ({ socket: guesser, forwardedFor: `198.51.100.${++forged}` });
      for (let i = 0; i < addressFreeAttempts; i++)
        expect((await login(api, "guess", { ...forging(), username: `someone-${i}@example.com` })).status).toBe(401);
      expect((await login(api, rightPassword, forging())).status).toBe(429);
      expect((await login(api, rightPassword, { socket: customer })).status).toBe(200);
    });
  });
});
