import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import { withConfigChange } from "../support/config-mutant";
import { checkModelPaths, type ModelEventOf, type PathFailure } from "../support/model-paths";
import { checkoutModel } from "./checkout.model";

/**
 * Issue 13: paths generated from a machine and replayed against the same machine cannot fail on state names alone.
 * Each mutant below is a bug the checkout could have (the first one it had). Its model paths are generated from the
 * mutant itself, so the replayed states always match; only the checkout oracle can find the bug, and these tests
 * prove that it does. Each runs on the few events its bug needs, so that it stays quick; the real machine passes the
 * very same paths.
 */

type CheckoutMachine = typeof checkoutMachine;
type ModelEvent = ModelEventOf<CheckoutMachine>;

/** The checkout model of `machine` with only the events `keep` accepts (delays and plain failures are always added). */
function focusedModel(machine: CheckoutMachine, keep: (event: ModelEvent) => boolean) {
  const model = checkoutModel(machine);
  return { ...model, events: (snapshot: Parameters<typeof model.events>[0]) => model.events(snapshot).filter(keep) };
}

const withoutVoucher = (event: ModelEvent) => event.type !== "checkout.open" || event.voucher === null;
const ofTypes =
  (...types: string[]) =>
  (event: ModelEvent) =>
    types.includes(event.type) && withoutVoucher(event);

/** Every problem of every failing path, one per line, to match against. */
const problemsOf = (failures: PathFailure[]) => failures.flatMap((f) => f.problems.map((p) => `${f.path}: ${p}`));

/** Checks that the oracle reports `finding` for `mutant` (and no state mismatch), and nothing for the real machine. */
function expectCaught(mutant: CheckoutMachine, keep: (event: ModelEvent) => boolean, finding: string) {
  const problems = problemsOf(checkModelPaths(focusedModel(mutant, keep)));
  expect(problems.some((p) => p.includes(finding))).toBe(true);
  // Generated from the mutant, the paths' states match; only the oracle tells.
  expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
  expect(checkModelPaths(focusedModel(checkoutMachine, keep))).toEqual([]);
}

/** Mutant 1 (the bug the oracle found): a login that comes while the basket loads is never copied into the basket. */
const noAttachOnceShown = withConfigChange(
  withConfigChange(checkoutMachine, ["states", "ready", "always"], () => undefined),
  ["states", "unavailable", "always"],
  () => undefined,
);

/** Mutant 2: the re-read total is never compared with the one shown, so a changed total is paid. */
const paysChangedTotal = checkoutMachine.provide({ guards: { totalChanged: () => false } });

/** Mutant 3: the card payment is refreshed a sixth time. */
const refreshesSixTimes = checkoutMachine.provide({
  guards: { canRefreshAgain: ({ context }) => context.refreshes < 6 },
});

/** Mutant 4: the contact is saved as typed, empty telephone and untrimmed values included. */
const savesContactAsTyped = withConfigChange(
  checkoutMachine,
  ["states", "paying", "states", "savingContact", "invoke", "input"],
  () =>
    ({ context }: { context: { basketId: string | null; contactDraft: unknown } }) => ({
      basketId: context.basketId ?? "",
      contact: context.contactDraft,
    }),
);

/**
 * Mutant 5 (issue 27): the basket cannot be read again where it could not be read. Too strict: the reload is refused,
 * so no path sends it, and `unavailable` is still reached; only the accepted-events check can tell.
 */
const reloadRefused = withConfigChange(checkoutMachine, ["states", "unavailable", "on"], () => ({}));

/** Mutant 6 (issue 27, the machine's bug until then): a guest may switch account credit, which is a customer's. */
const guestSwitchesCredit = checkoutMachine.provide({ guards: { loggedIn: () => true } });

/** Mutant 7 (issue 35): another's basket is shown as one that could not be read: no items, no new basket offered. */
const othersBasketUnreadable = checkoutMachine.provide({ guards: { basketNotYours: () => false } });

/** Mutant 8 (issue 35): the new basket's checkout still says the basket is another's. */
const copyKeepsMessage = withConfigChange(
  checkoutMachine,
  ["states", "copyingBasket", "invoke", "onDone", "actions"],
  (actions) => z.array(z.unknown()).parse(actions).slice(1),
);

describe("checkout oracle against mutants (issue 13)", () => {
  it("catches a login during loading that is never copied into the basket", () => {
    expectCaught(
      noAttachOnceShown,
      ofTypes(
        "checkout.open",
        "checkout.account.changed",
        "xstate.done.actor.loadBasket",
        "xstate.done.actor.attachAccount",
      ),
      "logged in, yet the basket was not attached to them",
    );
  });

  it("catches a payment created for a total that changed since it was shown", () => {
    expectCaught(
      paysChangedTotal,
      (event) =>
        ofTypes(
          "checkout.open",
          "xstate.done.actor.loadBasket",
          "xstate.done.actor.saveContact",
          "xstate.done.actor.recheckTotal",
        )(event) ||
        (event.type === "checkout.pay" && event.option.type === "paypal"),
      "xstate.done.actor.recheckTotal ends in paying.creatingPayment, not ready",
    );
  });

  it("catches a sixth refresh of a pending card payment", () => {
    expectCaught(
      refreshesSixTimes,
      (event) =>
        event.type === "checkout.return.card" ||
        (event.type === "xstate.done.actor.refreshPayment" && JSON.stringify(event.output).includes('"pending"')),
      "the payment was refreshed 6 times; the spec tries at most 5",
    );
  });

  it("catches a reload refused where the basket could not be read (a guard too strict, issue 27)", () => {
    expectCaught(
      reloadRefused,
      ofTypes("checkout.open", "xstate.error.actor.loadBasket"),
      'in "unavailable" the spec says checkout.reload is accepted',
    );
  });

  it("catches a guest's credit switch accepted (a guard too loose, issue 27)", () => {
    expectCaught(
      guestSwitchesCredit,
      ofTypes("checkout.open", "xstate.done.actor.loadBasket"),
      '"ready" the spec says checkout.credit.toggle is refused',
    );
  });

  it("catches another's basket shown as unreadable, without its items or a new basket (issue 35)", () => {
    expectCaught(
      othersBasketUnreadable,
      ofTypes("checkout.open", "xstate.error.actor.loadBasket"),
      "xstate.error.actor.loadBasket ends in unavailable, not notYours",
    );
  });

  it("catches a new basket's checkout that still says the basket is another's (issue 35)", () => {
    expectCaught(
      copyKeepsMessage,
      ofTypes("checkout.open", "xstate.error.actor.loadBasket", "checkout.basket.copy", "xstate.done.actor.copyBasket"),
      'xstate.done.actor.copyBasket shows "This checkout was started in another browser',
    );
  });

  it("catches a contact saved with its empty telephone", () => {
    expectCaught(
      savesContactAsTyped,
      (event) =>
        ofTypes("checkout.open", "xstate.done.actor.loadBasket")(event) ||
        (event.type === "checkout.pay" && event.option.type === "paypal"),
      'saveContact got {"basketId":"b1","contact":{"registrant":"Sam Buyer"',
    );
  });
});
