import type { Contact, StoredPaymentMethod } from "../../contract/customer";

/** The logged-in customer as checkout needs them (spec section 4 "Login"). */
export interface Account {
  userId: number;
  customerId: number;
  email: string;
  contact: Contact | null;
  paymentMethods: StoredPaymentMethod[];
  /** Account credit in minor units. */
  credit: number;
  isStaff: boolean;
}

export const loginErrorMessages = {
  linkInvalid: "This login link has expired or was already used. Ask for a new one below.",
  accountUnavailable: "We could not load your account. Please try again.",
  logoutFailed: "We could not log you out. Please try again.",
  linkNotSent: "We could not send the login link. Please try again.",
  unavailable: "We could not log you in right now. Please try again in a moment.",
  humanCheckRequired: "There were too many failed logins. Please confirm you are human and try again.",
  humanCheckFailed: "The human check did not pass. Please try it again.",
} as const;
