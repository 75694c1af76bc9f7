import type { OrderItem } from "../../contract/basket";

/**
 * The `?order=` value for a list of order items (spec section 2; read by `decodeOrderQuery` in order-items.ts): for
 * links into the checkout, such as the hosting page's form sent before the app starts, and for tests. A file of its own
 * because the basket, on every page, only ever reads the value.
 */
export function encodeOrderQuery(items: OrderItem[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(items));
  return btoa(String.fromCharCode(...bytes));
}
