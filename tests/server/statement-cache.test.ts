import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { cachingStatements } from "../../server/db/statement-cache";

describe("SQLite statement cache", () => {
  let open: Database.Database | undefined;
  afterEach(() => open?.close());

  function database() {
    open = new Database(":memory:");
    open.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)");
    return open;
  }

  it("answers the same statement for the same SQL and runs it again with new parameters", () => {
    const db = cachingStatements(database());
    const insert = db.prepare("INSERT INTO t (name) VALUES (?)");
    expect(db.prepare("INSERT INTO t (name) VALUES (?)")).toBe(insert);
    expect(insert.reader).toBe(false);
    expect(insert.run(["a"]).lastInsertRowid).toBe(1);
    expect(db.prepare("INSERT INTO t (name) VALUES (?)").run(["b"]).lastInsertRowid).toBe(2);
    const select = db.prepare("SELECT name FROM t WHERE id = ?");
    expect(select.reader).toBe(true);
    expect(select.all([1])).toEqual([{ name: "a" }]);
    expect(db.prepare("SELECT name FROM t WHERE id = ?").all([2])).toEqual([{ name: "b" }]);
    expect(db.cachedStatements).toBe(2);
  });

  it("keeps at most its capacity, dropping the least recently used statement", () => {
    const db = cachingStatements(database(), 3);
    const first = db.prepare("SELECT 1");
    const second = db.prepare("SELECT 2");
    db.prepare("SELECT 3");
    expect(db.prepare("SELECT 1")).toBe(first); // now the most recently used
    db.prepare("SELECT 4"); // evicts SELECT 2
    expect(db.cachedStatements).toBe(3);
    expect(db.prepare("SELECT 1")).toBe(first);
    expect(db.prepare("SELECT 2")).not.toBe(second);
    for (let i = 0; i < 50; i++) db.prepare(`SELECT ${i + 10}`);
    expect(db.cachedStatements).toBe(3);
  });

  it("prepares a fresh statement while the cached one is still iterating", () => {
    const db = cachingStatements(database());
    db.prepare("INSERT INTO t (name) VALUES (?)").run(["a"]);
    db.prepare("INSERT INTO t (name) VALUES (?)").run(["b"]);
    const sql = "SELECT name FROM t ORDER BY id";
    const iterating = db.prepare(sql).iterate([]);
    expect(iterating.next().value).toEqual({ name: "a" });
    expect(db.prepare(sql).all([])).toEqual([{ name: "a" }, { name: "b" }]);
    expect(iterating.next().value).toEqual({ name: "b" });
    expect(iterating.next().done).toBe(true);
    expect(db.prepare(sql).all([])).toHaveLength(2);
  });
});
