import { describe, expect, it } from "vitest";
import { type AnyStateMachine, assign, StateMachine } from "xstate";
import { basketMachine } from "../../../machines/basket/basket.machine";
import { editBasisOf } from "../../../machines/basket/basket-context";
import { type BasketChange, type BasketEdit, editBasket } from "../../../rules/basket/edits";
import { toOrderItems } from "../../../rules/basket/order-items";
import { checkModelPaths, modelPaths, type PathFailure } from "../support/model-paths";
import { basketModel } from "./basket.model";

/**
 * Issue 13: paths generated from a machine and replayed against the same machine cannot fail on state names alone.
 * Each mutant below is a bug the basket could have had, replayed on paths whose states it reaches just as the real
 * machine does (a mutant that changes a transition gets paths generated from itself), so state names cannot tell;
 * only the basket oracle can find the bug, and these tests prove that it does. The real machine passes the same paths
 * (and all of its paths in basket-model.test.ts).
 */

type BasketMachine = typeof basketMachine;

/** The basket machine with the transitions of `event` in `ready` changed, and the same implementations. */
function withReadyTransition(event: string, update: (transition: object) => object): BasketMachine {
  const ready = basketMachine.config.states?.ready;
  const transition = ready?.on?.[event as keyof NonNullable<typeof ready.on>];
  if (!ready || typeof transition !== "object" || transition === null) throw new Error(`ready has no ${event}`);
  const config = {
    ...basketMachine.config,
    states: { ...basketMachine.config.states, ready: { ...ready, on: { ...ready.on, [event]: update(transition) } } },
  };
  // The changed config keeps the original's types; XState cannot infer them from a config built at run time.
  const machine: AnyStateMachine = new StateMachine(config as BasketMachine["config"], basketMachine.implementations);
  return machine as unknown as BasketMachine;
}

/** The real reducer, then `spoil` applied to its result: a bug in what the basket keeps after an edit. */
function withEdit(
  spoil: (
    edited: ReturnType<typeof editBasket>,
    before: ReturnType<typeof editBasket>,
  ) => ReturnType<typeof editBasket>,
) {
  return basketMachine.provide({
    actions: {
      editBasket: assign(({ context }, edit: BasketChange) => ({
        contents: spoil(editBasket(context.contents, edit, editBasisOf(context)), context.contents),
      })),
    },
  });
}

/** Mutant 1: a free-registered domain keeps the period the visitor chose instead of 1y. */
const freeDomainKeepsItsPeriod = withEdit((edited) => ({
  ...edited,
  domains: edited.domains.map((d) => (d.free_register_id === null ? d : { ...d, period: "2y" })),
}));

/** Mutant 2: the basket error is not recomputed after a change (it keeps the one before). */
const staleBasketError = withEdit((edited, before) => ({ ...edited, error: before.error }));

/** Mutant 3: adding a domain is not stored. */
const domainNotStored = withReadyTransition("basket.domain.add", (transition) => ({
  ...transition,
  actions: [{ type: "editBasket", params: ({ event }: { event: BasketEdit }) => event }],
}));

/** Mutant 4: checkout opens while the basket has an error. */
const checkoutDespiteError = basketMachine.provide({
  guards: { canCheckout: ({ context }) => toOrderItems(context.contents).length > 0 },
});

/**
 * Mutant 5 (issue 27): checkout needs two items. Too strict, so the paths generated from it never check out a basket
 * of one line, and no transition goes missing (the guard's other branch is a refusal); only the accepted-events check
 * can tell.
 */
const checkoutNeedsTwoItems = basketMachine.provide({
  guards: {
    canCheckout: ({ context }) => toOrderItems(context.contents).length > 1 && context.contents.error === null,
  },
});

/** Every problem of every failing path, one per line, to match against. */
const problemsOf = (failures: PathFailure[]) => failures.flatMap((f) => f.problems.map((p) => `${f.path}: ${p}`));

/** The real machine's paths that send one of `types`: those that can show a broken change. */
const realModel = basketModel();
const realPaths = modelPaths(realModel);
const pathsSending = (...types: string[]) =>
  realPaths.filter((path) => path.events.some((event) => types.includes(event.type)));

/**
 * The problems found replaying `paths` on `mutant`. Mutants that change no transition take the real machine's own
 * paths to the same states (no "generated" mismatch, checked below), just as paths generated from them would.
 */
function problemsOn(mutant: BasketMachine, paths = pathsSending("basket.domain.add", "basket.hosting.add")): string[] {
  return problemsOf(checkModelPaths(basketModel(mutant), paths));
}

describe("basket oracle against mutants (issue 13)", () => {
  it("the real machine passes: its paths that add domains and hosting or check out replay, and the oracle finds nothing", () => {
    const paths = pathsSending("basket.domain.add", "basket.hosting.add", "basket.checkout");
    expect(paths.length).toBeGreaterThan(0);
    expect(checkModelPaths(realModel, paths)).toEqual([]);
  });

  it("catches a free-registered domain that keeps the period chosen, not 1y", () => {
    const problems = problemsOn(freeDomainKeepsItsPeriod);
    expect(problems.some((p) => /free-registered \S+ has period 2y, the spec says 1y/.test(p))).toBe(true);
    expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
  });

  it("catches a basket error that is not recomputed after a change", () => {
    const problems = problemsOn(staleBasketError);
    expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
    expect(
      problems.some((p) => p.includes("the basket error is null, the spec's rule gives NO_DOMAIN_FOR_HOSTING")),
    ).toBe(true);
  });

  it("catches an added domain that is not kept in storage", () => {
    const problems = problemsOn(domainNotStored);
    expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
    expect(problems.some((p) => p.includes("(basket.domain.add): the changed basket was not stored once"))).toBe(true);
  });

  it("catches checkout opened while the basket has an error", () => {
    // This one changes a transition: its paths are generated from it, so it checks out where the real one cannot.
    const model = basketModel(checkoutDespiteError);
    const paths = modelPaths(model).filter((path) => path.events.some((event) => event.type === "basket.checkout"));
    const problems = problemsOf(checkModelPaths(model, paths));
    expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
    expect(problems.some((p) => p.includes("(basket.checkout): checkout opened for this basket"))).toBe(true);
  });

  it("catches checkout refused for a basket of one item (a guard too strict, issue 27)", () => {
    const model = basketModel(checkoutNeedsTwoItems);
    const paths = modelPaths(model);
    const problems = problemsOf(checkModelPaths(model, paths));
    expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
    expect(
      problems.some((p) => p.includes('the spec says basket.checkout is accepted: {"type":"basket.checkout"}')),
    ).toBe(true);
  });
});
