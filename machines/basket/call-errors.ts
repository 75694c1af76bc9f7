/** Messages for failed basket calls: the brand API's own message when it sent one (spec section 8 "Basket errors"). */
import { type BasketCallErrorCode, basketCallErrorCodes } from "../../contract/basket";
import { callFailureCodeIn, commonErrorCodes, serverMessageOf } from "../../contract/errors";

/** The code of a failed basket call (used_max, not_yours, timeout...), or null when it carried none we know. */
export function basketCallErrorCode(error: unknown): BasketCallErrorCode | null {
  return callFailureCodeIn(error, [...basketCallErrorCodes, ...commonErrorCodes]);
}

/** The brand API's sentence for a failed call; the fallback when none came (timeout, network, unreadable answer). */
export function basketCallErrorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

export const orderQueryErrorMessage = "There was an error placing your order.";
export const checkoutStartErrorMessage =
  "We could not start your checkout. Please check your connection and try again.";
export const voucherCheckErrorMessage = "We could not check this voucher. Please try again.";
export const voucherUsedMaxMessage =
  "This voucher is no longer eligible: it has been used the maximum number of times.";
