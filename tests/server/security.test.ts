import { describe, expect, it } from "vitest";
import type { GlobalLocales } from "../../contract/content";
import { createContentSource } from "../../server/content/source";
import { strictTransportSecurity } from "../../server/http/security-headers";
import { basketWithDomain, checkoutClient } from "./support/checkout-client";
import { productionEnv } from "./support/production-env";
import { testApp, testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const loginBody = JSON.stringify({
  credentials: { username: "customer@example.com", password: "Storefront-Demo-1" },
  parent_customer_id: 101,
});

describe.each(testDatabaseKinds())("security of answers and cookies ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  const loginCookie = async (url: string, config = testConfig(), headers: Record<string, string> = {}) => {
    const response = await testApp(storefront.db, config).request(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: loginBody,
    });
    expect(response.status).toBe(200);
    return response.headers.get("set-cookie") ?? "";
  };

  it("marks cookies Secure behind a trusted TLS proxy, and only there", async () => {
    const forwarded = { "x-forwarded-proto": "https" };
    const trusted = testConfig({ TRUST_PROXY: "1" });
    expect(await loginCookie("http://wh.localhost/brand-api/login", trusted, forwarded)).toMatch(/; Secure/);
    // Anyone can send the header: without TRUST_PROXY it is ignored.
    expect(await loginCookie("http://wh.localhost/brand-api/login", testConfig(), forwarded)).not.toMatch(/Secure/);
    expect(await loginCookie("http://wh.localhost/brand-api/login", trusted)).not.toMatch(/Secure/);
    expect(await loginCookie("https://wh.localhost/brand-api/login")).toMatch(/; Secure/);

    const session = await testApp(storefront.db, trusted).request("http://wh.localhost/init-lookup", {
      headers: forwarded,
    });
    expect(session.headers.get("set-cookie")).toMatch(/storefront_session=.*; Secure/);
  });

  it("decides Secure for each request's own origin and proxy header, though one app keeps each origin's answer", async () => {
    // One app for every request: what it keeps for an origin must never reach a request from another origin.
    const app = testApp(storefront.db, testConfig({ TRUST_PROXY: "1" }));
    const cookieOf = async (url: string, headers: Record<string, string> = {}) =>
      (await app.request(url, { headers })).headers.get("set-cookie") ?? "";
    for (let round = 0; round < 2; round++) {
      expect(await cookieOf("https://wh.localhost/init-lookup")).toMatch(/; Secure/);
      expect(await cookieOf("http://wh.localhost/init-lookup")).not.toMatch(/Secure/);
      expect(await cookieOf("http://wh.localhost/init-lookup", { "x-forwarded-proto": "https" })).toMatch(/; Secure/);
      expect(await cookieOf("http://mp.localhost/init-lookup")).not.toMatch(/Secure/);
    }
  });

  it("sends HSTS in production mode only", async () => {
    const demo = await storefront.app.request("http://wh.localhost/healthz");
    expect(demo.headers.get("strict-transport-security")).toBeNull();
    const production = await testApp(storefront.db, testConfig(productionEnv)).request(
      "https://wh.example.com/healthz",
    );
    expect(production.headers.get("strict-transport-security")).toBe(strictTransportSecurity);
  });

  it("keeps account, basket and order answers out of every cache", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId } = await basketWithDomain(client, "no-store-test.com");
    expect((await client.login("customer@example.com", "Storefront-Demo-1")).headers.get("cache-control")).toBe(
      "no-store",
    );
    for (const path of [
      "/customer/current/user/current",
      "/customer/101001/payment_method",
      `/basket/${basketId}`,
      `/basket/${basketId}/amount_due`,
      "/order/00000000-0000-0000-0000-000000000000",
    ])
      expect((await client.get(path)).headers.get("cache-control"), path).toBe("no-store");
    expect((await client.post("/logout")).headers.get("cache-control")).toBe("no-store");
    // An answer about no one in particular may be kept.
    expect((await client.get("/openapi.json")).headers.get("cache-control")).not.toBe("no-store");
  });

  it("lets no one into the content service stand-in with the token the demo once shipped with", async () => {
    const response = await storefront.app.request("http://wh.localhost/content-service/wh/api/custom/globalLocales", {
      headers: { authorization: "Bearer local-content-token" },
    });
    expect(response.status).toBe(401);
  });

  it("attaches a guest basket to an account only from the browser that started it", async () => {
    const owner = checkoutClient(storefront.app);
    const { basketId } = await basketWithDomain(owner, "attach-test.com");
    const stranger = checkoutClient(storefront.app);
    await stranger.login("customer@example.com", "Storefront-Demo-1");
    const stolen = await stranger.put(`/basket/${basketId}/customer_id`, { customer_id: 101001 });
    expect(stolen.status).toBe(403);
    expect(stolen.body.code).toBe("not_yours");
    // The basket stays the guest's: its owner can still read it.
    expect((await owner.get(`/basket/${basketId}`)).status).toBe(200);

    await owner.login("customer@example.com", "Storefront-Demo-1");
    const attached = await owner.put(`/basket/${basketId}/customer_id`, { customer_id: 101001 });
    expect(attached.status).toBe(200);
    expect(attached.body).toEqual({ customer_id: 101001 });
  });

  it("refuses sandbox form posts that do not carry this browser's form token", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, amountDue } = await basketWithDomain(client, "csrf-test.com");
    const payment = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    const pagePath = new URL(payment.body.redirect_url).pathname;
    const card = { number: "4111 1111 1111 1111", expiry: "12/39", cvv: "123", action: "pay" };
    const post = (headers: Record<string, string>, fields: Record<string, string>) =>
      storefront.app.request(`http://wh.localhost:8080${pagePath}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
      });

    // Another site's page: no cookie for the sandbox, and it cannot read the form's token.
    expect((await post({ origin: "https://evil.example" }, card)).status).toBe(403);
    // A token of its own, with the matching cookie it cannot plant in the visitor's browser, does not fit the visitor's.
    const shown = await storefront.app.request(`http://wh.localhost:8080${pagePath}`);
    const visitorToken = (await shown.text()).match(/name="form_token" value="([^"]+)"/)?.[1] ?? "";
    expect(visitorToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      (await post({ cookie: `sandbox_form_token=${"a".repeat(43)}` }, { ...card, form_token: visitorToken })).status,
    ).toBe(403);
    const status = await client.post(`/basket/${basketId}/payment/refresh`);
    expect(status.body.status).not.toBe("authorized");

    // The visitor's own browser, shown the form, pays.
    const paid = await client.form(pagePath, card);
    expect(paid.status).toBe(303);
  });

  /** A card payment waiting on the sandbox card page, started by `client`: the page's path. */
  const cardPaymentPage = async (client: ReturnType<typeof checkoutClient>, domain: string) => {
    const { basketId, amountDue } = await basketWithDomain(client, domain);
    const payment = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    return { basketId, pagePath: new URL(payment.body.redirect_url).pathname };
  };
  const card = { number: "4111 1111 1111 1111", expiry: "12/39", cvv: "123", action: "pay" };

  it("refuses a sandbox form posted from another origin, even with the visitor's cookie and token", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, pagePath } = await cardPaymentPage(client, "origin-test.com");
    const url = `http://wh.localhost:8080${pagePath}`;
    const shown = await storefront.app.request(url);
    const cookie = (shown.headers.get("set-cookie") ?? "").split(";")[0];
    const formToken = (await shown.text()).match(/name="form_token" value="([^"]+)"/)?.[1] ?? "";
    const post = (headers: Record<string, string>) =>
      storefront.app.request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
        body: new URLSearchParams({ ...card, form_token: formToken }).toString(),
      });

    const postsFromElsewhere: Record<string, string>[] = [
      { origin: "https://evil.example" },
      // Another brand of ours is a sibling origin of the same site: its pages do not post the WH brand's forms.
      { origin: "http://mp.localhost:8080" },
      { origin: "null" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site", origin: "http://wh.localhost:8080" },
    ];
    for (const elsewhere of postsFromElsewhere) {
      const refused = await post(elsewhere);
      expect(refused.status, JSON.stringify(elsewhere)).toBe(403);
      expect(await refused.text()).toContain("Form expired");
    }
    expect((await client.post(`/basket/${basketId}/payment/refresh`)).body.status).not.toBe("authorized");

    const paid = await post({ origin: "http://wh.localhost:8080", "sec-fetch-site": "same-origin" });
    expect(paid.status).toBe(303);
  });

  it("keeps the form token in a __Host- cookie over TLS, which a sibling origin cannot plant", async () => {
    const tls = testApp(storefront.db, testConfig({ BRAND_URL_WH: "https://wh.localhost:8080" }));
    const client = checkoutClient(tls);
    const { pagePath } = await cardPaymentPage(client, "host-cookie-test.com");
    const url = `https://wh.localhost:8080${pagePath}`;

    // A host whose brand URL is plain http, reached over plain http: no Secure cookie, so no prefix.
    const plain = await tls.request(`http://mp.localhost:8080${pagePath}`);
    expect(plain.headers.get("set-cookie")).toMatch(
      /^sandbox_form_token=[\w-]{43}; Path=\/sandbox; HttpOnly; SameSite=Strict$/,
    );

    const shown = await tls.request(url);
    const setCookie = shown.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-sandbox_form_token=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const formToken = (await shown.text()).match(/name="form_token" value="([^"]+)"/)?.[1] ?? "";
    const post = (cookie: string, token: string) =>
      tls.request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://wh.localhost:8080", cookie },
        body: new URLSearchParams({ ...card, form_token: token }).toString(),
      });

    // What a sibling subdomain can plant (Domain=the parent): an unprefixed cookie with a token it chose.
    const planted = "b".repeat(43);
    expect((await post(`sandbox_form_token=${planted}`, planted)).status).toBe(403);
    expect((await post(setCookie.split(";")[0], formToken)).status).toBe(303);
  });
});

