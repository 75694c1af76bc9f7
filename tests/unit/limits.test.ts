import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  count,
  int32Id,
  int32IdParam,
  maxInt32,
  moneyAmount,
  nonEmptyText,
  orderId,
  text,
  uuidId,
} from "../../contract/limits";

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/** Issue 12: every id, name and number crossing the API within what both databases store. */
describe("contract/limits.ts", () => {
  it("text refuses NUL and other control characters anywhere, and keeps tab and line breaks", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (before, after) => {
        expect(accepts(text(100), `${before}\u0000${after}`)).toBe(false);
      }),
    );
    for (const control of ["\u0001", "\u0008", "\u000b", "\u001b", "\u007f"])
      expect(accepts(text(10), `a${control}b`)).toBe(false);
    expect(accepts(text(10), "a\tb\nc\r\n")).toBe(true);
    expect(accepts(text(30), "Zoë Åström, 東京 ✓")).toBe(true);
  });

  it("text is bounded in length, and nonEmptyText also refuses the empty string", () => {
    expect(accepts(text(5), "12345")).toBe(true);
    expect(accepts(text(5), "123456")).toBe(false);
    expect(accepts(text(5), "")).toBe(true);
    expect(accepts(nonEmptyText(5), "")).toBe(false);
    expect(accepts(nonEmptyText(5), "a")).toBe(true);
  });

  it("ids are positive whole numbers within 32 bits", () => {
    for (const value of [1, 101, maxInt32]) expect(accepts(int32Id, value)).toBe(true);
    for (const value of [0, -1, 0.5, 1e308, 2147483648, Number.MAX_SAFE_INTEGER, Number.NaN, "1", null])
      expect(accepts(int32Id, value)).toBe(false);
  });

  it("ids in a URL are read as whole numbers within 32 bits", () => {
    expect(int32IdParam.safeParse("101001")).toEqual({ success: true, data: 101001 });
    expect(int32IdParam.safeParse(String(maxInt32))).toEqual({ success: true, data: maxInt32 });
    for (const value of [
      "",
      "0",
      "-1",
      "0.5",
      "1e308",
      "2147483648",
      "99999999999",
      "1\u0000",
      "%00",
      "abc",
      undefined,
    ])
      expect(accepts(int32IdParam, value)).toBe(false);
  });

  it("money amounts are whole minor units from 0 to what an integer column holds", () => {
    for (const value of [0, 1, 4999, maxInt32]) expect(accepts(moneyAmount, value)).toBe(true);
    for (const value of [-1, 0.5, 12.99, 1e308, maxInt32 + 1, Number.POSITIVE_INFINITY])
      expect(accepts(moneyAmount, value)).toBe(false);
  });

  it("counts take 0 up to their maximum", () => {
    expect(accepts(count(10), 0)).toBe(true);
    expect(accepts(count(10), 10)).toBe(true);
    expect(accepts(count(10), 11)).toBe(false);
    expect(accepts(count(10), -1)).toBe(false);
  });

  it("uuid and order-number ids take only what the server hands out", () => {
    expect(accepts(uuidId, "7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBe(true);
    for (const value of ["", "missing-basket", "7c9e6679-7425-40de-944b-e07fc1f90ae7\u0000", "%00"])
      expect(accepts(uuidId, value)).toBe(false);
    expect(accepts(orderId, "123456654321")).toBe(true);
    for (const value of ["", "12a", "1\u0000", "1".repeat(21), "../1"]) expect(accepts(orderId, value)).toBe(false);
  });
});
