import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopGracefully } from "../../server/http/graceful-stop";
import { checkoutClient } from "./support/checkout-client";
import { creditBasket, creditCustomer, orderState, payRestWithStoredCard, setCredit } from "./support/credit-baskets";
import { type ServerDatabase, serverDatabaseKinds } from "./support/server-databases";
import { overHttp, type ServerProcess, startServerProcess } from "./support/server-process";

// One server process per database: it pauses placing an order after the order's rows are written, until SIGTERM.
describe.each(serverDatabaseKinds())("SIGTERM while an order is being placed ($name)", ({ open }) => {
  let database: ServerDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await open();
    server = await startServerProcess({ ...database.env, STOREFRONT_FAULT_POINT: "pause-at-after-order-items" });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it("refuses new connections, finishes the order, closes the database and exits 0", async () => {
    const client = checkoutClient(overHttp(server.port));
    await client.login(creditCustomer.email, creditCustomer.password);
    await setCredit(database.db, 300);
    const basket = await creditBasket(client, "graceful-stop.com");
    const paymentId = await payRestWithStoredCard(client, basket.basketId, basket.total - 300);

    const placing = client.post(`/basket/${basket.basketId}/placeorder`);
    await server.printed(/placing paused at after-order-items/);
    server.signal("SIGTERM");
    await server.printed(/SIGTERM received/);
    // The order is still paused (pauseAfterStopMs): the listening socket is already closed.
    await expect(overHttp(server.port).request("http://wh.localhost/healthz")).rejects.toThrow(/ECONNREFUSED/);

    const placed = await placing;
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: "charged", error: null });
    expect(await server.exitCode).toBe(0);
    expect(await orderState(database.db, basket.basketId, paymentId)).toEqual({
      orders: 1,
      items: 1,
      credit: 0,
      payment: "captured",
    });
  }, 60_000);
});

describe("stopGracefully (in process)", () => {
  /** A server whose one request answers after `answerMs`, and what happened in which order. */
  async function slowServer(answerMs: number) {
    const events: string[] = [];
    const server = createServer((_, res) => {
      setTimeout(() => res.end("done"), answerMs);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const answered = new Promise<string>((resolve) => {
      request({ host: "127.0.0.1", port }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve("answered"));
      })
        .on("error", () => resolve("cut"))
        .end();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closeDatabase = async () => {
      events.push("database closed");
    };
    return { server, events, answered, closeDatabase };
  }

  it("lets a request in flight finish, then closes the database", async () => {
    const { server, events, answered, closeDatabase } = await slowServer(200);
    const stopped = stopGracefully({ servers: [server], closeDatabase, graceMs: 5_000 });
    answered.then((outcome) => events.push(outcome));
    expect(await stopped).toBe("finished");
    expect(events).toEqual(["answered", "database closed"]);
  });

  it("cuts a request still running at the end of the grace time", async () => {
    const { server, events, answered, closeDatabase } = await slowServer(5_000);
    expect(await stopGracefully({ servers: [server], closeDatabase, graceMs: 200 })).toBe("cut");
    expect(await answered).toBe("cut");
    expect(events).toEqual(["database closed"]);
  });
});
