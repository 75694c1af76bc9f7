import { randomInt } from "node:crypto";
import { brandTerms } from "../../../brands/terms";
import type { OrderStatus } from "../../../contract/order";
import type { BasketLifecycleEvent } from "../../../machines/basket-lifecycle/basket-lifecycle.machine";
import { lifecyclePhase } from "../../../machines/basket-lifecycle/selectors";
import type { StorefrontDb } from "../../db/database";
import { type ClaimedBasket, openPaymentOf } from "../lifecycle/basket-lifecycle";
import { inBasketTransaction } from "../lifecycle/basket-transaction";
import { basketPayer } from "../lifecycle/payer";
import { amountDue } from "../payments/amount-due";
import { loadCheckoutBasket } from "../payments/checkout-basket";
import { type PaymentProvider, PaymentProviderError } from "../payments/payment-provider";
import { movePayment, type PaymentRow, paymentById } from "../payments/payment-store";
import type { PlaceOrderFaultPoint } from "./fault-points";
import { type OrderRow, orderForBasket } from "./order-store";

export interface OrderToPlace {
  basketId: string;
  /** How the order is paid: by the basket's open payment, or with none (credit pays it all, or staff place it). */
  payment: { kind: "paid" } | { kind: "withoutPayment"; byStaff: boolean };
  /** The order's status from its payment as it is inside the transaction (it may have settled meanwhile). */
  statusFor: (payment: PaymentRow | null) => OrderStatus;
  paymentTypeWithout: string;
}

export interface PlacingDeps {
  /** Null in production, where no provider is connected: no payment can have started there. */
  provider: PaymentProvider | null;
  /** Awaited at each named step; the fault tests kill the process or pause it there. */
  reached: (point: PlaceOrderFaultPoint) => Promise<void>;
}

export type PlaceOrderOutcome =
  | { kind: "placed"; order: OrderRow; created: boolean }
  /** The credit the order counted on was spent meanwhile (another basket): nothing was written. */
  | { kind: "credit_unavailable" }
  /** No payment holds money for the basket (never started, refused, or replaced by a newer one): nothing written. */
  | { kind: "payment_incomplete" }
  /** The basket's total is no longer what the payment pays (it changed after paying): nothing was written. */
  | { kind: "basket_changed" }
  /** The provider refused or did not answer the capture: nothing was written, the payment is still authorised. */
  | { kind: "provider_failed"; reason: string }
  /** The browser replaced the basket by a newer one: it is never ordered (its payment was released then). */
  | { kind: "basket_replaced" };

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

/** Why the basket's lifecycle does not take the order: the payment was cancelled by a change, or there is none. */
function refusalOf(claimed: ClaimedBasket): NotPlaced {
  const { snapshot } = claimed;
  if (lifecyclePhase(snapshot) === "moneyHeld" || snapshot.context.cancelledBecause === "basket_changed")
    return { kind: "basket_changed" };
  if (snapshot.context.cancelledBecause === "credit_spent") return { kind: "credit_unavailable" };
  return { kind: "payment_incomplete" };
}

/**
 * Places the basket's one order in one transaction that holds the basket (its lifecycle, machines/basket-lifecycle):
 * the basket and its total are re-read there, and the lifecycle takes the order only when the captured payment plus
 * the credit equals that total. The order row, its items and action, the credit it uses (only if the account still
 * has it), the capture of its payment and the basket's new state commit together. A crash or failure anywhere before
 * the commit leaves nothing, so a retry starts from scratch and does everything once; after the commit a retry finds
 * the order. The unique basket_id decides a race: one transaction inserts, every other one gets that same order.
 */
