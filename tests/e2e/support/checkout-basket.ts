import type { Page } from "@playwright/test";
import type { BrandDefinition } from "../../../brands/index";
import type { PaymentType } from "../../../contract/payment";
import { cardExpiry, guestContact } from "./checkout-payment";
import { expect } from "./fixtures";

/**
 * A server basket with one domain registration, created on the brand's own origin as the basket page does (Node
 * cannot resolve the *.localhost brand hosts, so the browser makes the calls, with the basket creator's cookie). The
 * calls are made from the server's health answer, a JSON document of the origin: no app page to load and start first.
 */
export async function basketWithDomain(page: Page, brandInfo: BrandDefinition, name: string): Promise<string> {
  await page.goto("/healthz");
  const domain = `${name}-${Math.random().toString(36).slice(2, 8)}.com`;
  return page.evaluate(
    async ({ parentCustomerId, domain }) => {
      const post = (path: string, body: unknown) =>
        fetch(`/brand-api${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((response) => response.json());
      const { basket_uuid } = await post("/basket", { parent_customer_id: parentCustomerId });
      await post(`/basket/${basket_uuid}/item`, {
        items: [{ type: "domain", domain, action: "register", period: "1y" }],
      });
      return basket_uuid as string;
    },
    { parentCustomerId: brandInfo.parentCustomerId, domain },
  );
}

/** The checkout page of a fresh one-domain basket, with its order summary shown. */
export async function openCheckout(page: Page, brandInfo: BrandDefinition, name: string): Promise<string> {
  const basketId = await basketWithDomain(page, brandInfo, name);
  await page.goto(`/order/checkout/?basket=${basketId}`);
  await expect(page.getByRole("heading", { name: "Your order" })).toBeVisible();
  return basketId;
}

/**
 * A guest's one-domain basket with its contact saved and a payment of this type started, made through the brand API
 * from the brand's origin in the order the checkout page makes these calls; answers the basket id and the address of
 * the provider's page. The checkout page's own part is checked by checkout.spec.ts and by the checkout page type: the
 * pages after it need only its result (page types: a whole checkout in the browser for each cost the suite a minute).
 */
export async function paymentStarted(
  page: Page,
  brandInfo: BrandDefinition,
  type: PaymentType,
): Promise<{ basketId: string; providerUrl: string }> {
  const basketId = await basketWithDomain(page, brandInfo, "page-types");
  const providerUrl = await page.evaluate(
    async ({ basketId, type, contact }) => {
      const send = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/brand-api/basket/${basketId}${path}`, {
          method,
          headers: { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
        return response.json();
      };
      await send("PUT", "/contact", contact);
      const { total } = await send("GET", "/price");
      const payment = await send("POST", "/payment", { type, expected_total: total });
      if (!payment.redirect_url) throw new Error(`A ${type} payment has no provider page.`);
      return payment.redirect_url as string;
    },
    { basketId, type, contact: guestContact },
  );
  return { basketId, providerUrl };
}

/**
 * A guest's payment answered on the sandbox card page with a card of decisions.md section 5, the card page's form sent
 * as the browser sends it; answers the basket id. The checkout has not yet seen the answer.
 */
export async function cardPageAnswered(page: Page, brandInfo: BrandDefinition, card: string): Promise<string> {
  const { basketId, providerUrl } = await paymentStarted(page, brandInfo, "new-credit-or-debit");
  await page.evaluate(
    async ({ providerUrl, card, expiry }) => {
      const cardPage = new DOMParser().parseFromString(await (await fetch(providerUrl)).text(), "text/html");
      const form = cardPage.querySelector("form");
      if (!form) throw new Error("The card page has no form.");
      const fields = new URLSearchParams();
      for (const input of form.querySelectorAll("input")) fields.set(input.name, input.value);
      fields.set("number", card);
      fields.set("expiry", expiry);
      fields.set("cvv", "123");
      fields.set("action", "pay");
      const sent = await fetch(form.getAttribute("action") ?? "", { method: "POST", body: fields, redirect: "manual" });
      if (sent.type !== "opaqueredirect") throw new Error(`The card page answered ${sent.status}, not a redirect.`);
    },
    { providerUrl, card, expiry: cardExpiry },
  );
  return basketId;
}

/**
 * An order paid on the sandbox card page with a card of decisions.md section 5, then placed, as the checkout does when
 * the provider sends the visitor back. Answers the order number and status.
 */
export async function orderPaidWithCard(
  page: Page,
  brandInfo: BrandDefinition,
  card: string,
): Promise<{ orderId: string; status: string }> {
  const basketId = await cardPageAnswered(page, brandInfo, card);
  return page.evaluate(async (basketId) => {
    const placed = await fetch(`/brand-api/basket/${basketId}/placeorder`, { method: "POST" });
    if (!placed.ok) throw new Error(`Placing the order answered ${placed.status}: ${await placed.text()}`);
    const { order_id, status } = await placed.json();
    return { orderId: String(order_id), status: String(status) };
  }, basketId);
}
