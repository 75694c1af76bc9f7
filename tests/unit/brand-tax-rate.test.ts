import { describe, expect, it } from "vitest";
import { brandCodes, brands } from "../../brands/index";
import { brandSalesTax } from "../../brands/sales-tax";

/**
 * A brand's sales tax is written once, in its brand file, which exports it on its own too: brands/sales-tax.ts collects
 * those exports for the browser's price words. This keeps the collection to the brand files' own values.
 */
describe("a brand's sales tax", () => {
  it.each(brandCodes.map((code) => [code]))("%s: the price words name the brand file's tax", (code) => {
    expect(brandSalesTax[code]).toBe(brands[code].salesTax);
  });
});
