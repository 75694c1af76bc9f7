import { describe, expect, it } from "vitest";
import { brandCodes, brands, currencies, currencyCodes, formatMinorUnits, isCurrencyCode } from "../../brands/index";
import { money } from "../../workbench/value-words";

describe("the brands' currencies", () => {
  it("give each brand the symbol of its currency", () => {
    for (const code of brandCodes) {
      const { defaultCurrency } = brands[code];
      expect(defaultCurrency.symbol, code).toBe(currencies[defaultCurrency.code].symbol);
    }
    expect(currencyCodes).toEqual(["USD", "GBP"]);
  });

  it("write minor units as a shopper reads them, grouped by thousands", () => {
    expect(formatMinorUnits(1299, "USD")).toBe("$12.99");
    expect(formatMinorUnits(99, "GBP")).toBe("£0.99");
    expect(formatMinorUnits(129900, "GBP")).toBe("£1,299.00");
    expect(formatMinorUnits(0, "USD")).toBe("$0.00");
  });

  it("read as money in the workbench, a refund before its symbol; an unknown currency as the amount alone", () => {
    expect(money(-500, "GBP")).toBe("-£5.00");
    expect(money(1299, "EUR")).toBe("12.99");
    expect(money("12", "USD")).toBe("none");
    expect(isCurrencyCode("GBP")).toBe(true);
    expect(isCurrencyCode("toString")).toBe(false);
  });
});
