import type { Page } from "@playwright/test";
import type { BrandDefinition } from "../../../brands/types";
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
