import { describe, expect, it } from "vitest";
import { basketReplacedError } from "../../contract/basket";
import { basketWithDomain, type CheckoutClient, checkoutClient, sandboxCard } from "../server/support/checkout-client";
import { creditCustomer } from "../server/support/credit-baskets";
import { useTestApp } from "../server/support/test-app";
import { testDatabaseKinds } from "../server/support/test-databases";
import { customerPaidBasket, paymentStatus as paymentStatusIn } from "./support/attackers";

/**
 * Issue 35: the browser makes a new server basket each time checkout is opened from the basket page (a period change,
 * say), and names the one it checked out before. No authorisation may stay on a card for a basket that can no longer
 * be placed: the replaced basket's payment is voided and released, and the basket answers 409 basket_replaced to every
 * change, payment and order. Only the basket's owner can replace it.
 */

const payOnCardPage = (client: CheckoutClient, cardPage: string) =>
  client.form(cardPage, { ...sandboxCard(), action: "pay" });

describe.each(testDatabaseKinds())("a basket the browser replaces releases its payment ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  const paymentStatus = (paymentId: string) => paymentStatusIn(storefront.db, paymentId);
  const ordersOf = (basketId: string) =>
    storefront.db.selectFrom("orders").select("id").where("basket_id", "=", basketId).execute();

  /** A logged-in customer's basket paid with the stored card: the provider holds the money at once. */
  async function storedCardBasket(domain: string) {
    const client = checkoutClient(storefront.app);
    await client.login(creditCustomer.email, creditCustomer.password);
    return { client, ...(await customerPaidBasket(client, domain)) };
  }

  /** A guest's basket with a card payment started; `authorise` pays on the sandbox card page. */
  async function cardBasket(domain: string, authorise: boolean) {
    const client = checkoutClient(storefront.app);
    const { basketId, amountDue } = await basketWithDomain(client, domain);
    const started = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const cardPage = new URL(started.body.redirect_url).pathname;
    if (authorise) await payOnCardPage(client, cardPage);
    return { client, basketId, amountDue, cardPage, paymentId: started.body.payment_id as string };
  }

  /** What checkout from the basket page does: a new basket naming the one it replaces, with the same domain. */
  async function replace(client: CheckoutClient, replaces: string, domain: string) {
    const created = await client.post("/basket", { parent_customer_id: 101, replaces });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const basketId: string = created.body.basket_uuid;
    await client.post(`/basket/${basketId}/item`, {
      items: [{ type: "domain", domain, action: "register", period: "2y" }],
    });
    return basketId;
  }

  /** Every way to use the replaced basket is refused with the same sentence, and no order exists for it. */
  async function expectClosed(client: CheckoutClient, basketId: string, amountDue: number) {
    const refused = basketReplacedError;
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed).toMatchObject({ status: 409, body: { code: refused.code, message: refused.message } });
    const paidAgain = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    expect(paidAgain).toMatchObject({ status: 409, body: { code: refused.code } });
    const edited = await client.put(`/basket/${basketId}/voucher`, { voucher_code: "SAVE10" });
    expect(edited).toMatchObject({ status: 409, body: { code: refused.code, message: refused.message } });
    expect(await ordersOf(basketId)).toEqual([]);
  }

  it("a stored-card payment: voided when its basket is replaced, and the basket can no longer be placed", async () => {
    const a = await storedCardBasket("replaced-stored-card.com");
    expect(await paymentStatus(a.paymentId)).toBe("authorized");

    const b = await replace(a.client, a.basketId, "replaced-stored-card.com");

    expect(await paymentStatus(a.paymentId)).toBe("voided");
    await expectClosed(a.client, a.basketId, a.amountDue);
    // The newer basket is the one checkout goes on with.
    expect((await a.client.get(`/basket/${b}/amount_due`)).status).toBe(200);
  });

  it("a card payment the provider authorised: voided, and released at the provider's page", async () => {
    const a = await cardBasket("replaced-card.com", true);
    expect(await paymentStatus(a.paymentId)).toBe("authorized");

    await replace(a.client, a.basketId, "replaced-card.com");

    expect(await paymentStatus(a.paymentId)).toBe("voided");
    const providerPage = await payOnCardPage(a.client, a.cardPage);
    expect(providerPage.status).toBe(409);
    expect(providerPage.text).toContain("Nothing was taken.");
    await expectClosed(a.client, a.basketId, a.amountDue);
  });

  it("a card payment still on the provider's page: voided, so paying there afterwards takes nothing", async () => {
    const a = await cardBasket("replaced-card-page.com", false);
    expect(await paymentStatus(a.paymentId)).toBe("awaiting_customer");

    await replace(a.client, a.basketId, "replaced-card-page.com");

    const paidLate = await payOnCardPage(a.client, a.cardPage);
    expect(paidLate.status).toBe(409);
    expect(await paymentStatus(a.paymentId)).toBe("voided");
    await expectClosed(a.client, a.basketId, a.amountDue);
  });

  it("another browser naming the basket replaces nothing: the owner's payment stays and the order is placed", async () => {
    const a = await cardBasket("replaced-by-stranger.com", true);
    const stranger = checkoutClient(storefront.app);

    await replace(stranger, a.basketId, "replaced-by-stranger.com");

    expect(await paymentStatus(a.paymentId)).toBe("authorized");
    const placed = await a.client.post(`/basket/${a.basketId}/placeorder`);
    expect(placed).toMatchObject({ status: 200, body: { status: "charged", error: null } });
  });

  it("a basket already ordered stays ordered when named as replaced", async () => {
    const a = await storedCardBasket("replaced-after-order.com");
    const placed = await a.client.post(`/basket/${a.basketId}/placeorder`);
    expect(placed.status).toBe(200);

    await replace(a.client, a.basketId, "replaced-after-order.com");

    expect(await paymentStatus(a.paymentId)).toBe("captured");
    expect(await a.client.post(`/basket/${a.basketId}/placeorder`)).toMatchObject({ status: 200, body: placed.body });
  });

  it("a malformed id to replace is a clear 400", async () => {
    const client = checkoutClient(storefront.app);
    const created = await client.post("/basket", { parent_customer_id: 101, replaces: "not-a-basket" });
    expect(created).toMatchObject({ status: 400, body: { code: "bad_request" } });
  });
});
