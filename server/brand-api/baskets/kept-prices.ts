import type { BasketPrice } from "../../../contract/basket";
import type { KeptJson } from "../../http/kept-answer";

declare module "hono" {
  interface ContextVariableMap {
    /**
     * The basket the access guard admitted the caller to, and its lifecycle version as the guard read it
     * (server/brand-api/access/access-guard.ts).
     */
    admittedBasket: { id: string; version: number };
  }
}

/** Baskets whose price is kept at once; the least recently priced goes first. */
const keptBaskets = 1000;

/**
 * Each basket's price answer, kept by the basket's lifecycle version (issue 39: a basket price costs one read, the
 * access guard's). Every change to what a price is made of (items, voucher) is a lifecycle event, which moves the
 * version on in the transaction that writes the change (server/brand-api/lifecycle/), and a version never comes back:
 * a price kept for the version the guard just read is the basket's price, however many processes share the database.
 */
export function keptBasketPrices(capacity = keptBaskets) {
  const prices = new Map<string, { version: number; price: KeptJson<BasketPrice> }>();
  return {
    get(basketId: string, version: number): KeptJson<BasketPrice> | undefined {
      const kept = prices.get(basketId);
      if (kept?.version !== version) return undefined;
      // Re-inserted, so the map's insertion order stays least recently used first.
      prices.delete(basketId);
      prices.set(basketId, kept);
      return kept.price;
    },
    set(basketId: string, version: number, price: KeptJson<BasketPrice>): void {
      prices.delete(basketId);
      prices.set(basketId, { version, price });
      if (prices.size > capacity) {
        const leastRecent = prices.keys().next();
        if (!leastRecent.done) prices.delete(leastRecent.value);
      }
    },
  };
}
