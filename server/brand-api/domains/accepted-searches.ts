import { randomUUID } from "node:crypto";
import type { LookupPayload } from "../../../contract/domain-requests";
import type { StorefrontDb } from "../../db/database";

/** A search stays pollable this long: its polls end within seconds, its premium checks soon after its answers. */
export const searchRetentionMs = 60 * 60 * 1000;

/**
 * Searches a process keeps at most (the oldest go first). A single search takes a few hundred bytes, a 30-name list 2
 * to 3 KB (its names twice: the payload and its key), so at most about 15 MB; a search polls for seconds, and one no
 * longer held costs a row read.
 */
const acceptedSearchEntries = 5_000;

/** The part of a lookup's payload that says what is looked up (the token only decides whether it is answered). */
type SearchedPayload = Omit<LookupPayload, "hcaptcha_token">;

interface AcceptedSearch {
  id: string;
  /** The visitor session the lookup came with; undefined when the browser had none yet. */
  sessionId: string | undefined;
  payload: SearchedPayload;
  /** The payload written one way (`searchKey`), for comparing a poll's payload and keying kept answers. */
  key: string;
  /** Milliseconds since the epoch, on the domain routes' clock. */
  createdAt: number;
}

/** What a payload looks up and nothing else: a list's domains, or the stems and their category (lookupTargets). */
function searchedPart({ parent_customer_id, mode, domains, domain_category, domain_stems }: LookupPayload) {
  return domains ? { parent_customer_id, mode, domains } : { parent_customer_id, mode, domain_category, domain_stems };
}

/** One spelling of what a payload looks up: brand, mode and names, whatever else came with it. */
export function searchKey(payload: LookupPayload): string {
  const { parent_customer_id, mode, domains, domain_category, domain_stems } = searchedPart(payload);
  return JSON.stringify([parent_customer_id, mode, domains, domain_category, domain_stems]);
}

interface AcceptedSearches {
  /** Records a search the server accepted and answers it with its new id. */
  record(sessionId: string | undefined, payload: LookupPayload): Promise<AcceptedSearch>;
  /** The accepted search with this id, read from the database only when this process does not hold it. */
  find(id: string): Promise<AcceptedSearch | undefined>;
}

/**
 * The searches this server accepted (issue 35), held in a bounded cache so a poll reads no row (polls are the hot
 * path: bench/domain-lookup.bench.ts).
 *
 * Why the cache is correct with several server processes over one database:
 * - A search row never changes: it is written once, before its id is answered, and never updated. Ids are random
 *   uuids, never reused. So a search held here is exactly its row for as long as the row exists.
 * - A row is deleted only by the sweep (expired-rows.ts), once older than `searchRetentionMs`; a search held that long
 *   is read again (and found gone), so no process answers for a search past its retention.
 * - A search another process accepted is not held here: the miss reads its row (it was committed before its id
 *   reached the browser). Only found searches are held, so an id unknown at one moment is looked up again next time.
 */
export function createAcceptedSearches(
  db: StorefrontDb,
  now: () => number,
  maxEntries = acceptedSearchEntries,
): AcceptedSearches {
  const held = new Map<string, AcceptedSearch>();
  const hold = (search: AcceptedSearch) => {
    held.set(search.id, search);
    if (held.size > maxEntries) {
      const oldest = held.keys().next().value;
      if (oldest !== undefined) held.delete(oldest);
    }
    return search;
  };
  const current = (search: AcceptedSearch) => now() - search.createdAt < searchRetentionMs;

  return {
    async record(sessionId, lookup) {
      const payload = searchedPart(lookup);
      const search = { id: randomUUID(), sessionId, payload, key: searchKey(payload), createdAt: now() };
      await db
        .insertInto("domain_searches")
        .values({
          id: search.id,
          session_id: sessionId ?? null,
          parent_customer_id: payload.parent_customer_id,
          mode: payload.mode,
          domain_category: payload.domain_category ?? null,
          names_json: JSON.stringify(payload.domains ?? payload.domain_stems ?? []),
          created_at: new Date(search.createdAt).toISOString(),
        })
        .execute();
      return hold(search);
    },
    async find(id) {
      const kept = held.get(id);
      if (kept && current(kept)) return kept;
      held.delete(id);
      const row = await db.selectFrom("domain_searches").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const names = JSON.parse(row.names_json) as string[];
      const payload: SearchedPayload = {
        mode: row.mode,
        parent_customer_id: row.parent_customer_id,
        ...(row.domain_category === null
          ? { domains: names }
          : { domain_category: row.domain_category, domain_stems: names }),
      };
      const search = {
        id: row.id,
        sessionId: row.session_id ?? undefined,
        payload,
        key: searchKey(payload),
        createdAt: Date.parse(row.created_at),
      };
      return current(search) ? hold(search) : undefined;
    },
  };
}
