import type { Context } from "hono";
import type { CheckoutCallErrorCode } from "../../../contract/payment";
import { apiError } from "../../http/api-error";
import { LifecycleRefused } from "../lifecycle/basket-lifecycle";

const errorStatus: Partial<Record<CheckoutCallErrorCode, 401 | 402 | 403 | 404 | 409 | 422 | 502 | 503>> = {
  declined: 402,
  duplicate_transaction: 409,
  price_changed: 409,
  basket_changed: 409,
  basket_ordered: 409,
  basket_replaced: 409,
  authentication: 403,
  not_found: 404,
  not_yours: 403,
  not_logged_in: 401,
  no_payment: 404,
  staff_only: 403,
  payment_incomplete: 409,
  credit_unavailable: 409,
  payment_provider_failed: 502,
  provider_unavailable: 503,
};

/** A checkout call's error answer, at the status its code has (422 for the rest). */
export function paymentError(
  c: Context,
  code: CheckoutCallErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return apiError(c, errorStatus[code] ?? 422, code, message, extra);
}

/** A refusal decided inside a basket's transaction: the transaction rolls back, and the route answers it. */
export class Refusal extends Error {
  constructor(
    readonly code: CheckoutCallErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Runs a basket transaction; a Refusal or a state the lifecycle does not take comes back as a Refusal. */
export async function refusable<T>(run: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    if (error instanceof LifecycleRefused)
      return new Refusal("duplicate_transaction", "This basket has already been ordered and paid.");
    throw error;
  }
}
