import type { EventFromLogic, MachineImplementationsFrom, OutputFrom, SnapshotFrom } from "xstate";
import { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import {
  selectIsBasketUnavailable,
  selectIsBusy,
  selectIsLoadingBasket,
  selectIsRedirecting,
  selectIsReloadForced,
  selectOffersCopy,
  selectOthersBasketItems,
  selectPaymentFailed,
  selectPlacedOrder,
} from "../../../machines/checkout/selectors";
import { paymentErrorMessage } from "../../../rules/checkout/payment-errors";
import { acceptedEventsOracle } from "../support/accepted-events";
import { simulatedCallError } from "../support/call-failure";
import { allOracles } from "../support/machine-fixtures";
import { activeInvokes, type ModelEventOf, type ModelOptions, type ModelOracle } from "../support/model-paths";
import { type CheckoutData, defaultCheckoutData } from "./checkout.data";
import { basketState, paymentState } from "./checkout.fixtures";
import { contactDefaultProblems, paymentOptionProblems } from "./checkout.form-views";
import { checkoutAccepts, checkoutOracle, codeOf } from "./checkout.oracle";

/**
 * The checkout machine's model: the events worth sending in each state, the invoke results of each of its actors, and
 * the oracle that checks every step. Shared by `checkout-model.test.ts` and `checkout-mutants.test.ts`.
 */

type CheckoutMachine = typeof checkoutMachine;
type Snapshot = SnapshotFrom<CheckoutMachine>;
type CheckoutEvent = EventFromLogic<CheckoutMachine>;

/** The machine's actors by name (`loadBasket`, `createPayment`, ...), as `setup({ actors })` declares them. */
type CheckoutActors = NonNullable<MachineImplementationsFrom<CheckoutMachine>["actors"]>;
type CheckoutActorName = keyof CheckoutActors;

/** What an invoke of `actor` reports: its output, typed as the actor declares it, or a failure. */
type ActorResult<TName extends CheckoutActorName> =
  | { type: `xstate.done.actor.${string}`; output: OutputFrom<NonNullable<CheckoutActors[TName]>> }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/**
 * Exhaustive by type: a new visitor event or a new actor of the machine fails to compile until it has its entry
 * here. Visitor events are sent in every state (the graph keeps those the state accepts); an actor's results are
 * sent while one of its invokes is active, under that invoke's id (the total is re-read by a second `loadBasket`,
 * `recheckTotal`). A failure without a code of ours (a bug, an unreadable answer) is added to every call by the
 * model paths themselves.
 */
interface CheckoutFixtures {
  visitor: { [K in CheckoutEvent["type"]]: (snapshot: Snapshot) => Extract<CheckoutEvent, { type: K }>[] };
  actors: { [K in CheckoutActorName]: (snapshot: Snapshot, invokeId: string) => ActorResult<K>[] };
}

const done = <TOutput>(id: string, output: TOutput) => ({ type: `xstate.done.actor.${id}` as const, output });
const failed = (id: string, code: string, message = code) => ({
  type: `xstate.error.actor.${id}` as const,
  error: simulatedCallError(code, message),
});

/**
 * Where the page events come: a page opens checkout where the visitor can navigate (a fresh page, the form, a failure
 * or result page, back from a provider's page), and the provider pages return to a fresh page or the one left.
 * Every state accepts them alike (they are the machine's own root transitions), so sending them everywhere would
 * only multiply the paths.
 */
const pages = [
  "idle",
  "ready",
  "unavailable",
  "notYours",
  "openingCopy",
  "redirecting",
  "paymentFailed",
  "orderPlaced",
] as const;
const isPage = (snapshot: Snapshot) => pages.some((state) => snapshot.matches(state));
const isProviderReturn = (snapshot: Snapshot) => snapshot.matches("idle") || snapshot.matches("redirecting");
/** States where who is logged in matters: not while a payment step runs, except for the order being placed. */
const placesOrder = (snapshot: Snapshot) =>
  snapshot.matches("placingOrder") ||
  snapshot.matches({ paying: "placingZeroOrder" }) ||
  snapshot.matches("readingOrderStatus");
const accountMatters = (snapshot: Snapshot) => !snapshot.hasTag("busy") || placesOrder(snapshot);

/** Issue 35: the basket is another browser's or customer's; the answer lists its items (spec section 8). */
const othersBasket = {
  ...simulatedCallError("not_yours", "These items belong to someone else.", 403),
  body: { code: "not_yours", message: "These items belong to someone else.", items: ["mine.com", "Hosting"] },
};

/** Checkout's fixtures made of one data set (the paths are generated with `defaultCheckoutData`). */
export function checkoutFixturesFor(data: CheckoutData): CheckoutFixtures {
  const { complete, withPhone, incomplete } = data.contacts;
  const [firstError, secondError] = data.paymentErrors;
  const [withTax, withoutTax] = data.changedTotals;
  return {
    visitor: {
      "checkout.open": (snapshot) => {
        if (!isPage(snapshot)) return [];
        const open = { type: "checkout.open", basketId: "b1", voucher: null } as const;
        if (!snapshot.matches("idle")) return [open];
        // The checkout address's voucher, with the spaces a pasted link may carry; an empty one is no voucher.
        return [open, { ...open, voucher: data.voucher }, { ...open, voucher: "" }];
      },
      "checkout.return.card": (snapshot) =>
        isProviderReturn(snapshot) ? [{ type: "checkout.return.card", basketId: "b1" }] : [],
      "checkout.return.paypal": (snapshot) =>
        isProviderReturn(snapshot)
          ? [
              { type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: "PAYER" },
              { type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: null },
            ]
          : [],
      "checkout.account.changed": (snapshot) =>
        accountMatters(snapshot)
          ? [
              { type: "checkout.account.changed", account: data.account },
              { type: "checkout.account.changed", account: null },
            ]
          : [],
      "checkout.credit.toggle": () => [
        { type: "checkout.credit.toggle", useCredit: true },
        { type: "checkout.credit.toggle", useCredit: false },
      ],
      // Spec section 4: a provider page (PayPal), a stored card (placed directly), staff and nothing to pay (no payment).
      "checkout.pay": () => [
        { type: "checkout.pay", contact: complete, option: { type: "paypal", label: "PayPal" } },
        {
          type: "checkout.pay",
          contact: withPhone,
          option: { type: "existing-credit-or-debit", label: "Visa ending 4242", paymentMethodId: 7 },
        },
        { type: "checkout.pay", contact: complete, option: { type: "staff", label: "Staff" } },
        { type: "checkout.pay", contact: complete, option: { type: "no-payment", label: "Nothing to pay" } },
        { type: "checkout.pay", contact: incomplete, option: { type: "paypal", label: "PayPal" } },
      ],
      "checkout.reload": () => [{ type: "checkout.reload" }],
      "checkout.basket.copy": () => [{ type: "checkout.basket.copy" }],
    },
    actors: {
      applyVoucher: (_snapshot, id) => [done(id, undefined), failed(id, "used_max")],
      /** The basket read, and the total re-read before paying: unchanged, changed with its tax, or changed without. */
      loadBasket: (snapshot, id) => {
        if (id === "recheckTotal") {
          const shown = snapshot.context.shownAmountDue ?? data.basket.amountDue;
          const { currency } = data.basket;
          return [
            done(id, basketState({ ...data.basket, amountDue: shown })),
            done(id, basketState({ ...withTax, currency })),
            done(id, basketState({ ...withoutTax, currency })),
          ];
        }
        return [
          done(id, basketState(data.basket)),
          done(id, basketState({ ...data.basket, amountDue: Math.min(data.partlyPaid, data.basket.total) })),
          failed(id, "not_found"),
          { type: `xstate.error.actor.${id}` as const, error: othersBasket },
        ];
      },
      attachAccount: (_snapshot, id) => [done(id, undefined)],
      setUseCredit: (_snapshot, id) => [
        done(id, basketState({ ...data.basket, amountDue: 0 }).due),
        done(id, basketState({ ...data.basket, amountDue: data.basket.total }).due),
      ],
      saveContact: (_snapshot, id) => [done(id, undefined)],
      createPayment: (_snapshot, id) => [
        done(id, { redirectUrl: "http://wh.localhost/sandbox/paypal/p1" }),
        done(id, { redirectUrl: null }),
        // With the brand API's message, so that QA finds them by its words (`npm run path -- "declined card"`); the
        // machine words the visitor's message from the code alone.
        failed(id, firstError, paymentErrorMessage(firstError, data.input.supportPhone)),
        failed(id, secondError, paymentErrorMessage(secondError, data.input.supportPhone)),
      ],
      placeZeroOrder: (_snapshot, id) => [
        done(id, { orderId: "900000000001", status: "processed" }),
        failed(id, "credit_unavailable"),
      ],
      refreshPayment: (_snapshot, id) => [
        done(id, paymentState("authorized")),
        done(id, paymentState("pending")),
        done(id, paymentState("failed", data.cardPageError)),
        done(id, paymentState("failed")),
        done(id, paymentState("cancelled")),
        done(id, paymentState("awaiting_customer")),
        done(id, paymentState("voided")),
      ],
      confirmPaypal: (_snapshot, id) => [
        done(id, paymentState("authorized")),
        done(id, paymentState("cancelled")),
        done(id, paymentState("voided")),
      ],
      placeOrder: (_snapshot, id) => [
        done(id, { orderId: "900000000002", status: "charged" }),
        done(id, { orderId: "900000000002", status: "payment pending" }),
        failed(id, "credit_unavailable"),
        failed(id, "basket_changed"),
      ],
      readOrderStatus: (_snapshot, id) => [done(id, "charged")],
      copyBasket: (_snapshot, id) => [done(id, { basketId: "b2" }), failed(id, "ip_blocked")],
    },
  };
}

export const checkoutFixtures = checkoutFixturesFor(defaultCheckoutData);

function isCheckoutActor(name: string): name is CheckoutActorName {
  return Object.hasOwn(checkoutFixtures.actors, name);
}

/** The fixture's events for one actor, typed by its name (a generic call keeps output and actor together). */
function actorResults<K extends CheckoutActorName>(
  fixtures: CheckoutFixtures,
  name: K,
  snapshot: Snapshot,
  invokeId: string,
): ActorResult<K>[] {
  const results: CheckoutFixtures["actors"][K] = fixtures.actors[name];
  return results(snapshot, invokeId);
}

/** Every visitor event, and the results of the invokes active in `snapshot`. */
export function checkoutEventsFor(fixtures: CheckoutFixtures) {
  return (snapshot: Snapshot): ModelEventOf<CheckoutMachine>[] => {
    const events: ModelEventOf<CheckoutMachine>[] = [];
    for (const visitorEvents of Object.values(fixtures.visitor)) events.push(...visitorEvents(snapshot));
    for (const { id, src } of activeInvokes(snapshot)) {
      if (!isCheckoutActor(src))
        throw new Error(`The checkout model has no fixture for the actor "${src}" (invoke ${id}).`);
      events.push(...actorResults(fixtures, src, snapshot, id));
    }
    return events;
  };
}

/**
 * The visitor's events asked about in every state (issue 27): a page opening checkout and the provider returns
 * (accepted anywhere), a login and a logout, paying (with a complete and an incomplete contact), reloading, and the
 * credit switch (a logged-in customer's; a guest's is refused).
 */
function askedEvents(data: CheckoutData, snapshot: Snapshot): CheckoutEvent[] {
  const pay = { type: "checkout.pay", option: { type: "paypal", label: "PayPal" } } as const;
  return [
    { type: "checkout.open", basketId: "b1", voucher: null },
    { type: "checkout.return.card", basketId: "b1" },
    { type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: "PAYER" },
    { type: "checkout.account.changed", account: data.account },
    { type: "checkout.account.changed", account: null },
    { ...pay, contact: data.contacts.complete },
    { ...pay, contact: data.contacts.incomplete },
    { type: "checkout.reload" },
    { type: "checkout.credit.toggle", useCredit: !snapshot.context.useCredit },
    { type: "checkout.basket.copy" },
  ];
}

/** Who checks out: a guest, a customer the basket was attached to, or one whose login came later. */
function customerOf({ account, attachedCustomerId }: Snapshot["context"]): string {
  if (account === null) return "guest";
  return account.customerId === attachedCustomerId ? "customer" : "customer, login noted";
}

/** Back from a provider's page the visitor is whoever the fresh page found: who it is matters no more there. */
const providerStates = ["redirecting", "completingCardPayment", "confirmingPaypal"] as const;
const afterProvider = (snapshot: Snapshot) => providerStates.some((state) => snapshot.matches(state));

/**
 * Only the context that steers a guard or what the oracle checks, so the paths stay few: whether a customer is logged
 * in and attached (but on a provider's way), on the form whether the tax notice shows and credit is used, the refreshes since the
 * card page, and the way to pay while paying.
 */
export function serializeCheckoutState(snapshot: Snapshot): string {
  const { context } = snapshot;
  const ready = snapshot.matches("ready");
  return JSON.stringify([
    snapshot.value,
    afterProvider(snapshot) ? null : customerOf(context),
    ready ? context.isTaxChanged : null,
    ready ? context.useCredit : null,
    // A failed credit switch goes back to the credit the basket had: both kinds of basket are switched.
    snapshot.matches("updatingCredit") ? (context.due?.credit_applied ?? 0) > 0 : null,
    snapshot.matches("completingCardPayment") ? context.refreshes : null,
    snapshot.matches("paying") ? context.paymentMethod?.type : null,
  ]);
}

/**
 * What the views read, checked on every step: the selectors read the tags the checkout oracle checks, the page offers
 * to read the basket again exactly where it could not be read, unless it does not exist (decisions.md section 7: the
 * visitor is told what to do next), and the form offers the ways to pay and starts the contact form as the spec and
 * docs/checkout.md say (`checkout.form-views.ts`).
 */
const viewOracle: ModelOracle<CheckoutMachine> = () => {
  let lastReadFailure: string | null = null;
  let submitted: Record<string, string> | null = null;
  return (step) => {
    const snapshot = step.after;
    if (step.event?.type === "xstate.error.actor.loadBasket") lastReadFailure = codeOf(step.event.error);
    if (step.event?.type === "checkout.pay") submitted = step.event.contact;
    const problems = [...paymentOptionProblems(snapshot), ...contactDefaultProblems(snapshot, submitted)];
    const reads = (view: string, read: boolean, tag: boolean) => {
      if (read !== tag) problems.push(`the views read ${view} as ${read}, the state says ${tag}`);
    };
    reads("loading the basket", selectIsLoadingBasket(snapshot), snapshot.hasTag("loadingBasket"));
    reads("the basket unavailable", selectIsBasketUnavailable(snapshot), snapshot.hasTag("basketUnavailable"));
    reads("a new basket offered", selectOffersCopy(snapshot), snapshot.hasTag("copyOffered"));
    if (!snapshot.hasTag("copyOffered") && selectOthersBasketItems(snapshot).length > 0)
      problems.push("the items of another's basket are listed where no new basket is offered");
    reads("busy", selectIsBusy(snapshot), snapshot.hasTag("busy"));
    reads("leaving for the provider", selectIsRedirecting(snapshot), snapshot.matches("redirecting"));
    reads("the payment failed", selectPaymentFailed(snapshot), snapshot.matches("paymentFailed"));
    reads("an order placed", selectPlacedOrder(snapshot) !== null, snapshot.matches("orderPlaced"));
    // Where the basket is another's, a new basket is offered instead (issue 35).
    const offersReload =
      snapshot.hasTag("basketUnavailable") && !snapshot.hasTag("copyOffered") && lastReadFailure !== "not_found";
    if (selectIsReloadForced(snapshot) !== offersReload) {
      problems.push(`reloading the basket is ${offersReload ? "not " : ""}offered after a ${lastReadFailure} read`);
    }
    return problems;
  };
};

/** The checkout model of `machine` (the real one, or a mutant of it), checked by the checkout oracle after every step. */
export function checkoutModel(
  machine: CheckoutMachine = checkoutMachine,
  data: CheckoutData = defaultCheckoutData,
): ModelOptions<CheckoutMachine> {
  const fixtures = data === defaultCheckoutData ? checkoutFixtures : checkoutFixturesFor(data);
  return {
    name: "checkout",
    machine,
    input: data.input,
    events: checkoutEventsFor(fixtures),
    serializeState: serializeCheckoutState,
    oracle: allOracles(
      checkoutOracle,
      viewOracle,
      acceptedEventsOracle((snapshot) => askedEvents(data, snapshot), checkoutAccepts),
    ),
  };
}
