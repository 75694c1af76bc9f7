import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../server/db/database";
import { migrations } from "../../server/db/migrations/index";
import { testDatabaseKinds } from "./support/test-databases";

/** Counts the statements run through the database it is added to. */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count++;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
}

/**
 * Issue 39: a restart on an up-to-date database checks its migrations with one statement. (Kysely's migrator ran six
 * on SQLite, four of them reading the whole schema; two of them pass through a plugin, which this test counts with.)
 */
describe.each(testDatabaseKinds())("migrations at start ($name)", ({ open }) => {
  it("runs one statement when every migration has run, and migrates when one has not", async () => {
    const database = await open();
    try {
      const counter = statementCounter();
      const counted = database.db.withPlugin(counter);
      const upToDate = await migrateToLatest(counted);
      expect(upToDate.results).toEqual([]);
      expect(counter.count).toBe(1);

      // One migration undone: the migrator runs it again, as on a database an older build left.
      const [last] = Object.keys(migrations).slice(-1);
      await migrations[last].down?.(database.db);
      await database.db
        .deleteFrom("kysely_migration" as never)
        .where("name" as never, "=", last as never)
        .execute();
      const behind = await migrateToLatest(counted);
      expect(behind.results?.map((result) => [result.migrationName, result.status])).toEqual([[last, "Success"]]);
      expect(counter.count).toBeGreaterThan(2);
    } finally {
      await database.close();
    }
  });
});
