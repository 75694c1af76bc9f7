import { basketErrorSchema } from "../../contract/basket";
import { callFailureCodeIn, commonErrorCodes, isCallFailure } from "../../contract/errors";
import { type CheckoutCallErrorCode, checkoutCallErrorCodes, paymentErrorCodes } from "../../contract/payment";

/**
 * The code of a failed checkout call (the error envelope's `code`: declined, not_found, timeout...), or "other" when
 * the failure carried none we know (a bug, an unreadable answer), which shows the spec's catch-all payment message.
 */
export function callErrorCode(error: unknown): CheckoutCallErrorCode {
  return callFailureCodeIn(error, [...paymentErrorCodes, ...checkoutCallErrorCodes, ...commonErrorCodes]) ?? "other";
}

/** The items a not_yours answer lists (spec section 8: it lists the items, never personal data); none otherwise. */
export function listedItems(error: unknown): string[] {
  const body = isCallFailure(error) ? basketErrorSchema.safeParse(error.body) : null;
  return body?.success ? (body.data.items ?? []) : [];
}
