import type { SnapshotFrom } from "xstate";
import type { basketLifecycleMachine } from "./basket-lifecycle.machine";

type BasketLifecycleSnapshot = SnapshotFrom<typeof basketLifecycleMachine>;

/**
 * Where a basket is in its life, as the server's routes ask it: open to changes, at the provider (a payment started
 * and not answered), money held (the order may be placed when it pays the total), ordered, or replaced by a newer
 * basket of the same browser. Each phase is one state, so it is read here, beside the machine, rather than through
 * tags that would each rename one state (issue 38).
 */
export type BasketLifecyclePhase = "open" | "atProvider" | "moneyHeld" | "ordered" | "replaced";

export function lifecyclePhase(snapshot: BasketLifecycleSnapshot): BasketLifecyclePhase {
  if (snapshot.matches("placed")) return "ordered";
  if (snapshot.matches("superseded")) return "replaced";
  if (snapshot.matches({ paymentOpen: "moneyHeld" })) return "moneyHeld";
  if (snapshot.matches({ paymentOpen: "awaitingProvider" })) return "atProvider";
  return "open";
}
