import type { StorefrontDb } from "../../db/database";
import { type PaymentProvider, PaymentProviderError } from "../payments/payment-provider";
import { movePayment, type PaymentRow } from "../payments/payment-store";
import { setOrderStatus } from "./order-store";

/**
 * A payment-pending order whose payment the provider has now authorised: the order becomes charged and the payment
 * captured together, or neither (a provider failure leaves both as they were, to settle on a later read).
 * Answers whether the order is charged now.
 */
export async function settlePendingOrder(
  db: StorefrontDb,
  provider: PaymentProvider,
  orderId: string,
  payment: PaymentRow,
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await setOrderStatus(trx, orderId, ["payment pending"], "charged"))) return false;
      if (!(await movePayment(trx, payment.id, "authorized", { status: "captured" })))
        throw new Error(`Payment ${payment.id} of order ${orderId} is not authorised; the order stays pending.`);
      await provider.capture(payment);
      return true;
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) return false;
    throw error;
  }
}
