import { basketNotFoundError, basketOrderedError, basketReplacedError } from "../../../contract/basket";

import type { BasketLifecycleEvent } from "../../../machines/basket-lifecycle/basket-lifecycle.machine";
import { lifecyclePhase } from "../../../machines/basket-lifecycle/selectors";
import type { StorefrontDb } from "../../db/database";
import { currentMetrics } from "../../metrics/metrics-context";
import { type VoidReason, voidReasonOf } from "../../metrics/storefront-metrics";
import { loadBasket, priceLoadedBasket } from "../baskets/basket-store";
import type { PaymentProvider } from "../payments/payment-provider";
import { type PaymentRow, paymentById } from "../payments/payment-store";
import { applyBasketEvent, type ClaimedBasket, claimBasket, LifecycleRefused } from "./basket-lifecycle";
import { basketPayer } from "./payer";

/** Applies an event to the basket claimed by the running transaction; what it voids is released after the commit. */
export type ApplyEvent = (event: BasketLifecycleEvent) => Promise<void>;

/**
 * Runs `work` in one transaction that holds the basket (see basket-lifecycle.ts), then asks the provider to release
 * the money of every payment an applied event voided: only after the commit, so a rollback never releases money that
 * an order still counts on. Null when there is no such basket.
 */
export async function inBasketTransaction<T>(
  db: StorefrontDb,
  provider: PaymentProvider | null,
  basketId: string,
  work: (trx: StorefrontDb, claimed: ClaimedBasket, apply: ApplyEvent) => Promise<T>,
): Promise<{ result: T } | null> {
  const done = await db.transaction().execute(async (trx) => {
    const claimed = await claimBasket(trx, basketId);
    if (!claimed) return null;
    const released: PaymentRow[] = [];
    const voidedBy: VoidReason[] = [];
    const apply: ApplyEvent = async (event) => {
      const applied = await applyBasketEvent(trx, claimed, event);
      released.push(...applied.toRelease);
      const reason = voidReasonOf(event.type);
      if (reason) for (let i = 0; i < applied.voided; i++) voidedBy.push(reason);
    };
    return { result: await work(trx, claimed, apply), released, voidedBy };
  });
  if (!done) return null;
  const metrics = currentMetrics();
  for (const reason of done.voidedBy) metrics?.paymentVoided(reason);
  // Without a provider (production, none connected) no payment could have started, so none holds money to release.
  for (const payment of done.released) await provider?.void(payment);
  return { result: done.result };
}

/** An edit the basket's state does not take: it has been ordered, or replaced by a newer basket. */
export type EditOutcome = "edited" | "ordered" | "replaced" | "missing";

/** What a refused edit answers, the same from the basket calls and the checkout calls; null when it was made. */
export function editRefusal(outcome: EditOutcome) {
  if (outcome === "ordered") return { status: 409, error: basketOrderedError } as const;
  if (outcome === "replaced") return { status: 409, error: basketReplacedError } as const;
  if (outcome === "missing") return { status: 404, error: basketNotFoundError } as const;
  return null;
}

/**
 * Changes a basket (items, voucher, contact, account, credit choice) and re-prices it in the same transaction: the
 * lifecycle cancels an open payment that no longer pays the new total. An ordered basket is not changed.
 */
export async function editBasket(
  db: StorefrontDb,
  provider: PaymentProvider | null,
  basketId: string,
  write: (trx: StorefrontDb) => Promise<void>,
): Promise<EditOutcome> {
  try {
    const edited = await inBasketTransaction(db, provider, basketId, async (trx, _claimed, apply) => {
      await write(trx);
      const basket = await loadBasket(trx, basketId);
      if (!basket) throw new Error(`Basket ${basketId} vanished while it was being changed.`);
      const payer = await basketPayer(trx, basketId);
      await apply({ type: "basket.edit", total: priceLoadedBasket(basket).total, currency: basket.currency, payer });
    });
    return edited ? "edited" : "missing";
  } catch (error) {
    if (error instanceof LifecycleRefused)
      return lifecyclePhase(error.snapshot) === "replaced" ? "replaced" : "ordered";
    throw error;
  }
}

/**
 * Closes a basket the browser replaced by a newer one: its open payment is voided in the transaction and released
 * after the commit, and it can no longer be paid for or ordered. A basket already ordered or replaced stays as it is.
 */
export async function closeReplacedBasket(
  db: StorefrontDb,
  provider: PaymentProvider | null,
  basketId: string,
): Promise<void> {
  await inBasketTransaction(db, provider, basketId, async (_trx, claimed, apply) => {
    if (claimed.snapshot.can({ type: "basket.replace" })) await apply({ type: "basket.replace" });
  });
}

/**
 * The provider's answer for a payment on its page (authorised, settling, refused, cancelled): the payment row and the
 * basket move together, or neither. False when the payment is no longer the basket's open one (a change to the
 * basket cancelled it meanwhile), in which case nothing is written and nothing is taken.
 */
export async function recordProviderAnswer(
  db: StorefrontDb,
  provider: PaymentProvider | null,
  payment: PaymentRow,
  write: (trx: StorefrontDb) => Promise<boolean>,
  event: "payment.authorise" | "payment.fail",
): Promise<boolean> {
  try {
    const recorded = await inBasketTransaction(db, provider, payment.basket_id, async (trx, _claimed, apply) => {
      const current = await paymentById(trx, payment.id);
      if (current?.status !== "awaiting_customer") return false;
      await apply({ type: event, paymentId: payment.id });
      if (!(await write(trx))) throw new Error(`Payment ${payment.id} moved while its basket was held.`);
      return true;
    });
    return recorded?.result ?? false;
  } catch (error) {
    if (error instanceof LifecycleRefused) return false;
    throw error;
  }
}
