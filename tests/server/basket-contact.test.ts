import { describe, expect, it } from "vitest";
import { basketWithDomain, checkoutClient, ukContact } from "./support/checkout-client";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

describe.each(testDatabaseKinds())("a basket's saved contact ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it("answers the contact the checkout last saved, to the basket's own browser only", async () => {
    const owner = checkoutClient(storefront.app);
    const created = await owner.post("/basket", { parent_customer_id: 101 });
    const fresh: string = created.body.basket_uuid;
    expect((await owner.get(`/basket/${fresh}/contact`)).body).toEqual({ contact: null });

    const { basketId } = await basketWithDomain(owner);
    expect((await owner.get(`/basket/${basketId}/contact`)).body).toEqual({ contact: ukContact });
    const changed = { ...ukContact, registrant: "Ada Second", adr2: "Flat 2" };
    await owner.put(`/basket/${basketId}/contact`, changed);
    const read = await owner.get(`/basket/${basketId}/contact`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ contact: changed });

    const stranger = checkoutClient(storefront.app);
    const refused = await stranger.get(`/basket/${basketId}/contact`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("not_yours");
    expect(JSON.stringify(refused.body)).not.toContain(changed.email);
    expect((await owner.get("/basket/no-such-basket/contact")).status).toBeGreaterThanOrEqual(400);
  });
});
