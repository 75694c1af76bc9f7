/**
 * Every way to pay (spec section 4 "Payment type options"), one entry each. The contract's payment types, the stored
 * method kinds of the customer API and the database, the checkout's options and the server's handling all derive
 * from this table, so a new way to pay is one entry here plus, when it is paid at a provider's page, that provider's
 * adapter (server/brand-api/payments/provider-adapters.ts). What derives from it is in ./payment-methods.ts.
 */
export const paymentMethodTable = {
  "existing-credit-or-debit": {
    label: "Stored card",
    paidBy: "Paid by card",
    offered: "stored",
    settles: { at: "stored", kind: "card" },
  },
  "existing-paypal": {
    label: "Stored PayPal account",
    paidBy: "Paid with PayPal",
    offered: "stored",
    settles: { at: "stored", kind: "paypal" },
  },
  "new-credit-or-debit": {
    label: "New credit or debit card",
    paidBy: "Paid by card",
    offered: "always",
    settles: { at: "provider", provider: "card" },
  },
  paypal: {
    label: "PayPal",
    paidBy: "Paid with PayPal",
    offered: "always",
    settles: { at: "provider", provider: "paypal" },
  },
  "direct-debit": {
    label: "Direct debit",
    paidBy: "Paid by direct debit",
    offered: "always",
    settles: { at: "provider", provider: "direct-debit" },
  },
  staff: { label: "Staff order (no payment)", paidBy: null, offered: "staff", settles: { at: "none" } },
  "no-payment": { label: "Nothing to pay", paidBy: null, offered: "nothing-due", settles: { at: "none" } },
} as const satisfies Record<string, PaymentMethodEntry>;

export interface PaymentMethodEntry {
  /** The option's label at checkout; a stored method shows its own label (its card's last digits, say) instead. */
  label: string;
  /** What the receipt calls the part of an order it paid ("Paid by card"); null for a way that pays nothing. */
  paidBy: string | null;
  /**
   * When checkout offers it: `always` while something is due; `stored` once per stored method of its kind, to a
   * logged-in customer; `staff` to staff only; `nothing-due` alone, when nothing is left to pay.
   */
  offered: "always" | "stored" | "staff" | "nothing-due";
  /**
   * How it is paid: at the named provider's page (the visitor leaves and comes back), at once with a stored card or
   * account of that kind, or not at all (the order is placed with the zero-basket call).
   */
  settles: { at: "provider"; provider: string } | { at: "stored"; kind: string } | { at: "none" };
}
