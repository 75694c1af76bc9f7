import { describe, expect, it } from "vitest";
import { encodeOrderQuery } from "../../rules/basket/encode-order-query";
import { addDomain } from "../../rules/basket/line-changes";
import { decodeOrderQuery, toOrderItems } from "../../rules/basket/order-items";
import {
  basketStorageVersion,
  restoreBasket,
  serializeBasket,
  strippedVoucherCodes,
} from "../../rules/basket/persistence";
import { domainPromotionsFor } from "../../rules/basket/promotions";
import { type BasketContents, emptyBasketContents } from "../../rules/basket/types";
import { domain } from "../fixtures/basket";

const wh = domainPromotionsFor("WH");
const stored = addDomain(emptyBasketContents, domain("kept.com"), wh);

describe("stored basket (spec sections 3 and 4)", () => {
  it("restores what it stored, for the same brand", () => {
    expect(restoreBasket(serializeBasket(stored, "WH"), "WH")).toEqual(stored);
  });

  it("does not store domainPromotions or domainsServiceplans", () => {
    const raw = JSON.parse(serializeBasket(stored, "WH"));
    expect(raw.version).toBe(basketStorageVersion);
    expect(Object.keys(raw.basket)).not.toContain("domainPromotions");
    expect(Object.keys(raw.basket)).not.toContain("domainsServiceplans");
  });

  it("gives an empty basket for nothing, corrupt JSON, a wrong shape, an older version or another brand", () => {
    expect(restoreBasket(null, "WH")).toEqual(emptyBasketContents);
    expect(restoreBasket("{not json", "WH")).toEqual(emptyBasketContents);
    expect(
      restoreBasket(JSON.stringify({ version: basketStorageVersion, brand: "WH", basket: { domains: 3 } }), "WH"),
    ).toEqual(emptyBasketContents);
    const older = JSON.stringify({ ...JSON.parse(serializeBasket(stored, "WH")), version: basketStorageVersion - 1 });
    expect(restoreBasket(older, "WH")).toEqual(emptyBasketContents);
    expect(restoreBasket(serializeBasket(stored, "WH"), "UK2")).toEqual(emptyBasketContents);
  });

  it("strips the 8 promotional voucher codes on restore", () => {
    expect(strippedVoucherCodes).toHaveLength(8);
    const promotional: BasketContents = {
      ...stored,
      voucher: {
        code: "welcome20",
        codename: null,
        serviceplan_ids: [],
        discount_type: "percentage",
        discount_value: 20,
      },
      vouchers: ["BLACKFRIDAY", "MAXED"],
    };
    const restored = restoreBasket(serializeBasket(promotional, "WH"), "WH");
    expect(restored.voucher).toBeNull();
    expect(restored.vouchers).toEqual(["MAXED"]);
    const kept = { ...promotional, voucher: { ...promotional.voucher, code: "SAVE10" } } as BasketContents;
    expect(restoreBasket(serializeBasket(kept, "WH"), "WH").voucher?.code).toBe("SAVE10");
  });
});

describe("order items and ?order= (spec section 2)", () => {
  it("turns the basket into order items", () => {
    expect(toOrderItems(stored)).toEqual([{ type: "domain", domain: "kept.com", action: "register", period: "1y" }]);
  });

  it("reads base64 of a JSON list of order items, and refuses anything else", () => {
    const items = [
      { type: "domain" as const, domain: "ordered.com", action: "register" as const, period: "1y" },
      { type: "plan" as const, serviceplan_id: 3101, period: "24m", connected_domain: "ordered.com" },
    ];
    expect(decodeOrderQuery(encodeOrderQuery(items))).toEqual(items);
    expect(decodeOrderQuery(encodeOrderQuery(items).replace(/\+/g, "-").replace(/\//g, "_"))).toEqual(items);
    // A link written with a bare `+` (standard base64, not percent-encoded) reaches the page with a space there. A
    // campaign's own field with `~` (ignored by the page) puts a `+` into the base64.
    const ordered = { type: "domain" as const, domain: "plus.com", action: "register" as const, period: "1y" };
    const withPlus = btoa(JSON.stringify([{ ...ordered, note: "~~~" }]));
    expect(withPlus).toContain("+");
    const fromLink = new URLSearchParams(`order=${withPlus}`).get("order") ?? "";
    expect(fromLink).toContain(" ");
    expect(decodeOrderQuery(fromLink)).toEqual([ordered]);
    expect(decodeOrderQuery("%%%not base64")).toBeNull();
    expect(decodeOrderQuery(btoa("not json"))).toBeNull();
    expect(decodeOrderQuery(btoa("[]"))).toBeNull();
    expect(decodeOrderQuery(btoa(JSON.stringify([{ type: "domain" }])))).toBeNull();
  });
});
