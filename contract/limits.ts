import { z } from "zod/mini";

/**
 * Building blocks of every request schema, with the limits both databases can store: PostgreSQL refuses NUL in text
 * and integers beyond 32 bits in `integer` columns, so input past those limits must be a 400, not a 500.
 */

/** The largest value an `integer` column holds in PostgreSQL (and the ids and amounts we store in one). */
export const maxInt32 = 2_147_483_647;

/** No NUL and no other control character except tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is what this expression is for.
const withoutControlCharacters = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** Text of at most `maxLength` characters, without NUL or other control characters. */
export function text(maxLength: number) {
  return z
    .string()
    .check(z.maxLength(maxLength), z.regex(withoutControlCharacters, "must not contain control characters"));
}

/** Text that must not be empty. */
export function nonEmptyText(maxLength: number) {
  return text(maxLength).check(z.minLength(1));
}

/** A positive whole number that fits the database's 32-bit `integer` columns (customer, brand and action ids). */
export const int32Id = z.int().check(z.positive(), z.maximum(maxInt32));

/** A count or offset: a whole number from 0 up to `maximum`. */
export function count(maximum: number) {
  return z.int().check(z.minimum(0), z.maximum(maximum));
}

/** An amount of money in integer minor units (cents, pence), never negative, and storable in an `integer` column. */
export const moneyAmount = count(maxInt32);

/** The uuids the server hands out for baskets, payments and AI suggestions. */
export const uuidId = z.string().check(z.uuid());

/** An order number: the digits the server hands out (server/brand-api/orders/order-store.ts). */
export const orderId = z.string().check(z.regex(/^\d{1,20}$/, "an order number"));

/** A whole number written in a URL (path or query), read as a number within 32 bits. */
export const int32IdParam = z.coerce.number().check(z.int(), z.positive(), z.maximum(maxInt32));

/**
 * The most lines (domains, plans, add-ons) one basket holds: more than any shopper's real order (a bulk search lists
 * at most a few dozen names), far less than the 30,000 premium names one basket once took (issue 35). A shopper who
 * needs more checks out in several orders; docs/basket.md says so.
 */
export const basketLineLimit = 100;

/** The largest request body any call takes: its largest real body (a basket's contact, a sandbox form) is a few KB. */
export const requestBodyLimitBytes = 64 * 1024;

/**
 * The most names one bulk search may hold (docs/bot-detection.md). It equals the default per-session lookup limit of a
 * minute (LOOKUP_RATE_LIMIT), so a list at the limit is answered once and the session's next name asks for the
 * human check; the browser says so before sending a longer list.
 */
export const bulkSearchMaxNames = 30;
