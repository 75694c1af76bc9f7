import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "../../server/db/direct-reads";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())("reads of one compiled statement on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  const sessionRead = () =>
    database.db.selectFrom("visitor_sessions").select(["id", "failed_bot_detection"]).where("id", "=", "").compile();
  const readSession = (id: string) => readRows(database.db, { ...sessionRead(), parameters: [id] });
  const insertSession = (db: TestDatabase["db"], id: string) =>
    db.insertInto("visitor_sessions").values({ id, created_at: new Date().toISOString(), failed_bot_detection: 0 });

  it("answer the rows Kysely answers", async () => {
    const id = randomUUID();
    await insertSession(database.db, id).execute();
    const { rows } = await database.db.executeQuery({ ...sessionRead(), parameters: [id] });
    expect(await readSession(id)).toEqual(rows);
    expect(rows).toEqual([{ id, failed_bot_detection: 0 }]);
    expect(await readSession(randomUUID())).toEqual([]);
  });

  it.each([
    ["commits", true],
    ["rolls back", false],
  ])("never see a transaction's write before it commits, when it %s", async (_outcome, commits) => {
    const id = randomUUID();
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = database.db
      .transaction()
      .execute(async (trx) => {
        await insertSession(trx, id).execute();
        await finished;
        if (!commits) throw new Error("rolled back");
      })
      .catch(() => undefined);
    await pause(20); // the transaction has written its row and holds its connection
    let seenBeforeTheEnd: unknown[] | undefined;
    const reading = readSession(id).then((rows) => {
      seenBeforeTheEnd ??= rows;
      return rows;
    });
    await pause(20);
    // On SQLite's one connection the read waits for the transaction; on PostgreSQL it reads the committed state.
    expect(seenBeforeTheEnd ?? []).toEqual([]);
    finish();
    await transaction;
    const rows = await reading;
    if (kind.name === "SQLite") expect(rows).toHaveLength(commits ? 1 : 0);
    expect(await readSession(id)).toHaveLength(commits ? 1 : 0);
  });
});
