import { describe, expect, it } from "vitest";
import { priceOrderItems } from "../../server/brand-api/baskets/order-item-pricing";
import { serviceplanIds, serviceplansIn } from "../../server/brand-api/catalogue/catalogue-data";

const plan = (serviceplanId: number) => ({
  item_id: `plan-${serviceplanId}`,
  item: { type: "plan" as const, serviceplan_id: serviceplanId, period: "12m", connected_domain: null },
});

/**
 * Issue 26: baskets are priced from the catalogue kept in memory, one priced copy per currency shared by every
 * request. These fail when the kept copy answers for the wrong currency, or when one caller can change it for all.
 */
describe("the catalogue kept in memory", () => {
  it("prices each basket in its brand's currency, whichever currency was priced before", () => {
    const usd = serviceplansIn("USD").find((p) => p.serviceplan_id === serviceplanIds.emailTimelineBackup);
    const gbp = serviceplansIn("GBP").find((p) => p.serviceplan_id === serviceplanIds.emailTimelineBackup);
    const yearly = (prices: { period: string; new_price: number }[] | undefined) =>
      prices?.find((price) => price.period === "12m")?.new_price;
    expect(yearly(usd?.prices)).not.toBe(yearly(gbp?.prices));
    for (const brand of ["WH", "UK2", "MP", "UK2", "WH"] as const) {
      const [line] = priceOrderItems(brand, [plan(serviceplanIds.emailTimelineBackup)], null).lines;
      expect(line.price).toBe(yearly((brand === "UK2" ? gbp : usd)?.prices));
    }
  });

  it("cannot be changed by one caller for the others", () => {
    const [first] = serviceplansIn("USD");
    const before = structuredClone(first);
    expect(() => {
      first.prices[0].new_price = 0;
    }).toThrow(TypeError);
    expect(() => {
      first.features.push("changed");
    }).toThrow(TypeError);
    expect(serviceplansIn("USD")[0]).toEqual(before);
  });
});