describe("content links and token", () => {
  const unsafeGlobal: GlobalLocales = {
    cookie: {
      Title: "Cookies",
      Text: '<a href="tel:+441234">call</a> <a href="/cookie-policy/">policy</a>',
      AcceptLabel: "OK",
      DeclineLabel: "No",
    },
    promotionBar: { Text: "Sale", Link: { Label: "Go", Url: "javascript:alert(1)" } },
    navigation: [
      { Label: "Domains", Url: "/domain-names/" },
      { Label: "Script", Url: "java\tscript:alert(1)" },
      { Label: "Data", Url: " data:text/html,<script>alert(1)</script>" },
      { Label: "Blog", Url: "https://blog.example.com/" },
      { Label: "Mail", Url: "mailto:sales@example.com" },
      { Label: "Anchor", Url: "#pricing" },
      // A browser reads each of these as //evil.example: another host.
      { Label: "Protocol-relative", Url: "//evil.example" },
      { Label: "Slash backslash", Url: "/\\evil.example/x" },
      { Label: "Two backslashes", Url: "\\\\evil.example" },
      { Label: "Slash tab slash", Url: "/\t/evil.example" },
    ],
    footer: {
      Columns: [
        {
          Heading: "Help",
          Links: [
            { Label: "Bad", Url: "JAVASCRIPT:void(0)" },
            { Label: "Help", Url: "help/" },
            { Label: "Backslash slash", Url: " \\/evil.example" },
          ],
        },
      ],
      Legal: '<a href="data:text/html,x">x</a><a href="http://example.com/legal">legal</a>',
    },
  };

  it("keeps only http(s), mailto and relative links of the site from the content service", async () => {
    const source = createContentSource({
      baseUrl: "http://cms",
      token: "t",
      fetch: async () => Response.json({ data: unsafeGlobal }),
    });
    const global = await source.globalLocales("WH");
    expect(global.navigation.map((link) => link.Label)).toEqual(["Domains", "Blog", "Mail", "Anchor"]);
    expect(global.promotionBar).toEqual({ Text: "Sale" });
    expect(global.footer.Columns[0].Links.map((link) => link.Label)).toEqual(["Help"]);
    expect(global.footer.Legal).not.toContain("data:");
    expect(global.footer.Legal).toContain('href="http://example.com/legal"');
    expect(global.cookie.Text).not.toContain("tel:");
    expect(global.cookie.Text).toContain('href="/cookie-policy/"');
  });

  it("has no default content token: the stand-in answers no token anyone could know", async () => {
    const first = testConfig();
    expect(first.content.token).not.toBe("local-content-token");
    expect(first.content.token).not.toBe(testConfig().content.token);
  });
});
