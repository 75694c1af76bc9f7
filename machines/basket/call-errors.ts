/** Messages for failed basket calls: the brand API's own message when it sent one (spec section 8 "Basket errors"). */

/** The `error` code of an error answer, if the failure carried one (used_max, not_yours, ...). */
export function basketCallErrorCode(error: unknown): string | null {
  const body = (error as { body?: { error?: unknown } } | null)?.body;
  return typeof body?.error === "string" ? body.error : null;
}

export function basketCallErrorMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === "string" ? body.message : fallback;
}

export const orderQueryErrorMessage = "There was an error placing your order.";
export const checkoutStartErrorMessage =
  "We could not start your checkout. Please check your connection and try again.";
export const voucherCheckErrorMessage = "We could not check this voucher. Please try again.";
export const voucherUsedMaxMessage =
  "This voucher is no longer eligible: it has been used the maximum number of times.";
