import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sharedRoutePaths } from "../../brands/routes";
import { loginTokenRequestSchema } from "../../contract/customer";
import { sameOriginTarget } from "../../contract/same-origin-target";
import { loginLinkUrl } from "../../server/brand-api/customers/login-links";
import { loadConfig } from "../../server/config";
import { backToCheckoutPath } from "../../src/components/checkout/back-to-checkout";

const origins = ["https://www.webhosting.example", "http://wh.localhost:8080"];
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is what this expression is for.
const controlOrBackslash = /[\u0000-\u001f\u007f\\]/;

/** Pieces open-redirect payloads are made of, so generated strings hit the parser's corners far more often. */
const pieces = [
  "/",
  "\\",
  "\t",
  "\n",
  "\r",
  "%09",
  "%0a",
  "%0d",
  "%2f",
  "%5c",
  "%2e",
  "//",
  "@",
  ":",
  "..",
  ".",
  "evil.example",
  "http:",
  "https:",
  "javascript:",
  "data:",
  " ",
  "?",
  "#",
  "\u0000",
  "\u007f",
  "\uff0f",
  "\u3002",
  "www.webhosting.example",
  "wh.localhost:8080",
];
const pieceStrings = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(""));
const targets = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), pieceStrings, fc.webUrl(), fc.webPath());

/** A link the app renders: a path that the browser resolves to the brand's origin, from any page of it. */
function expectOnOrigin(link: string, origin: string) {
  expect(link).not.toMatch(controlOrBackslash);
  expect(link.startsWith("/") && !link.startsWith("//")).toBe(true);
  expect(new URL(link, origin).origin).toBe(new URL(origin).origin);
  expect(new URL(link, `${origin}/some/page/?q=1`).origin).toBe(new URL(origin).origin);
}

/** What every answer must be: on the origin, and its own answer again (a second check changes nothing). */
function expectHarmless(answer: string, origin: string) {
  expectOnOrigin(answer, origin);
  expect(sameOriginTarget(answer, origin)).toBe(answer);
}

describe("sameOriginTarget: no answer leaves the brand's origin", () => {
  it.each(origins)("holds for arbitrary strings and payload pieces against %s", (origin) => {
    fc.assert(
      fc.property(targets, (target) => {
        const answer = sameOriginTarget(target, origin);
        if (answer === null) return;
        expectHarmless(answer, origin);
        // With the basket id appended the way the payment return page builds "Back to checkout".
        expectOnOrigin(`${answer}?basket=x`, origin);
      }),
      { numRuns: 3000 },
    );
  });

  it.each(origins)("holds for the payment return page's Back to checkout link against %s", (origin) => {
    fc.assert(
      fc.property(targets, (target) => {
        const back = backToCheckoutPath(target, "x", { brandOrigin: origin, checkoutPath: sharedRoutePaths.checkout });
        expectOnOrigin(back, origin);
      }),
      { numRuns: 3000 },
    );
  });

  it("holds for the login link mailed for any return path the brand API accepts", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "/tmp/storefront-test-unused", BRAND_URL_WH: origins[0] });
    fc.assert(
      fc.property(targets, (target) => {
        const accepted = loginTokenRequestSchema.safeParse({
          username: "a@example.com",
          parent_customer_id: 101,
          use_recovery_email: 0,
          return_path: target,
        }).success;
        const link = new URL(loginLinkUrl(config, "WH", accepted ? target : undefined, "token"));
        expect(link.origin).toBe(origins[0]);
        expect(link.pathname.startsWith("//")).toBe(false);
        expect(link.href).not.toMatch(controlOrBackslash);
        // The schema refuses exactly what the function refuses, for paths: a 400, never a silent change of target.
        if (accepted)
          expect(link.pathname).toBe(new URL(sameOriginTarget(target, origins[0]) ?? "", origins[0]).pathname);
      }),
      { numRuns: 2000 },
    );
  });
});

/**
 * Known open-redirect bypasses (from the OWASP cheat sheet, PortSwigger's URL validation bypass list and the payloads
 * of issue 35): each is refused, or answered as a path on the brand's own origin.
 */
const bypasses = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "\t//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d/evil.example",
  "/%2f/evil.example",
  "/%5c/evil.example",
  "/..//evil.example",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/%2e//evil.example",
  "/a/../..//evil.example",
  "https:evil.example",
  "http:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "http://evil.example",
  "https://evil.example",
  "HTTPS://EVIL.EXAMPLE",
  "ht\ttps://evil.example",
  "h\nttps://evil.example",
  "https:/\t/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "\u0000javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "https://www.webhosting.example@evil.example",
  "https://www.webhosting.example:443@evil.example",
  "//www.webhosting.example@evil.example",
  "https://evil.example#@www.webhosting.example",
  "https://evil.example?@www.webhosting.example",
  "https://www.webhosting.example.evil.example",
  "https://evil.example/www.webhosting.example",
  "//evil。example",
  "//evil%E3%80%82example",
  "/／evil.example",
  "／／evil.example",
  "\uff0f\uff0fevil.example",
  "  //evil.example",
  " /\\evil.example",
  "//evil.example/%2f..",
  "/\u007f/evil.example",
  "http://[::1]/",
  "http://0x7f000001/",
  "//localhost:8080",
  "https://www.webhosting.example:8443/",
  "http://www.webhosting.example/",
];

describe("sameOriginTarget: known open-redirect bypasses", () => {
  it.each(bypasses)("%j is refused or a harmless path", (payload) => {
    const origin = origins[0];
    const answer = sameOriginTarget(payload, origin);
    if (answer !== null) expectHarmless(answer, origin);
  });

  it("refuses the payloads of issue 35 outright", () => {
    for (const payload of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/..//evil.example"])
      expect(sameOriginTarget(payload, origins[0]), JSON.stringify(payload)).toBeNull();
  });

  it("keeps ordinary paths of the site, with their query and fragment", () => {
    expect(sameOriginTarget("/order/checkout/", origins[0])).toBe("/order/checkout/");
    expect(sameOriginTarget("/order/checkout/?basket=ab-12#pay", origins[0])).toBe("/order/checkout/?basket=ab-12#pay");
    expect(sameOriginTarget("https://www.webhosting.example/hosting/", origins[0])).toBe("/hosting/");
    expect(sameOriginTarget("/domains/caf\u00e9", origins[0])).toBe("/domains/caf%C3%A9");
  });
});
