import type { StoredPaymentMethod } from "../../contract/customer";
import type { PaymentType } from "../../contract/payment";
import { paymentMethod, paymentTypesOffered, storedPaymentType } from "../../contract/payment-methods";

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

const optionsOffered = (offered: "always" | "staff" | "nothing-due"): PaymentOption[] =>
  paymentTypesOffered(offered).map((type) => ({ type, label: paymentMethod(type).label }));

/**
 * The payment methods that apply (spec section 4 "Payment type options"), from the payment method table: nothing to
 * pay means no-payment only, for staff too (the server records a staff order with nothing due as no-payment); stored
 * methods only when logged in; staff only for staff.
 */
export function paymentOptions({ loggedIn, isStaff, storedMethods, amountDue }: PaymentOptionsInput): PaymentOption[] {
  if (amountDue === 0) return optionsOffered("nothing-due");
  const stored: PaymentOption[] = loggedIn
    ? storedMethods.flatMap((method) => {
        const type = storedPaymentType(method.type);
        return type ? [{ type, label: method.label, paymentMethodId: method.id }] : [];
      })
    : [];
  return [...stored, ...optionsOffered("always"), ...(isStaff ? optionsOffered("staff") : [])];
}
