import { describe, expect, it } from "vitest";
import { hcaptchaTestToken } from "../../contract/domains";
import { errorEnvelopeSchema } from "../../contract/errors";
import { bulkSearchMaxNames } from "../../contract/limits";
import { basketWithDomain, checkoutClient } from "./support/checkout-client";
import { testApp, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const host = "wh.localhost:8080";
const json = { "content-type": "application/json" };

interface FailingCall {
  what: string;
  method: "GET" | "POST" | "PUT";
  /** `{basket}` is replaced by a guest basket with one domain and no payment. */
  path: string;
  body?: string;
  headers?: Record<string, string>;
  status: number;
  code: string;
}

const body = (value: unknown) => JSON.stringify(value);

/** Calls that fail, one of each kind of refusal, across every area of the brand API and the storefront server. */
const failingCalls: FailingCall[] = [
  {
    what: "bad JSON",
    method: "POST",
    path: "/brand-api/basket",
    body: "{not json",
    headers: json,
    status: 400,
    code: "bad_request",
  },
  {
    what: "a bad field",
    method: "POST",
    path: "/brand-api/basket",
    body: body({ parent_customer_id: "x" }),
    headers: json,
    status: 400,
    code: "bad_request",
  },
  {
    what: "a bad query",
    method: "GET",
    path: "/brand-api/customer/current/serviceplan/available",
    status: 400,
    code: "bad_request",
  },
  {
    what: "an unknown brand",
    method: "POST",
    path: "/brand-api/basket",
    body: body({ parent_customer_id: 999 }),
    headers: json,
    status: 400,
    code: "unknown_brand",
  },
  {
    what: "an unknown basket",
    method: "GET",
    path: "/brand-api/basket/no-such-basket",
    status: 404,
    code: "not_found",
  },
  {
    what: "an unknown basket at checkout",
    method: "GET",
    path: "/brand-api/basket/no-such-basket/amount_due",
    status: 404,
    code: "not_found",
  },
  {
    what: "an invalid voucher",
    method: "PUT",
    path: "/brand-api/basket/{basket}/voucher",
    body: body({ voucher_code: "NOPE" }),
    headers: json,
    status: 422,
    code: "invalid_voucher",
  },
  {
    what: "a used-up voucher",
    method: "PUT",
    path: "/brand-api/basket/{basket}/voucher",
    body: body({ voucher_code: "MAXED" }),
    headers: json,
    status: 422,
    code: "used_max",
  },
  {
    what: "an item the brand does not sell",
    method: "POST",
    path: "/brand-api/basket/{basket}/item",
    body: body({ items: [{ type: "domain", domain: "x.co.uk", action: "register", period: "1y" }] }),
    headers: json,
    status: 422,
    code: "unavailable_item",
  },
  {
    what: "credit without logging in",
    method: "PUT",
    path: "/brand-api/basket/{basket}/use_credit",
    body: body({ use_credit: true }),
    headers: json,
    status: 401,
    code: "not_logged_in",
  },
  {
    what: "refreshing a payment never made",
    method: "POST",
    path: "/brand-api/basket/{basket}/payment/refresh",
    status: 404,
    code: "no_payment",
  },
  {
    what: "placing an order before paying",
    method: "POST",
    path: "/brand-api/basket/{basket}/placeorder",
    status: 409,
    code: "payment_incomplete",
  },
  {
    what: "a zero order without staff rights",
    method: "PUT",
    path: "/brand-api/customer/101/customers/basket/{basket}/zero",
    status: 403,
    code: "staff_only",
  },
  {
    what: "not logged in",
    method: "GET",
    path: "/brand-api/customer/current/user/current/contact",
    status: 401,
    code: "not_logged_in",
  },
  {
    what: "wrong login details",
    method: "POST",
    path: "/brand-api/login",
    body: body({ credentials: { username: "customer@example.com", password: "wrong" }, parent_customer_id: 101 }),
    headers: json,
    status: 401,
    code: "authentication",
  },
  {
    what: "a short username",
    method: "POST",
    path: "/brand-api/login",
    body: body({ credentials: { username: "ab", password: "x" }, parent_customer_id: 101 }),
    headers: json,
    status: 422,
    code: "username_too_short",
  },
  {
    what: "a used login link",
    method: "POST",
    path: "/brand-api/login/link",
    body: body({ token: "0123456789abcdef" }),
    headers: json,
    status: 401,
    code: "link_invalid",
  },
  { what: "an unknown order", method: "GET", path: "/brand-api/order/000000000000", status: 404, code: "not_found" },
  {
    what: "charging without staff rights",
    method: "POST",
    path: "/brand-api/order/000000000000/charge",
    status: 403,
    code: "staff_only",
  },
  {
    what: "a lookup the brand cannot make",
    method: "POST",
    path: "/brand-api/domain/lookup",
    body: body({ mode: "both", domains: ["name.co.uk"], parent_customer_id: 101 }),
    headers: json,
    status: 400,
    code: "bad_request",
  },
  {
    what: "a wrong hCaptcha token",
    method: "POST",
    path: "/brand-api/domain/lookup",
    body: body({
      mode: "both",
      domains: ["mycaptcha.com"],
      parent_customer_id: 101,
      hcaptcha_token: `not-${hcaptchaTestToken}`,
    }),
    headers: json,
    status: 422,
    code: "hcaptcha_invalid",
  },
  {
    what: "a session that failed bot detection",
    method: "POST",
    path: "/brand-api/domain/lookup",
    body: body({ mode: "both", domains: ["any.com"], parent_customer_id: 101 }),
    headers: { ...json, cookie: "storefront_session=forged" },
    status: 406,
    code: "bot_detection",
  },
  {
    what: "a bulk list over the size limit",
    method: "POST",
    path: "/brand-api/domain/lookup",
    body: body({
      mode: "both",
      domains: Array.from({ length: bulkSearchMaxNames + 1 }, (_, i) => `name${i}.com`),
      parent_customer_id: 101,
    }),
    headers: json,
    status: 400,
    code: "too_many_names",
  },
  {
    what: "a poll naming no accepted search",
    method: "POST",
    path: "/brand-api/domain/lookup",
    body: body({
      search_id: "00000000-0000-4000-8000-000000000000",
      payload: { mode: "both", domains: ["any.com"], parent_customer_id: 101 },
      counter: 0,
    }),
    headers: json,
    status: 404,
    code: "unknown_search",
  },
  {
    what: "unknown AI suggestions",
    method: "GET",
    path: "/brand-api/domain/ai/generator/00000000-0000-0000-0000-000000000000",
    status: 404,
    code: "not_found",
  },
  {
    what: "an unknown serviceplan",
    method: "GET",
    path: "/brand-api/customer/current/serviceplan/available/1?parent_customer_id=101",
    status: 404,
    code: "not_found",
  },
  {
    what: "an unknown reviews service",
    method: "GET",
    path: "/brand-api/customer/trustpilot-nobody/score",
    status: 404,
    code: "not_found",
  },
  {
    what: "an unknown knowledge base",
    method: "POST",
    path: "/brand-api/knowledge-base/nobody/search",
    body: body({ from: 0, limit: 10, title: "", tag: "" }),
    headers: json,
    status: 404,
    code: "not_found",
  },
  {
    what: "a cross-site request",
    method: "POST",
    path: "/brand-api/basket",
    body: body({ parent_customer_id: 101 }),
    headers: { ...json, "sec-fetch-site": "cross-site" },
    status: 403,
    code: "cross_site",
  },
  {
    what: "another site's origin",
    method: "POST",
    path: "/brand-api/basket",
    body: body({ parent_customer_id: 101 }),
    headers: { ...json, origin: "https://evil.example" },
    status: 403,
    code: "cross_site",
  },
  {
    what: "a form-encoded body",
    method: "POST",
    path: "/brand-api/basket",
    body: "parent_customer_id=101",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    status: 415,
    code: "unsupported_media_type",
  },
  { what: "an unknown brand API call", method: "GET", path: "/brand-api/no/such/call", status: 404, code: "not_found" },
  {
    what: "a bad cookie choice on the content proxy",
    method: "POST",
    path: "/site-content/consent",
    body: body({ choice: "maybe" }),
    headers: json,
    status: 400,
    code: "bad_request",
  },
  {
    what: "an unknown content proxy call",
    method: "GET",
    path: "/site-content/no-such-thing",
    status: 404,
    code: "not_found",
  },
];

describe.each(testDatabaseKinds())("the one error envelope ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it.each(failingCalls)("answers $what with $status and { code: $code, message }", async (call) => {
    // The basket's owner makes the call: a stranger would be refused before the call is read.
    const owner = checkoutClient(storefront.app);
    const path = call.path.includes("{basket}")
      ? call.path.replace("{basket}", (await basketWithDomain(owner)).basketId)
      : call.path;
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await storefront.app.request(`http://${host}${path}`, {
      method: call.method,
      headers: { host, accept: "application/json", ...(cookie ? { cookie } : {}), ...call.headers },
      body: call.body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBe(call.status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const envelope = errorEnvelopeSchema.parse(await response.json());
    expect(envelope.code).toBe(call.code);
    expect(envelope.message.length).toBeGreaterThan(0);
  });

  it("answers an error on our side with 500 and code internal, without the error's details", async () => {
    const app = testApp(storefront.db);
    app.post("/boom", () => {
      throw new Error("secret detail");
    });
    const response = await app.request(`http://${host}/boom`, { method: "POST", headers: { host, ...json } });
    expect(response.status).toBe(500);
    const envelope = errorEnvelopeSchema.parse(await response.json());
    expect(envelope.code).toBe("internal");
    expect(envelope.message).not.toContain("secret detail");
  });
});
