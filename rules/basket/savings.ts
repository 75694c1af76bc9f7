/** Spec section 5: savings percent is 100 minus the rounded new/renew price ratio (in percent). */
export function savingsPercent(newPrice: number, renewPrice: number): number {
  if (renewPrice <= 0 || newPrice >= renewPrice) return 0;
  return 100 - Math.round((newPrice / renewPrice) * 100);
}

/** What the visitor saves on the first period against the renewal price, in minor units. */
export function savingsTotal(newPrice: number, renewPrice: number): number {
  return Math.max(renewPrice - newPrice, 0);
}
