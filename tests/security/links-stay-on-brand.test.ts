import { describe, expect, it } from "vitest";
import { sharedRoutePaths } from "../../brands/routes";
import { basketWithDomain, type CheckoutClient, checkoutClient } from "../server/support/checkout-client";
import { useTestApp } from "../server/support/test-app";
import { testDatabaseKinds } from "../server/support/test-databases";

const brandOrigin = "http://wh.localhost:8080";

/** Return paths a stranger asks a login link for, hoping the mail leads off the brand (issue 35 and friends). */
const hostileReturnPaths = [
  "/..//evil.example",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "/a/../..//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\\evil.example",
  "//evil.example",
  "/\u0000/evil.example",
  "https://evil.example/",
  "https:evil.example",
  "javascript:alert(1)",
  " //evil.example",
];

/** Whether an address the server sent out leads to the brand's origin, and stays there when its path is reused. */
function expectOnBrand(address: string) {
  const url = new URL(address, brandOrigin);
  expect(url.origin, address).toBe(brandOrigin);
  expect(url.pathname.startsWith("//"), address).toBe(false);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is what this expression is for.
  expect(address, address).not.toMatch(/[\u0000-\u001f\u007f\\]/);
}

describe.each(testDatabaseKinds())(
  "a stranger's input never leads a link or redirect off the brand ($name)",
  ({ open }) => {
    const storefront = useTestApp(open);

    const mailedLinks = async () =>
      (await storefront.db.selectFrom("sandbox_mail").select("link").execute()).map((row) => row.link ?? "");

    it("mails login links only to paths of the brand's own origin, or refuses the return path with a 400", async () => {
      // A stranger's own request, with a Host of their choosing: the link's origin comes from configuration.
      const stranger = checkoutClient(storefront.app, "evil.example");
      const before = (await mailedLinks()).length;
      const askLink = (returnPath: string) =>
        stranger.post("/login/token", {
          username: "customer@example.com",
          parent_customer_id: 101,
          use_recovery_email: 0,
          return_path: returnPath,
        });
      const refusals: { returnPath: string; body: unknown }[] = [];
      for (const returnPath of hostileReturnPaths) {
        const answer = await askLink(returnPath);
        if (answer.status !== 200) refusals.push({ returnPath, body: answer.body });
      }
      expect((await askLink("/order/checkout/?basket=abc")).body).toEqual({ sent: true });

      // This file's database holds only this file's mail: every link in it is checked.
      const links = await mailedLinks();
      for (const link of links) expectOnBrand(link);
      expect(links).toHaveLength(before + hostileReturnPaths.length - refusals.length + 1);
      expect(
        links.filter((link) => link.startsWith(`${brandOrigin}/order/checkout/?basket=abc&login_token=`)),
      ).toHaveLength(1);
      // Each is refused before any mail goes out, with a sentence saying what the brand API takes.
      expect(refusals.map(({ returnPath }) => returnPath)).toEqual(hostileReturnPaths);
      for (const { body } of refusals)
        expect(body).toEqual({
          code: "bad_request",
          message: expect.stringContaining("The return path must be a path of this site, such as /order/checkout/."),
        });
    });

    /** A payment of this type started on a fresh basket: the provider page's path. */
    const providerPage = async (client: CheckoutClient, type: string, domain: string) => {
      const { basketId, amountDue } = await basketWithDomain(client, domain);
      const payment = await client.post(`/basket/${basketId}/payment`, { type, expected_total: amountDue });
      expectOnBrand(payment.body.redirect_url);
      return new URL(payment.body.redirect_url).pathname;
    };

    it("sends the visitor back from every sandbox provider page to the brand's origin", async () => {
      const client = checkoutClient(storefront.app);
      const answers = [
        await client.form(await providerPage(client, "new-credit-or-debit", "back-card.com"), { action: "cancel" }),
        await client.form(await providerPage(client, "paypal", "back-paypal.com"), { action: "approve" }),
        await client.form(await providerPage(client, "paypal", "back-paypal-cancel.com"), { action: "cancel" }),
        await client.form(await providerPage(client, "direct-debit", "back-debit.com"), { action: "cancel" }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(303);
        expectOnBrand(answer.location ?? "");
      }
      expect(new URL(answers[0].location ?? "").pathname).toBe(sharedRoutePaths.cardCheckoutComplete);
      expect(new URL(answers[1].location ?? "").searchParams.get("PayerID")).toMatch(/^SANDBOX-/);
    });

    it("puts no address from the query into a page's links or a redirect", async () => {
      const client = checkoutClient(storefront.app);
      const hostileQuery = new URLSearchParams({
        basket: "abc",
        pathname: "/\t/evil.example",
        return_path: "//evil.example",
        next: "https://evil.example/",
        redirect: "/\\evil.example",
      });
      for (const page of Object.values(sharedRoutePaths)) {
        const answer = await client.page(`${page}?${hostileQuery}`);
        expect(answer.status, page).toBeLessThan(500);
        const location = answer.headers.get("location");
        if (location) expectOnBrand(location);
        expect(answer.text, page).not.toMatch(/(href|action|src)="[^"]*evil\.example/);
      }
    });
  },
);
