import { describe, expect, it } from "vitest";
import { brandCodes, brands } from "../../brands/index";
import { brandSalesTax } from "../../brands/sales-tax";

/**
 * A brand's tax rate is written twice until one module holds both (issue 38, left for the next round): the brand file's
 * `taxRatePercent`, which the server prices with, and `brands/sales-tax.ts`, which names the tax for the browser's
 * price words without loading every brand file. This keeps the two the same for every brand.
 */
describe("a brand's sales tax rate", () => {
  it.each(brandCodes.map((code) => [code]))("%s: the brand file and the price words agree", (code) => {
    expect(brands[code].taxRatePercent).toBe(brandSalesTax[code]?.ratePercent ?? 0);
  });
});
