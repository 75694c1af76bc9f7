import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrderFaultPoints } from "../../server/brand-api/orders/fault-points";
import { type CheckoutClient, checkoutClient } from "./support/checkout-client";
import { creditBasket, creditCustomer, orderState, payRestWithStoredCard, setCredit } from "./support/credit-baskets";
import { type ServerDatabase, serverDatabaseKinds } from "./support/server-databases";
import { overHttp, type ServerProcess, startServerProcess } from "./support/server-process";

const absent = { orders: 0, items: 0, credit: 300, payment: "authorized" };
const complete = { orders: 1, items: 1, credit: 0, payment: "captured" };

describe.each(serverDatabaseKinds())("the server killed while placing an order ($name)", ({ open }) => {
  let database: ServerDatabase;
  /** A server without faults: sets baskets up before the crash and retries after it (the "restart"). */
  let healthy: ServerProcess;
  let client: CheckoutClient;

  beforeAll(async () => {
    database = await open();
    healthy = await startServerProcess(database.env);
    client = checkoutClient(overHttp(healthy.port));
    await client.login(creditCustomer.email, creditCustomer.password);
  }, 60_000);
  afterAll(async () => {
    await healthy?.stop();
    await database?.close();
  });

  it.each(placeOrderFaultPoints)(
    "at %s: the order is absent or complete, and the retry completes it once",
    async (point) => {
      await setCredit(database.db, 300);
      const basket = await creditBasket(client, `crash-${point}.com`);
      const paymentId = await payRestWithStoredCard(client, basket.basketId, basket.total - 300);

      const crashing = await startServerProcess({ ...database.env, STOREFRONT_FAULT_POINT: point });
      const crashingClient = checkoutClient(overHttp(crashing.port));
      for (const [name, value] of client.cookies) crashingClient.cookies.set(name, value);
      await expect(crashingClient.post(`/basket/${basket.basketId}/placeorder`)).rejects.toThrow();
      expect(await crashing.ended).toBe("SIGKILL");

      // Only a commit makes an order, and then a whole one.
      const afterCrash = await orderState(database.db, basket.basketId, paymentId);
      expect(afterCrash).toEqual(point === "after-commit" ? complete : absent);

      const retried = await client.post(`/basket/${basket.basketId}/placeorder`);
      expect(retried.body).toMatchObject({ status: "charged", error: null });
      expect(await orderState(database.db, basket.basketId, paymentId)).toEqual(complete);
      const again = await client.post(`/basket/${basket.basketId}/placeorder`);
      expect(again.body.order_id).toBe(retried.body.order_id);
      expect(await orderState(database.db, basket.basketId, paymentId)).toEqual(complete);
    },
    60_000,
  );
});
