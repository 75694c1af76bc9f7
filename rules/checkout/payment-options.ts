import type { StoredPaymentMethod } from "../../contract/customer";
import type { PaymentType } from "../../contract/payment";

export interface PaymentOption {
  type: PaymentType;
  label: string;
  /** The stored card or PayPal account this option pays with. */
  paymentMethodId?: number;
}

export interface PaymentOptionsInput {
  loggedIn: boolean;
  isStaff: boolean;
  storedMethods: readonly StoredPaymentMethod[];
  /** What is left to pay after account credit, in minor units. */
  amountDue: number;
}

/**
 * The payment methods that apply (spec section 4 "Payment type options"): nothing to pay means
 * no-payment only, for staff too (the server records a staff order with nothing due as no-payment);
 * stored methods only when logged in; staff only for staff.
 */
export function paymentOptions({ loggedIn, isStaff, storedMethods, amountDue }: PaymentOptionsInput): PaymentOption[] {
  if (amountDue === 0) return [{ type: "no-payment", label: "Nothing to pay" }];
  const staff: PaymentOption[] = isStaff ? [{ type: "staff", label: "Staff order (no payment)" }] : [];
  const stored: PaymentOption[] = loggedIn
    ? storedMethods.map((method) => ({
        type: method.type === "card" ? "existing-credit-or-debit" : "existing-paypal",
        label: method.label,
        paymentMethodId: method.id,
      }))
    : [];
  return [
    ...stored,
    { type: "new-credit-or-debit", label: "New credit or debit card" },
    { type: "paypal", label: "PayPal" },
    { type: "direct-debit", label: "Direct debit" },
    ...staff,
  ];
}
