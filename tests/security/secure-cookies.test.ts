import { describe, expect, it } from "vitest";
import { testApp, testConfig, useTestApp } from "../server/support/test-app";
import { testDatabaseKinds } from "../server/support/test-databases";

const httpsBrands = {
  BRAND_URL_WH: "https://wh.example.com",
  BRAND_URL_MP: "https://mp.example.com",
  BRAND_URL_UK2: "https://uk2.example.com",
};

/**
 * A visitor on an https brand whose TLS ends at a proxy the server was not told to trust: the request reaches the
 * server as plain http, and its `X-Forwarded-Proto: https` is not believed. The cookies still go out Secure.
 */
describe.each(testDatabaseKinds())("cookies are Secure whenever the brand URL is https ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  /** The Set-Cookie lines of login, basket creation and the session check, asked over plain http on `host`. */
  const cookiesFrom = async (env: Record<string, string>, host: string) => {
    const app = testApp(storefront.db, testConfig(env));
    const post = (path: string, body: unknown) =>
      app.request(`http://${host}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
        body: JSON.stringify(body),
      });
    const login = await post("/brand-api/login", {
      credentials: { username: "customer@example.com", password: "Storefront-Demo-1" },
      parent_customer_id: 101,
    });
    const basket = await post("/brand-api/basket", { parent_customer_id: 101 });
    const session = await app.request(`http://${host}/init-lookup`);
    expect([login.status, basket.status, session.status]).toEqual([200, 201, 200]);
    return [login, basket, session].map((answer) => answer.headers.get("set-cookie") ?? "");
  };

  it("marks login, basket and session cookies Secure over plain http when every brand URL is https", async () => {
    for (const cookie of await cookiesFrom(httpsBrands, "wh.example.com")) {
      expect(cookie).toMatch(/^\w+=[^;]+;/);
      expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax/);
    }
    // A host that is not a brand's (a health check, a proxy that rewrites Host): every brand is https, so Secure.
    for (const cookie of await cookiesFrom(httpsBrands, "10.0.0.7:8080")) expect(cookie).toMatch(/; Secure/);
  });

  it("marks them Secure on the brand whose URL is https, and not on a plain-http brand", async () => {
    const onlyWh = { BRAND_URL_WH: "https://wh.example.com" };
    for (const cookie of await cookiesFrom(onlyWh, "wh.example.com")) expect(cookie).toMatch(/; Secure/);
    for (const cookie of await cookiesFrom(onlyWh, "mp.localhost:8080")) {
      expect(cookie).not.toMatch(/Secure/);
      expect(cookie).toMatch(/; HttpOnly; SameSite=Lax/);
    }
  });
});
