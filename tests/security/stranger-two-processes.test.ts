import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CheckoutClient, checkoutClient, ukContact } from "../server/support/checkout-client";
import { type ServerDatabase, serverDatabaseKinds } from "../server/support/server-databases";
import { overHttp, type ServerProcess, startServerProcess } from "../server/support/server-process";
import { guestPaidBasket, paymentStatus } from "./support/attackers";

/**
 * Issue 35's attack on a real server with two processes on one database, as behind a load balancer: the owner pays
 * through one process; a stranger holding the basket's id (from a shared screenshot of the checkout address) tries
 * the other. The basket's owner is in the database, so neither process lets the stranger in.
 */
describe.each(serverDatabaseKinds())("a stranger with a paid basket's id, two processes ($name)", ({ open }) => {
  let database: ServerDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  let owner: CheckoutClient;
  let stranger: CheckoutClient;

  beforeAll(async () => {
    database = await open();
    [first, second] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
    owner = checkoutClient(overHttp(first.port));
    stranger = checkoutClient(overHttp(second.port));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it("cannot read the contact, write, pay or void; the owner's order goes out with the owner's details", async () => {
    const paid = await guestPaidBasket(owner, "screenshot-of-checkout.com");
    const id = paid.basketId;
    const attempts = [
      await stranger.get(`/basket/${id}`),
      await stranger.get(`/basket/${id}/amount_due`),
      await stranger.put(`/basket/${id}/contact`, { ...ukContact, registrant: "Mallory", email: "mallory@evil.test" }),
      await stranger.post(`/basket/${id}/payment`, { type: "new-credit-or-debit", expected_total: paid.amountDue }),
      await stranger.post(`/basket/${id}/placeorder`),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.code).toBe("not_yours");
      expect(JSON.stringify(attempt.body)).not.toContain(ukContact.email);
    }
    expect(await paymentStatus(database.db, paid.paymentId)).toBe("authorized");

    // The owner finishes through the other process.
    const ownerViaSecond = checkoutClient(overHttp(second.port));
    for (const [name, value] of owner.cookies) ownerViaSecond.cookies.set(name, value);
    const placed = await ownerViaSecond.post(`/basket/${id}/placeorder`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.status).toBe("charged");
    const mail = await database.db.selectFrom("sandbox_mail").select("to_address").execute();
    expect(mail.map((row) => row.to_address)).toEqual([ukContact.email]);
  }, 30_000);
});
