import { randomInt } from "node:crypto";
import type { OrderStatus } from "../../../contract/order";
import type { StorefrontDb } from "../../db/database";
import type { CheckoutBasket } from "../payments/checkout-basket";
import { type PaymentProvider, PaymentProviderError } from "../payments/payment-provider";
import { movePayment, type PaymentRow, paymentById } from "../payments/payment-store";
import type { PlaceOrderFaultPoint } from "./fault-points";
import { type OrderRow, orderForBasket } from "./order-store";

export interface OrderToPlace {
  basket: CheckoutBasket;
  /** The authorised or pending payment that pays for the order; null for staff and nothing-to-pay orders. */
  paymentId: string | null;
  paymentType: string;
  /** The order's status from its payment as it is inside the transaction (it may have settled meanwhile). */
  statusFor: (payment: PaymentRow | null) => OrderStatus;
  /** Account credit the order uses: the amount the payment left out, or the zero-basket order's credit applied. */
  creditMinor: number;
}

export interface PlacingDeps {
  provider: PaymentProvider;
  /** Called at each named step; the fault tests kill the process there. */
  reached: (point: PlaceOrderFaultPoint) => void;
}

export type PlaceOrderOutcome =
  | { kind: "placed"; order: OrderRow; created: boolean }
  /** The credit the order counted on was spent meanwhile (another basket): nothing was written. */
  | { kind: "credit_unavailable" }
  /** The payment is no longer authorised or pending (voided by a newer payment): nothing was written. */
  | { kind: "payment_incomplete" }
  /** The provider refused or did not answer the capture: nothing was written, the payment is still authorised. */
  | { kind: "provider_failed"; reason: string };

type NotPlaced = Exclude<PlaceOrderOutcome, { kind: "placed" }>;

/** Thrown inside the transaction to roll it back with the outcome to answer. */
class PlacementStopped extends Error {
  constructor(readonly outcome: NotPlaced) {
    super(outcome.kind);
  }
}

/** Twelve random digits: order numbers visitors can read out, not guessable from another order's number. */
function newOrderId(): string {
  return `${randomInt(1e5, 1e6)}${randomInt(1e5, 1e6)}`;
}

function followUpAction(status: OrderStatus) {
  if (status === "risky") return "review_risk" as const;
  if (status === "payment pending") return "collect_payment" as const;
  return null;
}

/**
 * Places the basket's one order in one transaction: the order row, its items and action, the credit it uses (only if
 * the account still has it) and the capture of its payment. A crash or failure anywhere before the commit leaves
 * nothing, so a retry starts from scratch and does everything once; after the commit a retry finds the order. The
 * unique basket_id decides a race: one transaction inserts, every other one gets that same order.
 */
export async function placeOrderOnce(
  db: StorefrontDb,
  toPlace: OrderToPlace,
  { provider, reached }: PlacingDeps,
): Promise<PlaceOrderOutcome> {
  const { basket } = toPlace;
  try {
    const placed = await db.transaction().execute(async (trx): Promise<PlaceOrderOutcome> => {
      const earlier = await orderForBasket(trx, basket.basketId);
      if (earlier) return { kind: "placed", order: earlier, created: false };
      const payment = toPlace.paymentId === null ? null : ((await paymentById(trx, toPlace.paymentId)) ?? null);
      if (toPlace.paymentId !== null && payment?.status !== "authorized" && payment?.status !== "pending")
        throw new PlacementStopped({ kind: "payment_incomplete" });
      const status = toPlace.statusFor(payment);
      const row: OrderRow = {
        id: newOrderId(),
        basket_id: basket.basketId,
        payment_id: payment?.id ?? null,
        payment_type: toPlace.paymentType,
        customer_id: basket.customerId,
        status,
        total_minor: basket.price.total,
        currency: basket.currency,
        created_at: new Date().toISOString(),
      };
      const inserted = await trx
        .insertInto("orders")
        .values(row)
        .onConflict((oc) => oc.column("basket_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        const existing = await orderForBasket(trx, basket.basketId);
        if (!existing) throw new Error(`The order of basket ${basket.basketId} vanished while it was being placed.`);
        return { kind: "placed", order: existing, created: false };
      }
      reached("after-order-row");

      const lines = basket.price.lines;
      if (lines.length > 0)
        await trx
          .insertInto("order_items")
          .values(
            lines.map((line, position) => ({
              order_id: row.id,
              position,
              codename: line.codename,
              name: line.description,
              price_minor: line.price - line.discount,
            })),
          )
          .execute();
      const action = followUpAction(status);
      if (action)
        await trx
          .insertInto("order_actions")
          .values({ id: randomInt(1, 2 ** 31 - 1), order_id: row.id, type: action, processed: 0 })
          .execute();
      reached("after-order-items");

      if (toPlace.creditMinor > 0) await takeCredit(trx, basket.customerId, toPlace.creditMinor);
      reached("after-credit-taken");

      if (payment) {
        // The conditional update also locks the payment row, so a newer payment cannot void it until we commit.
        const stillPayable =
          payment.status === "authorized"
            ? await movePayment(trx, payment.id, "authorized", { status: "captured" })
            : await movePayment(trx, payment.id, "pending", { status: "pending" });
        if (!stillPayable) throw new PlacementStopped({ kind: "payment_incomplete" });
        reached("after-capture-recorded");
        if (payment.status === "authorized") {
          await provider.capture(payment);
          reached("after-provider-capture");
        }
      }
      return { kind: "placed", order: row, created: true };
    });
    if (placed.kind === "placed" && placed.created) reached("after-commit");
    return placed;
  } catch (error) {
    if (error instanceof PlacementStopped) return error.outcome;
    if (error instanceof PaymentProviderError) return { kind: "provider_failed", reason: error.message };
    throw error;
  }
}

/** Takes credit from the account only while it has that much: two orders can never spend the same credit. */
async function takeCredit(trx: StorefrontDb, customerId: number | null, amountMinor: number) {
  if (customerId === null) throw new Error("Only an account's order can use account credit.");
  const result = await trx
    .updateTable("customers")
    .set((eb) => ({ credit_minor: eb("credit_minor", "-", amountMinor) }))
    .where("id", "=", customerId)
    .where("credit_minor", ">=", amountMinor)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new PlacementStopped({ kind: "credit_unavailable" });
}
