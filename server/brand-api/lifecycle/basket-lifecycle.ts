import { type StateValue, transition } from "xstate";
import { z } from "zod/mini";
import { currencyCodeSchema as currencySchema } from "../../../contract/currency";
import {
  type BasketLifecycleContext,
  type BasketLifecycleEvent,
  basketLifecycleMachine,
  type OpenPayment,
} from "../../../machines/basket-lifecycle/basket-lifecycle.machine";
import type { StorefrontDb } from "../../db/database";
import { movePayment, type PaymentRow, paymentById } from "../payments/payment-store";

/**
 * The server side of machines/basket-lifecycle: a basket's state lives in its row; every event is applied inside the
 * transaction that writes the rows it guards. `claimBasket` first moves the row's version on, which on PostgreSQL
 * locks the row until the transaction ends: an event of another request or process on the same basket waits, then
 * reads the state this one wrote. The statechart decides; the database serialises.
 */

export type BasketLifecycleSnapshot = ReturnType<typeof basketLifecycleMachine.resolveState>;

const storedContextSchema = z.object({
  payment: z.nullable(
    z.object({
      id: z.string(),
      amount: z.number(),
      credit: z.number(),
      currency: currencySchema,
      // Payments from before issue 35 recorded no payer: any edit then cancels them, which is the safe side.
      payer: z._default(z.string(), ""),
    }),
  ),
  cancelledBecause: z.nullable(z.enum(["basket_changed", "credit_spent"])),
  orderId: z.nullable(z.string()),
});

const freshContext: BasketLifecycleContext = { payment: null, cancelledBecause: null, orderId: null };

/** `paymentOpen.moneyHeld` as XState's state value, and back. */
function stateValueOf(dotted: string): StateValue {
  const [head, ...rest] = dotted.split(".");
  return rest.length === 0 ? head : { [head]: stateValueOf(rest.join(".")) };
}
function dottedOf(value: StateValue): string {
  if (typeof value === "string") return value;
  const [[head, child]] = Object.entries(value);
  return child === undefined ? head : `${head}.${dottedOf(child)}`;
}

/** A basket's lifecycle as claimed in a transaction: its snapshot and the version the transaction moved it to. */
export interface ClaimedBasket {
  basketId: string;
  snapshot: BasketLifecycleSnapshot;
  version: number;
}

/**
 * Claims the basket for this transaction: its version moves on (locking the row on PostgreSQL; SQLite runs one
 * writing transaction at a time) and its stored state is read. Null when there is no such basket.
 */
export async function claimBasket(trx: StorefrontDb, basketId: string): Promise<ClaimedBasket | null> {
  const row = await trx
    .updateTable("baskets")
    .set((eb) => ({ lifecycle_version: eb("lifecycle_version", "+", 1) }))
    .where("basket_uuid", "=", basketId)
    .returning(["lifecycle_state", "lifecycle_json", "lifecycle_version"])
    .executeTakeFirst();
  if (!row) return null;
  const context = row.lifecycle_json ? storedContextSchema.parse(JSON.parse(row.lifecycle_json)) : freshContext;
  const snapshot = basketLifecycleMachine.resolveState({ value: stateValueOf(row.lifecycle_state), context });
  return { basketId, snapshot, version: Number(row.lifecycle_version) };
}

/** The machine would not take the event in the basket's state: the caller answers why, and nothing is written. */
export class LifecycleRefused extends Error {
  constructor(
    readonly snapshot: BasketLifecycleSnapshot,
    readonly event: BasketLifecycleEvent,
  ) {
    super(`The basket in ${dottedOf(snapshot.value)} does not take ${event.type}.`);
  }
}

/** What applying an event leaves to do after the commit: payments whose held money the provider must release. */
export interface Applied {
  snapshot: BasketLifecycleSnapshot;
  toRelease: PaymentRow[];
  /** Payments it voided, money held or not (counted after the commit). */
  voided: number;
}

/**
 * Applies one event to a claimed basket inside its transaction: throws LifecycleRefused (the caller rolls back) when
 * the machine does not take it; otherwise writes the new state, and voids in the same transaction every payment the
 * machine cancels. The write is conditional on the version claimed, so it can only land on the state it was decided
 * from.
 */
export async function applyBasketEvent(
  trx: StorefrontDb,
  claimed: ClaimedBasket,
  event: BasketLifecycleEvent,
): Promise<Applied> {
  if (!claimed.snapshot.can(event)) throw new LifecycleRefused(claimed.snapshot, event);
  const [next, actions] = transition(basketLifecycleMachine, claimed.snapshot, event);
  const toRelease: PaymentRow[] = [];
  let voided = 0;
  for (const action of actions) {
    if (action.type !== "voidPayment") continue;
    const params = z.object({ payment: z.object({ id: z.string() }) }).parse(action.params);
    const outcome = await voidOpenPayment(trx, params.payment.id);
    if (outcome.voided) voided++;
    if (outcome.toRelease) toRelease.push(outcome.toRelease);
  }
  const written = await trx
    .updateTable("baskets")
    .set({ lifecycle_state: dottedOf(next.value), lifecycle_json: JSON.stringify(next.context) })
    .where("basket_uuid", "=", claimed.basketId)
    .where("lifecycle_version", "=", claimed.version)
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1)
    throw new Error(`Basket ${claimed.basketId} moved while this transaction held it.`);
  claimed.snapshot = next;
  return { snapshot: next, toRelease, voided };
}

/** Marks a payment voided: whether it was, and the payment when it held money the provider must now release. */
async function voidOpenPayment(
  trx: StorefrontDb,
  paymentId: string,
): Promise<{ voided: boolean; toRelease: PaymentRow | null }> {
  const payment = await paymentById(trx, paymentId);
  if (!payment) return { voided: false, toRelease: null };
  const heldMoney = payment.status === "pending" || payment.status === "authorized";
  if (payment.status !== "awaiting_customer" && !heldMoney) return { voided: false, toRelease: null };
  const moved = await movePayment(trx, payment.id, payment.status, { status: "voided" });
  return { voided: moved, toRelease: moved && heldMoney ? payment : null };
}

/** The payment the basket's lifecycle holds open, as the machine remembers it. */
export function openPaymentOf(claimed: ClaimedBasket): OpenPayment | null {
  return claimed.snapshot.context.payment;
}
