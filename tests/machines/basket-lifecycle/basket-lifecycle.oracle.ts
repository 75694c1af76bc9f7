import type { SnapshotFrom } from "xstate";
import type { basketLifecycleMachine } from "../../../machines/basket-lifecycle/basket-lifecycle.machine";
import { lifecyclePhase } from "../../../machines/basket-lifecycle/selectors";
import type { ModelOracle, ModelStep } from "../support/model-paths";

/**
 * The basket lifecycle oracle: issue 23's rule, written from the issue and not from the machine (nothing of
 * machines/basket-lifecycle is imported but its types and
 * `lifecyclePhase`, what the server's routes read). An order is placed only when the open payment, which the
 * provider holds, plus its credit equals the basket's total in the same currency; credit or staff may place it
 * without a payment. A change to the total while a payment is open cancels that payment (the provider releases it)
 * and the basket is open again; a change that leaves the total as it was keeps the payment. A newer payment replaces
 * (and cancels) the open one. A refusal or a cancellation at the provider ends the payment. Once ordered, nothing
 * changes. Events the rule does not allow change nothing at all. Issue 35: a payment pays for who pays (contact,
 * account, credit choice) as much as for the total: a change of payer cancels it, and no order is placed for another.
 * A basket the browser replaced by a newer one cancels its open payment and is over: it is never ordered.
 */

type Machine = typeof basketLifecycleMachine;
type Snapshot = SnapshotFrom<Machine>;
type Step = ModelStep<Machine>;

interface Payment {
  id: string;
  amount: number;
  credit: number;
  currency: string;
  payer: string;
}

/** Where the rule says the basket is. */
type Phase = "open" | "atProvider" | "moneyHeld" | "ordered" | "replaced";

interface Memory {
  phase: Phase;
  payment: Payment | null;
  orderId: string | null;
  /** Why the server last cancelled a payment, so the shopper can be told. */
  cancelledBecause: "basket_changed" | "credit_spent" | null;
}

/** Phases after which nothing can happen to the basket. */
const over = (phase: Phase) => phase === "ordered" || phase === "replaced";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pays = (payment: Payment, basket: { total: number; currency: string; payer: string }) =>
  payment.currency === basket.currency &&
  payment.amount + payment.credit === basket.total &&
  payment.payer === basket.payer;

/** The rule's next phase and payment for one event; `voided` is the payment the event cancels, if any. */
function next(memory: Memory, event: Step["event"]): { memory: Memory; voided: Payment | null } {
  const unchanged = { memory, voided: null };
  if (event === null || over(memory.phase)) return unchanged;
  const open = memory.payment;
  switch (event.type) {
    case "basket.edit": {
      if (!open || pays(open, event)) return unchanged;
      return {
        memory: { ...memory, phase: "open", payment: null, cancelledBecause: "basket_changed" },
        voided: open,
      };
    }
    case "payment.start": {
      const { payment, total } = event;
      if (payment.amount < 0 || payment.credit < 0 || payment.amount + payment.credit !== total) return unchanged;
      return {
        memory: {
          ...memory,
          phase: event.atProvider ? "atProvider" : "moneyHeld",
          payment,
          cancelledBecause: null,
        },
        voided: open,
      };
    }
    case "payment.authorise":
      if (memory.phase !== "atProvider" || open?.id !== event.paymentId) return unchanged;
      return { memory: { ...memory, phase: "moneyHeld" }, voided: null };
    case "payment.fail":
      if (memory.phase !== "atProvider" || open?.id !== event.paymentId) return unchanged;
      return { memory: { ...memory, phase: "open", payment: null }, voided: null };
    case "payment.creditSpent":
      if (memory.phase !== "moneyHeld" || open?.id !== event.paymentId) return unchanged;
      return {
        memory: { ...memory, phase: "open", payment: null, cancelledBecause: "credit_spent" },
        voided: open,
      };
    case "order.place":
      if (memory.phase !== "moneyHeld" || !open || !pays(open, event)) return unchanged;
      return { memory: { ...memory, phase: "ordered", orderId: event.orderId }, voided: null };
    case "order.placeWithoutPayment": {
      const { byStaff, credit, total } = event;
      if (!byStaff && !(credit >= 0 && credit === total)) return unchanged;
      const cancelledBecause = memory.phase === "open" ? null : memory.cancelledBecause;
      return {
        memory: { ...memory, phase: "ordered", payment: null, orderId: event.orderId, cancelledBecause },
        voided: open,
      };
    }
    case "basket.replace":
      return { memory: { ...memory, phase: "replaced", payment: null }, voided: open };
  }
  return unchanged;
}

function stateProblems(snapshot: Snapshot, memory: Memory): string[] {
  const problems: string[] = [];
  // The server's routes read the phase: it must be the rule's.
  const phase = lifecyclePhase(snapshot);
  if (phase !== memory.phase) problems.push(`the basket should be ${memory.phase}, yet the server reads ${phase}`);
  const c = snapshot.context;
  if (memory.phase !== "ordered" && !same(c.payment, memory.payment))
    problems.push(`holds payment ${JSON.stringify(c.payment)}, the rule says ${JSON.stringify(memory.payment)}`);
  if (c.orderId !== memory.orderId) problems.push(`order ${c.orderId}, the rule says ${memory.orderId}`);
  if (memory.phase === "open" && c.cancelledBecause !== memory.cancelledBecause)
    problems.push(`tells the shopper ${c.cancelledBecause}, the rule says ${memory.cancelledBecause}`);
  // An ordered or replaced basket's life is over: nothing it is sent can move it again.
  if ((snapshot.status === "done") !== over(memory.phase))
    problems.push(over(memory.phase) ? `${memory.phase}, yet its life goes on` : "finished while still in use");
  return problems;
}

/**
 * The lifecycle oracle. `released` is the log the model's `voidPayment` action writes: each step checks the payments
 * it cancelled against the rule.
 */
export function basketLifecycleOracle(released: { id: string }[]): ModelOracle<Machine> {
  return () => {
    let memory: Memory = { phase: "open", payment: null, orderId: null, cancelledBecause: null };
    let seen = released.length;
    return (step) => {
      const problems: string[] = [];
      const { memory: after, voided } = next(memory, step.event);
      const cancelled = released.slice(seen).map((payment) => payment.id);
      seen = released.length;
      const expected = voided ? [voided.id] : [];
      if (!same(cancelled, expected)) {
        const what = step.event?.type ?? "start";
        if (expected.length > 0 && cancelled.length === 0)
          problems.push(`${what} kept payment ${expected[0]}, which the rule cancels`);
        else problems.push(`${what} cancelled [${cancelled}], the rule cancels [${expected}]`);
      }
      if (
        step.event?.type === "order.place" &&
        lifecyclePhase(step.after) === "ordered" &&
        (!step.before || lifecyclePhase(step.before) !== "ordered")
      ) {
        // The heart of issue 23, named on its own: the machine ordered; did the payment pay that total?
        const open = memory.payment;
        if (!open || !pays(open, step.event))
          problems.push(
            `an order was placed for ${step.event.total} while the payment pays ${open ? open.amount + open.credit : 0}`,
          );
      }
      memory = after;
      problems.push(...stateProblems(step.after, memory));
      return problems;
    };
  };
}
