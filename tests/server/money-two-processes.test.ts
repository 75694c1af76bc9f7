import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CheckoutClient, checkoutClient } from "./support/checkout-client";
import { creditBasket, creditCustomer, creditOf, payRestWithStoredCard, setCredit } from "./support/credit-baskets";
import { expectEveryOrderPaidExactly } from "./support/paid-equals-total";
import { type ServerDatabase, serverDatabaseKinds } from "./support/server-databases";
import { overHttp, type ServerProcess, startServerProcess } from "./support/server-process";

/**
 * Issue 23 with two server processes on one database (PostgreSQL when DATABASE_URL is set, and one SQLite file), as
 * behind a load balancer: a change to a paid basket on one process races the order on the other, credit is raced
 * from both, and a process killed while placing leaves a basket that a change on the other still protects.
 */
describe.each(serverDatabaseKinds())("two server processes on one database ($name)", ({ open }) => {
  let database: ServerDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  /** The same logged-in customer (the login session is in the database) through each process. */
  let viaFirst: CheckoutClient;
  let viaSecond: CheckoutClient;

  beforeAll(async () => {
    database = await open();
    [first, second] = await Promise.all([startServerProcess(database.env), startServerProcess(database.env)]);
    viaFirst = checkoutClient(overHttp(first.port));
    viaSecond = checkoutClient(overHttp(second.port));
    await viaFirst.login(creditCustomer.email, creditCustomer.password);
    for (const [name, value] of viaFirst.cookies) viaSecond.cookies.set(name, value);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  const addNames = (client: CheckoutClient, basketId: string) =>
    client.post(`/basket/${basketId}/item`, {
      items: [{ type: "domain", domain: `more-${basketId.slice(0, 8)}.io`, action: "register", period: "1y" }],
    });

  it("lets a change on one process and the order on the other end one way: ordered as paid, or cancelled", async () => {
    await setCredit(database.db, 0);
    const baskets = [];
    for (let i = 0; i < 12; i++) {
      const basket = await creditBasket(viaFirst, `two-process-race-${i}.com`);
      const paymentId = await payRestWithStoredCard(viaFirst, basket.basketId, basket.total);
      baskets.push({ ...basket, paymentId });
    }
    const answers = await Promise.all(
      baskets.flatMap(({ basketId }, i) => {
        const [placing, changing] = i % 2 ? [viaFirst, viaSecond] : [viaSecond, viaFirst];
        return [placing.post(`/basket/${basketId}/placeorder`), addNames(changing, basketId)];
      }),
    );
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    await expectEveryOrderPaidExactly(
      database.db,
      baskets.map((basket) => basket.basketId),
    );
    for (const { basketId, paymentId, total } of baskets) {
      const order = await database.db
        .selectFrom("orders")
        .select("total_minor")
        .where("basket_id", "=", basketId)
        .executeTakeFirst();
      const payment = await database.db
        .selectFrom("payments")
        .select("status")
        .where("id", "=", paymentId)
        .executeTakeFirstOrThrow();
      if (order) {
        expect(Number(order.total_minor)).toBe(total);
        expect(payment.status).toBe("captured");
      } else expect(payment.status).toBe("voided");
    }
  }, 60_000);

  it("spends credit once when credit-only orders of one account arrive at both processes at once", async () => {
    await setCredit(database.db, 2000);
    const baskets = [];
    for (let i = 0; i < 12; i++) baskets.push(await creditBasket(viaFirst, `two-process-credit-${i}.com`));
    const price = baskets[0].total;
    const answers = await Promise.all(
      baskets.map(({ basketId }, i) =>
        (i % 2 ? viaFirst : viaSecond).put(`/customer/${creditCustomer.id}/customers/basket/${basketId}/zero`),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200).length;
    expect(placed).toBe(Math.floor(2000 / price));
    expect(await creditOf(database.db)).toBe(2000 - placed * price);
    expect(
      await expectEveryOrderPaidExactly(
        database.db,
        baskets.map((basket) => basket.basketId),
      ),
    ).toBe(placed);
  }, 60_000);

  it("protects a basket whose placing process was killed: a change on the other process cancels the payment", async () => {
    await setCredit(database.db, 300);
    const basket = await creditBasket(viaFirst, "two-process-killed.com");
    const paymentId = await payRestWithStoredCard(viaFirst, basket.basketId, basket.total - 300);
    const crashing = await startServerProcess({ ...database.env, STOREFRONT_FAULT_POINT: "after-capture-recorded" });
    const crashingClient = checkoutClient(overHttp(crashing.port));
    for (const [name, value] of viaFirst.cookies) crashingClient.cookies.set(name, value);
    await expect(crashingClient.post(`/basket/${basket.basketId}/placeorder`)).rejects.toThrow();
    expect(await crashing.ended).toBe("SIGKILL");

    expect((await addNames(viaSecond, basket.basketId)).status).toBe(201);
    const retried = await viaFirst.post(`/basket/${basket.basketId}/placeorder`);
    expect(retried.status).toBe(409);
    expect(retried.body.code).toBe("basket_changed");
    const payment = await database.db
      .selectFrom("payments")
      .select("status")
      .where("id", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("voided");
    expect(await creditOf(database.db)).toBe(300);
    expect(await expectEveryOrderPaidExactly(database.db, [basket.basketId])).toBe(0);
  }, 60_000);
});
