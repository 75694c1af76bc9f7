import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type StorefrontDb } from "../../server/db/database";

/**
 * PostgreSQL ends idle connections on a restart, a failover or an administrator's command. A server must carry on with
 * a new connection: pg emits such an error on the pool, and an unheard 'error' event ends the process (the test run
 * reports it as an uncaught exception).
 */
const url = process.env.DATABASE_URL ?? "";

// Only PostgreSQL has such connections: without DATABASE_URL (`npm test` on SQLite alone) there is nothing to end.
describe.runIf(url !== "")("a PostgreSQL connection the server ends", () => {
  let db: StorefrontDb | undefined;
  afterEach(async () => {
    await db?.destroy();
    vi.restoreAllMocks();
  });

  it("is dropped from the pool with a log line, and the next query opens another", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    db = await openDatabase({ kind: "postgres", connectionString: url });
    const backend = async (target: StorefrontDb) =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(target)).rows[0].pid;
    const idle = await backend(db);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [idle]);
    await admin.end();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining("ended by the server")));

    expect(await backend(db)).not.toBe(idle);
  });
});
