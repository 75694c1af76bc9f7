/** Card brands the hosted card page recognises as the number is typed (spec section 5). */
export type CardBrand = "visa" | "mastercard" | "amex" | "discover";

/**
 * Leading-digit ranges per brand: [first, last] compared on as many leading digits as the bounds have.
 * Visa starts with 4; Mastercard 51-55; Amex 34 or 37; Discover 6011, 622126-622925, 644-649 and 65
 * (Discover's published ranges, which the spec leaves out).
 */
export const cardBrandRanges: readonly (readonly [CardBrand, number, number])[] = [
  ["visa", 4, 4],
  ["mastercard", 51, 55],
  ["amex", 34, 34],
  ["amex", 37, 37],
  ["discover", 6011, 6011],
  ["discover", 622126, 622925],
  ["discover", 644, 649],
  ["discover", 65, 65],
];

/**
 * The brand of a (partly typed) card number, or null while unknown. Self-contained on purpose:
 * the sandbox card page serves this very function to the browser (server/sandbox/card-brand-script.ts).
 */
export function detectCardBrand(
  cardNumber: string,
  ranges: readonly (readonly [string, number, number])[] = cardBrandRanges,
): string | null {
  const digits = cardNumber.replace(/\D/g, "");
  for (const [brand, first, last] of ranges) {
    const width = String(first).length;
    if (digits.length < width) continue;
    const prefix = Number(digits.slice(0, width));
    if (prefix >= first && prefix <= last) return brand;
  }
  return null;
}
