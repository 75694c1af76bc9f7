import type { PaymentErrorCode } from "../../../contract/payment";
import { detectCardBrand } from "../../../rules/checkout/card-brand";

/** What the sandbox provider decides for a card: a payment outcome, or an error code of spec section 8. */
export type CardDecision =
  | { kind: "accepted"; outcome: "charged" | "risky"; pendingReads: number }
  | { kind: "refused"; code: PaymentErrorCode };

/** The test cards of decisions.md section 5; any other valid number is declined, as a sandbox should. */
const testCards: Record<string, CardDecision> = {
  "4111111111111111": { kind: "accepted", outcome: "charged", pendingReads: 0 },
  "5555555555554444": { kind: "accepted", outcome: "charged", pendingReads: 0 },
  "4000000000000002": { kind: "refused", code: "declined" },
  "4000000000000127": { kind: "refused", code: "bad_cvv" },
  "4000000000000069": { kind: "refused", code: "expiry_too_old" },
  "4000000000009995": { kind: "accepted", outcome: "charged", pendingReads: 2 },
  "4000000000000259": { kind: "accepted", outcome: "risky", pendingReads: 0 },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** "MM/YY" or "MM/YYYY" to year and month, or null. */
export function parseExpiry(expiry: string): { year: number; month: number } | null {
  const match = expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

export function decideCard(card: { number: string; expiry: string; cvv: string }, today: Date): CardDecision {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) return { kind: "refused", code: "bad_card_number" };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { kind: "refused", code: "invalid_expiry" };
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (expiry.year * 12 + expiry.month < thisMonth) return { kind: "refused", code: "expiry_too_old" };
  const cvvLength = detectCardBrand(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv.trim())) return { kind: "refused", code: "bad_cvv" };
  return testCards[digits] ?? { kind: "refused", code: "declined" };
}
