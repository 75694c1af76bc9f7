import { describe, expect, it } from "vitest";
import { searchRetentionMs } from "../../server/brand-api/domains/accepted-searches";
import {
  aiSuggestionRetentionMs,
  expiredRowSweeper,
  visitorSessionRetentionMs,
} from "../../server/brand-api/domains/expired-rows";
import { verifiedTokenMinutes } from "../../server/brand-api/domains/human-check";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

describe.each(testDatabaseKinds())("expired rows of the domain search ($name)", ({ open }) => {
  const storefront = useTestApp(open);
  const now = Date.parse("2026-03-01T12:00:00Z");
  const minute = Math.floor(now / 60_000);
  const iso = (at: number) => new Date(at).toISOString();

  async function seed() {
    const db = storefront.db;
    await db
      .insertInto("lookup_rate_windows")
      .values([minute - 5, minute - 1, minute].map((window_minute) => ({ rate_key: "k", window_minute, lookups: 1 })))
      .execute();
    await db
      .insertInto("verified_human_checks")
      .values([
        { token_hash: "expired", verified_minute: minute - verifiedTokenMinutes - 1 },
        { token_hash: "good", verified_minute: minute - verifiedTokenMinutes },
      ])
      .execute();
    await db
      .insertInto("visitor_sessions")
      .values([
        { id: "expired", created_at: iso(now - visitorSessionRetentionMs - 1), failed_bot_detection: 0 },
        { id: "live", created_at: iso(now - visitorSessionRetentionMs + 60 * 60_000), failed_bot_detection: 1 },
      ])
      .execute();
    const search = { session_id: null, parent_customer_id: 101, mode: "both" as const, domain_category: null };
    await db
      .insertInto("domain_searches")
      .values([
        { ...search, id: "expired", names_json: "[]", created_at: iso(now - searchRetentionMs - 1) },
        { ...search, id: "kept", names_json: "[]", created_at: iso(now - searchRetentionMs + 20 * 60_000) },
      ])
      .execute();
    const suggestion = { parent_customer_id: 101, prompt: "p", domains_json: "[]" };
    await db
      .insertInto("ai_suggestions")
      .values([
        { ...suggestion, id: "expired", created_at: iso(now - aiSuggestionRetentionMs - 1) },
        { ...suggestion, id: "kept", created_at: iso(now - aiSuggestionRetentionMs + 60 * 60_000) },
      ])
      .execute();
  }

  async function remaining() {
    const db = storefront.db;
    return {
      windows: (
        await db.selectFrom("lookup_rate_windows").select("window_minute").where("rate_key", "=", "k").execute()
      )
        .map((row) => Number(row.window_minute))
        .sort(),
      checks: (await db.selectFrom("verified_human_checks").select("token_hash").execute()).map((r) => r.token_hash),
      sessions: (await db.selectFrom("visitor_sessions").select("id").execute()).map((row) => row.id),
      suggestions: (await db.selectFrom("ai_suggestions").select("id").execute()).map((row) => row.id),
      searches: (await db.selectFrom("domain_searches").select("id").execute()).map((row) => row.id),
    };
  }

  it("deletes what nothing can read any more and keeps the rest, at most once every ten minutes per process", async () => {
    await seed();
    let clock = now;
    const sweep = expiredRowSweeper(storefront.db, () => clock);
    expect(await sweep(now)).toBe(true);
    expect(await remaining()).toEqual({
      windows: [minute - 1, minute],
      checks: ["good"],
      sessions: ["live"],
      suggestions: ["kept"],
      searches: ["kept"],
    });
    clock = now + 9 * 60_000;
    expect(await sweep(clock)).toBe(false);
    clock = now + 10 * 60_000;
    expect(await sweep(clock)).toBe(true);
    expect(await remaining()).toEqual({
      windows: [],
      checks: [],
      sessions: ["live"],
      suggestions: ["kept"],
      searches: ["kept"],
    });
  });
});