export async function placeOrderOnce(
  db: StorefrontDb,
  toPlace: OrderToPlace,
  { provider, reached }: PlacingDeps,
): Promise<PlaceOrderOutcome> {
  const { basketId } = toPlace;
  try {
    const done = await inBasketTransaction(db, provider, basketId, async (trx, claimed, apply) => {
      const earlier = await orderForBasket(trx, basketId);
      if (earlier) return { kind: "placed", order: earlier, created: false } as const;
      if (lifecyclePhase(claimed.snapshot) === "replaced") throw new PlacementStopped({ kind: "basket_replaced" });
      const basket = await loadCheckoutBasket(trx, basketId);
      if (!basket) throw new Error(`Basket ${basketId} vanished while its order was being placed.`);
      const orderId = newOrderId();
      const { total } = basket.price;
      let payment: PaymentRow | null = null;
      let creditMinor: number;
      let event: BasketLifecycleEvent;
      if (toPlace.payment.kind === "paid") {
        const open = openPaymentOf(claimed);
        if (!open) throw new PlacementStopped(refusalOf(claimed));
        payment = (await paymentById(trx, open.id)) ?? null;
        if (payment?.status !== "authorized" && payment?.status !== "pending")
          throw new PlacementStopped({ kind: "payment_incomplete" });
        creditMinor = open.credit;
        const payer = await basketPayer(trx, basketId);
        event = { type: "order.place", orderId, total, currency: basket.currency, payer };
      } else {
        const due = await amountDue(trx, basket);
        creditMinor = due.credit_applied;
        event = {
          type: "order.placeWithoutPayment",
          orderId,
          total,
          credit: creditMinor,
          currency: basket.currency,
          byStaff: toPlace.payment.byStaff,
        };
      }
      if (!claimed.snapshot.can(event))
        throw new PlacementStopped(
          toPlace.payment.kind === "paid" ? refusalOf(claimed) : { kind: "credit_unavailable" },
        );

      const status = toPlace.statusFor(payment);
      const createdAt = new Date().toISOString();
      const row: OrderRow = {
        id: orderId,
        basket_id: basketId,
        payment_id: payment?.id ?? null,
        payment_type: payment?.type ?? toPlace.paymentTypeWithout,
        customer_id: basket.customerId,
        status,
        total_minor: total,
        tax_minor: basket.price.tax,
        tax_rate_percent: basket.price.tax_rate_percent,
        currency: basket.currency,
        created_at: createdAt,
        // Set after the commit, once the confirmation mail was accepted (orders/order-confirmation.ts).
        confirmation_sent_at: null,
        credit_minor: creditMinor,
        // Paying accepts the brand's terms (the sentence beside Pay): accepted when the payment was started.
        terms_slug: brandTerms[basket.brand].slug,
        terms_version: brandTerms[basket.brand].version,
        terms_accepted_at: payment?.created_at ?? createdAt,
      };
      const inserted = await trx
        .insertInto("orders")
        .values(row)
        .onConflict((oc) => oc.column("basket_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        const existing = await orderForBasket(trx, basketId);
        if (!existing) throw new Error(`The order of basket ${basketId} vanished while it was being placed.`);
        return { kind: "placed", order: existing, created: false } as const;
      }
      await reached("after-order-row");

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
              period: line.period,
              renew_price_minor: line.renew_price,
            })),
          )
          .execute();
      const action = followUpAction(status);
      if (action)
        await trx
          .insertInto("order_actions")
          .values({ id: randomInt(1, 2 ** 31 - 1), order_id: row.id, type: action, processed: 0 })
          .execute();
      await reached("after-order-items");

      if (creditMinor > 0) await takeCredit(trx, basket.customerId, creditMinor);
      await reached("after-credit-taken");

      // The lifecycle checked paid = total above; its new state is written with the rows it guards.
      await apply(event);
      if (payment) {
        const stillPayable =
          payment.status === "authorized"
            ? await movePayment(trx, payment.id, "authorized", { status: "captured" })
            : await movePayment(trx, payment.id, "pending", { status: "pending" });
        if (!stillPayable) throw new PlacementStopped({ kind: "payment_incomplete" });
        await reached("after-capture-recorded");
        if (payment.status === "authorized") {
          if (!provider) throw new PaymentProviderError("No payment provider is connected to capture the payment.");
          await provider.capture(payment);
          await reached("after-provider-capture");
        }
      }
      return { kind: "placed", order: row, created: true } as const;
    });
    if (!done) return { kind: "payment_incomplete" };
    if (done.result.created) await reached("after-commit");
    return done.result;
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
