import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Voucher } from "../../rules/basket/types";
import { type VoucherLine, voucherLineDiscounts, voucherMatches, voucherTotals } from "../../rules/basket/vouchers";

const save10: Voucher = {
  code: "SAVE10",
  codename: "domain",
  serviceplan_ids: [],
  discount_type: "percentage",
  discount_value: 10,
};
const host5: Voucher = {
  code: "HOST5",
  codename: null,
  serviceplan_ids: [3101],
  discount_type: "fixed",
  discount_value: 500,
};
const line = (codename: string, serviceplanId: number, price: number, freeRegistered = false): VoucherLine => ({
  codename,
  serviceplanId,
  price,
  freeRegistered,
});

describe("voucher maths (spec section 5)", () => {
  it("takes a percentage of each matching item's price, rounded to 2 decimals", () => {
    expect(voucherLineDiscounts(save10, [line("domain", 1, 1299), line("hosting-starter", 3101, 4788)])).toEqual([
      130, 0,
    ]);
    expect(voucherLineDiscounts({ ...save10, discount_value: 33 }, [line("domain", 1, 1001)])).toEqual([330]);
  });

  it("takes a fixed amount from the items matching by plan id, never more than they cost", () => {
    expect(voucherLineDiscounts(host5, [line("domain", 1, 1299), line("hosting-starter", 3101, 499)])).toEqual([
      0, 499,
    ]);
    expect(voucherTotals(host5, [line("hosting-starter", 3101, 499)])).toEqual({
      subtotal: 499,
      discount: 499,
      total: 0,
    });
    expect(voucherLineDiscounts(host5, [line("a", 3101, 300), line("b", 3101, 300)])).toEqual([300, 200]);
  });

  it("skips free-registered items", () => {
    expect(voucherMatches(save10, line("domain", 1, 0, true))).toBe(false);
    expect(voucherLineDiscounts(save10, [line("domain", 1, 1299, true)])).toEqual([0]);
  });

  it("gives nothing without a voucher", () => {
    expect(voucherTotals(null, [line("domain", 1, 1299)])).toEqual({ subtotal: 1299, discount: 0, total: 1299 });
  });
});

const lineArbitrary = fc.record({
  codename: fc.constantFrom("domain", "hosting-starter", "email-hosting"),
  serviceplanId: fc.constantFrom(1, 3101, 3201),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  freeRegistered: fc.boolean(),
});
const voucherArbitrary = fc.record({
  code: fc.constant("ANY"),
  codename: fc.option(fc.constantFrom("domain", "hosting-starter", "email-hosting"), { nil: null }),
  serviceplan_ids: fc.array(fc.constantFrom(1, 3101, 3201), { maxLength: 3 }),
  discount_type: fc.constantFrom("percentage" as const, "fixed" as const),
  discount_value: fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.double({ min: 0, max: 150, noNaN: true })),
});

describe("voucher maths properties", () => {
  it("never takes a total below 0", () => {
    fc.assert(
      fc.property(voucherArbitrary, fc.array(lineArbitrary, { maxLength: 8 }), (voucher, lines) => {
        expect(voucherTotals(voucher, lines).total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("rounds every discount to whole minor units (2 decimals)", () => {
    fc.assert(
      fc.property(voucherArbitrary, fc.array(lineArbitrary, { maxLength: 8 }), (voucher, lines) => {
        for (const discount of voucherLineDiscounts(voucher, lines)) expect(Number.isInteger(discount)).toBe(true);
      }),
    );
  });

  it("never discounts more than the matching lines cost, nor a line that does not match", () => {
    fc.assert(
      fc.property(voucherArbitrary, fc.array(lineArbitrary, { maxLength: 8 }), (voucher, lines) => {
        const discounts = voucherLineDiscounts(voucher, lines);
        const matchingTotal = lines.filter((l) => voucherMatches(voucher, l)).reduce((sum, l) => sum + l.price, 0);
        expect(discounts.reduce((sum, d) => sum + d, 0)).toBeLessThanOrEqual(matchingTotal);
        lines.forEach((l, index) => {
          expect(discounts[index]).toBeGreaterThanOrEqual(0);
          expect(discounts[index]).toBeLessThanOrEqual(voucherMatches(voucher, l) ? l.price : 0);
        });
      }),
    );
  });
});
