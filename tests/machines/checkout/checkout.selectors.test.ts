import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Contact } from "../../../contract/customer";
import type { Order, OrderStatus } from "../../../contract/order";
import type { AmountDue, PaymentState } from "../../../contract/payment";
import { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import type { BasketState } from "../../../machines/checkout/checkout-context";
import * as checkout from "../../../machines/checkout/selectors";
import { loginMachine } from "../../../machines/login/login.machine";
import * as login from "../../../machines/login/selectors";
import { orderMachine } from "../../../machines/order/order.machine";
import * as order from "../../../machines/order/selectors";
import type { Account } from "../../../rules/login/account";
import { simulatedCallError } from "../support/call-failure";
import { basketState, checkoutInput, contactForm, customerAccount, paymentState } from "./checkout.fixtures";

/** A call that never answers, so the machine stays in the state that made it. */
const unanswered = <T>() => new Promise<T>(() => {});

/** A checkout whose basket reads answer `basket`; payment calls never answer, so a payment stays under way. */
function openCheckout(basket: BasketState, account: Account | null = null) {
  const machine = checkoutMachine.provide({
    actors: {
      loadBasket: fromPromise(async () => basket),
      attachAccount: fromPromise(async () => {}),
      saveContact: fromPromise(() => unanswered<void>()),
      setUseCredit: fromPromise(() => unanswered<AmountDue>()),
    },
  });
  const actor = createActor(machine, { input: checkoutInput }).start();
  if (account) actor.send({ type: "checkout.account.changed", account });
  actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
  return actor;
}

const gbpBasket = (): BasketState => {
  const { price, due } = basketState();
  return { price: { ...price, currency: "GBP" }, due: { ...due, currency: "GBP" } };
};

describe("checkout selectors", () => {
  it("tell the page the basket is loading, then show the form that can be paid", async () => {
    const actor = openCheckout(basketState());
    expect(checkout.selectIsLoadingBasket(actor.getSnapshot())).toBe(true);
    expect(checkout.selectShowsCheckout(actor.getSnapshot())).toBe(false);
    expect(checkout.selectCanPay(actor.getSnapshot())).toBe(false);
    await waitFor(actor, checkout.selectShowsCheckout);
    expect(checkout.selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(checkout.selectCanPay(actor.getSnapshot())).toBe(true);
  });

  it("let a logged-in customer switch account credit on the form, and a guest never (spec section 6)", async () => {
    const guest = openCheckout(basketState());
    await waitFor(guest, checkout.selectShowsCheckout);
    expect(checkout.selectCanToggleCredit(guest.getSnapshot())).toBe(false);
    const customer = openCheckout(basketState(), customerAccount);
    await waitFor(customer, checkout.selectShowsCheckout);
    expect(checkout.selectCanToggleCredit(customer.getSnapshot())).toBe(true);
  });

  it("lock the form while a payment is under way", async () => {
    const actor = openCheckout(basketState());
    await waitFor(actor, checkout.selectShowsCheckout);
    actor.send({ type: "checkout.pay", contact: contactForm, option: { type: "paypal", label: "PayPal" } });
    expect(checkout.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(checkout.selectCanPay(actor.getSnapshot())).toBe(false);
    expect(checkout.selectCanToggleCredit(actor.getSnapshot())).toBe(false);
  });

  it("offer a guest the new-payment methods only, and a customer their stored card first", async () => {
    const guest = openCheckout(basketState());
    await waitFor(guest, checkout.selectShowsCheckout);
    expect(checkout.selectPaymentOptions(guest.getSnapshot()).map((o) => o.type)).toEqual([
      "new-credit-or-debit",
      "paypal",
      "direct-debit",
    ]);
    const customer = openCheckout(basketState(), customerAccount);
    await waitFor(customer, checkout.selectShowsCheckout);
    expect(checkout.selectPaymentOptions(customer.getSnapshot())[0]).toEqual({
      type: "existing-credit-or-debit",
      label: "Visa ending 4242",
      paymentMethodId: 7,
    });
  });

  it("offer only 'nothing to pay' once credit covers the total", async () => {
    const actor = openCheckout(basketState({ amountDue: 0 }));
    await waitFor(actor, checkout.selectShowsCheckout);
    expect(checkout.selectNothingToPay(actor.getSnapshot())).toBe(true);
    expect(checkout.selectPaymentOptions(actor.getSnapshot()).map((o) => o.type)).toEqual(["no-payment"]);
  });

  it("start the contact form in the brand's country, or on the customer's stored details", async () => {
    const usd = openCheckout(basketState());
    await waitFor(usd, checkout.selectShowsCheckout);
    expect(checkout.selectContactDefaults(usd.getSnapshot())).toEqual({ registrant_type: "individual", country: "US" });
    const gbp = openCheckout(gbpBasket());
    await waitFor(gbp, checkout.selectShowsCheckout);
    expect(checkout.selectContactDefaults(gbp.getSnapshot()).country).toBe("GB");
    const stored: Contact = { ...contactForm, registrant_type: "company", country: "IE" };
    const customer = openCheckout(gbpBasket(), { ...customerAccount, contact: stored });
    await waitFor(customer, checkout.selectShowsCheckout);
    expect(checkout.selectContactDefaults(customer.getSnapshot())).toMatchObject({
      registrant: "Sam Buyer",
      registrant_type: "company",
      country: "IE",
    });
  });

  it("show the basket's saved contact on a checkout opened afresh, and what was submitted over it", async () => {
    const saved: Contact = { ...contactForm, registrant: "Ada Saved", registrant_type: "company", country: "IE" };
    const actor = openCheckout({ ...gbpBasket(), savedContact: saved }, { ...customerAccount, contact: null });
    await waitFor(actor, checkout.selectShowsCheckout);
    expect(checkout.selectContactDefaults(actor.getSnapshot())).toEqual(saved);
    const typed = { ...contactForm, email: "nope" };
    actor.send({ type: "checkout.pay", contact: typed, option: { type: "paypal", label: "PayPal" } });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, checkout.selectShowsCheckout);
    expect(checkout.selectContactDefaults(actor.getSnapshot())).toMatchObject({
      email: "nope",
      registrant: "Sam Buyer",
    });
  });

  it("keep what the visitor typed when the form comes back with errors", async () => {
    const actor = openCheckout(gbpBasket());
    await waitFor(actor, checkout.selectShowsCheckout);
    const typed = { ...contactForm, email: "nope", country: "FR" };
    actor.send({ type: "checkout.pay", contact: typed, option: { type: "paypal", label: "PayPal" } });
    expect(checkout.selectContactDefaults(actor.getSnapshot())).toMatchObject({ email: "nope", country: "FR" });
    expect(checkout.selectContactFormErrors(actor.getSnapshot())).toEqual({ email: "Enter a valid email address." });
  });

  it.each([
    ["risky", "awaitingConfirmation"],
    ["charged", "charged"],
    ["payment pending", "paymentPending"],
  ] as const)("send a placed %s order to its result page", async (status, page) => {
    const machine = checkoutMachine.provide({
      actors: {
        confirmPaypal: fromPromise(async (): Promise<PaymentState> => paymentState("authorized")),
        placeOrder: fromPromise(
          async (): Promise<{ orderId: string; status: OrderStatus }> => ({ orderId: "9", status }),
        ),
        readOrderStatus: fromPromise(async (): Promise<OrderStatus> => status),
      },
    });
    const placing = createActor(machine, { input: checkoutInput }).start();
    expect(checkout.selectPlacedOrder(placing.getSnapshot())).toBeNull();
    placing.send({ type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: "PAYER" });
    await waitFor(placing, (s) => checkout.selectPlacedOrder(s) !== null);
    expect(checkout.selectPlacedOrder(placing.getSnapshot())).toEqual({
      order: { orderId: "9", status, isExistingCustomer: false },
      page,
    });
  });

  it("report a failed payment with the card's own message", () => {
    const actor = createActor(checkoutMachine, { input: checkoutInput }).start();
    actor.send({ type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: null });
    expect(checkout.selectPaymentFailed(actor.getSnapshot())).toBe(true);
    expect(checkout.selectPaymentFailure(actor.getSnapshot())).toMatch(/cancelled the PayPal payment/);
  });
});

/** A checkout whose calls answer as given (a basket read answers `basket` unless it fails); others never answer. */
function checkoutWith(answers: {
  basket?: BasketState | ((read: number) => BasketState);
  loadError?: unknown;
  voucherError?: unknown;
  paymentError?: unknown;
  redirectUrl?: string | null;
  placed?: OrderStatus;
}) {
  let reads = 0;
  const machine = checkoutMachine.provide({
    actors: {
      applyVoucher: fromPromise(async () => {
        if (answers.voucherError) throw answers.voucherError;
      }),
      loadBasket: fromPromise(async () => {
        reads += 1;
        if (answers.loadError) throw answers.loadError;
        const basket = answers.basket ?? basketState();
        return typeof basket === "function" ? basket(reads) : basket;
      }),
      attachAccount: fromPromise(async () => {}),
      saveContact: fromPromise(async () => {}),
      createPayment: fromPromise(async () => {
        if (answers.paymentError) throw answers.paymentError;
        return { redirectUrl: answers.redirectUrl ?? null };
      }),
      placeOrder: fromPromise(async () => ({ orderId: "9", status: answers.placed ?? "charged" })),
      readOrderStatus: fromPromise(() => unanswered<OrderStatus>()),
    },
  });
  return createActor(machine, { input: checkoutInput }).start();
}

const payByPaypal = {
  type: "checkout.pay",
  contact: contactForm,
  option: { type: "paypal", label: "PayPal" },
} as const;

describe("checkout selectors read what the page shows", () => {
  it("while the basket loads: no options, nothing to pay yet, the brand's country", () => {
    const actor = checkoutWith({ basket: basketState() });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    const loading = actor.getSnapshot();
    expect(checkout.selectPaymentOptions(loading)).toEqual([]);
    expect(checkout.selectNothingToPay(loading)).toBe(false);
    expect(checkout.selectContactDefaults(loading).country).toBe("US");
    expect(checkout.selectCanReload(loading)).toBe(false);
  });

  it("the form: the server's price and amount due, the credit used, no failure", async () => {
    const basket = basketState({ amountDue: 200 });
    const actor = checkoutWith({ basket });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, checkout.selectShowsCheckout);
    const ready = actor.getSnapshot();
    expect(checkout.selectPrice(ready)).toEqual(basket.price);
    expect(checkout.selectDue(ready)).toEqual(basket.due);
    expect(checkout.selectUseCredit(ready)).toBe(true);
    expect(checkout.selectAccount(ready)).toBeNull();
    expect(checkout.selectError(ready)).toBeNull();
    expect(checkout.selectPaymentFailure(ready)).toBeNull();
    expect(checkout.selectIsTaxChanged(ready)).toBe(false);
    expect(checkout.selectIsRedirecting(ready)).toBe(false);
    actor.send({ type: "checkout.account.changed", account: customerAccount });
    await waitFor(actor, checkout.selectShowsCheckout);
    expect(checkout.selectAccount(actor.getSnapshot())).toEqual(customerAccount);
  });

  it("offer a staff customer the staff order", async () => {
    const actor = checkoutWith({});
    actor.send({ type: "checkout.account.changed", account: { ...customerAccount, isStaff: true } });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, checkout.selectShowsCheckout);
    expect(checkout.selectPaymentOptions(actor.getSnapshot()).map((o) => o.type)).toContain("staff");
  });

  it("a basket of another browser or account: not shown; its message, its items and a new basket offered", async () => {
    const actor = checkoutWith({
      loadError: { ...simulatedCallError("not_yours"), body: { code: "not_yours", message: "", items: ["a.com"] } },
    });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, checkout.selectIsBasketUnavailable);
    const unavailable = actor.getSnapshot();
    expect(checkout.selectShowsCheckout(unavailable)).toBe(false);
    expect(checkout.selectIsLoadingBasket(unavailable)).toBe(false);
    expect(checkout.selectError(unavailable)).toMatch(/^This checkout was started in another browser/);
    expect(checkout.selectOffersCopy(unavailable)).toBe(true);
    expect(checkout.selectOthersBasketItems(unavailable)).toEqual(["a.com"]);
    expect(checkout.selectCanCopyBasket(unavailable)).toBe(true);
    expect(checkout.selectIsReloadForced(unavailable)).toBe(false);
  });

  it("a used-up voucher is shown as not eligible", async () => {
    const actor = checkoutWith({ voucherError: simulatedCallError("used_max") });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: "MAXED" });
    await waitFor(actor, checkout.selectShowsCheckout);
    expect(checkout.selectIsVoucherNotEligible(actor.getSnapshot())).toBe(true);
  });

  it("a declined card is the card's own error; a domain the EU only sells raises the domain alert", async () => {
    const declined = checkoutWith({ paymentError: simulatedCallError("declined") });
    declined.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(declined, checkout.selectShowsCheckout);
    declined.send(payByPaypal);
    await waitFor(declined, (s) => checkout.selectCardPaymentError(s) !== null);
    expect(checkout.selectError(declined.getSnapshot())).toBeNull();
    expect(checkout.selectPaymentFailure(declined.getSnapshot())).toMatch(/^We are sorry, your card details/);
    expect(checkout.selectIsDomainAlert(declined.getSnapshot())).toBe(false);
    const euOnly = checkoutWith({ paymentError: simulatedCallError("eu_only") });
    euOnly.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(euOnly, checkout.selectShowsCheckout);
    euOnly.send(payByPaypal);
    await waitFor(euOnly, checkout.selectIsDomainAlert);
    expect(checkout.selectPaymentFailure(euOnly.getSnapshot())).toMatch(/^Sorry, this domain is supported only/);
  });

  it("a changed tax shows the tax notice", async () => {
    const actor = checkoutWith({ basket: (read) => basketState(read === 1 ? {} : { total: 1260, tax: 260 }) });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, checkout.selectShowsCheckout);
    actor.send(payByPaypal);
    await waitFor(actor, checkout.selectIsTaxChanged);
    expect(checkout.selectShowsCheckout(actor.getSnapshot())).toBe(true);
  });

  it("the visitor leaving for the provider's page hides the form", async () => {
    const actor = checkoutWith({ redirectUrl: "http://wh.localhost/sandbox/paypal/p1" });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, checkout.selectShowsCheckout);
    actor.send(payByPaypal);
    await waitFor(actor, checkout.selectIsRedirecting);
    expect(checkout.selectShowsCheckout(actor.getSnapshot())).toBe(false);
    expect(checkout.selectIsBusy(actor.getSnapshot())).toBe(true);
  });

  it("an order still reading its status is not shown as placed yet", async () => {
    const actor = checkoutWith({ placed: "payment pending" });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, checkout.selectShowsCheckout);
    actor.send({
      type: "checkout.pay",
      contact: contactForm,
      option: { type: "existing-credit-or-debit", label: "Visa ending 4242", paymentMethodId: 7 },
    });
    await waitFor(actor, (s) => s.context.order !== null);
    expect(checkout.selectPlacedOrder(actor.getSnapshot())).toBeNull();
    expect(checkout.selectPaymentFailed(actor.getSnapshot())).toBe(false);
  });

  it("back from the card page, a payment the basket's change cancelled sends the shopper to pay the new total", async () => {
    const machine = checkoutMachine.provide({
      actors: {
        refreshPayment: fromPromise(async () => paymentState("voided")),
        loadBasket: fromPromise(() => unanswered<BasketState>()),
      },
    });
    const actor = createActor(machine, { input: checkoutInput }).start();
    actor.send({ type: "checkout.return.card", basketId: "b1" });
    expect(checkout.selectMustPayAgain(actor.getSnapshot())).toBe(false);
    await waitFor(actor, checkout.selectIsLoadingBasket);
    expect(checkout.selectMustPayAgain(actor.getSnapshot())).toBe(true);
    expect(checkout.selectPaymentFailure(actor.getSnapshot())).toBe(
      "Your basket changed, so the payment was cancelled. Please pay the new total.",
    );
    expect(checkout.selectPaymentFailed(actor.getSnapshot())).toBe(false);
  });

  it("a checkout at its form with nothing said has nothing to pay again", async () => {
    const actor = checkoutWith({});
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, checkout.selectShowsCheckout);
    expect(checkout.selectPaymentFailure(actor.getSnapshot())).toBeNull();
    expect(checkout.selectMustPayAgain(actor.getSnapshot())).toBe(false);
  });

  it("a failed payment is not one to pay again at checkout: the return page says what failed", async () => {
    const machine = checkoutMachine.provide({
      actors: { refreshPayment: fromPromise(async () => paymentState("failed", "declined")) },
    });
    const actor = createActor(machine, { input: checkoutInput }).start();
    actor.send({ type: "checkout.return.card", basketId: "b1" });
    await waitFor(actor, checkout.selectPaymentFailed);
    expect(checkout.selectMustPayAgain(actor.getSnapshot())).toBe(false);
  });
});

describe("login selectors", () => {
  function startLogin(session: boolean) {
    const machine = loginMachine.provide({
      actors: {
        readSession: fromPromise(async () => session),
        loadAccount: fromPromise(async () => customerAccount),
        logIn: fromPromise(() => unanswered<void>()),
      },
    });
    return createActor(machine, { input: checkoutInput }).start();
  }

  it("show nothing until the session is known, then let a guest log in", async () => {
    const actor = startLogin(false);
    expect(login.selectIsCheckingSession(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => !login.selectIsCheckingSession(s));
    expect(login.selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(login.selectCanLogIn(actor.getSnapshot())).toBe(true);
    expect(login.selectCanRequestLink(actor.getSnapshot())).toBe(true);
    actor.send({ type: "login.submit", username: "customer@example.com", password: "x" });
    expect(login.selectIsLoggingIn(actor.getSnapshot())).toBe(true);
    expect(login.selectCanLogIn(actor.getSnapshot())).toBe(false);
    expect(login.selectCanRequestLink(actor.getSnapshot())).toBe(false);
  });

  it("name the logged-in customer and let them log out", async () => {
    const actor = startLogin(true);
    await waitFor(actor, login.selectIsLoggedIn);
    expect(login.selectAccountName(actor.getSnapshot())).toBe("customer@example.com");
    expect(login.selectCanLogOut(actor.getSnapshot())).toBe(true);
    expect(login.selectCanLogIn(actor.getSnapshot())).toBe(false);
  });
});

describe("order selectors", () => {
  const loaded = (status: OrderStatus, confirmationEmailed = true): Order => ({
    order_id: "9",
    status,
    total: 1200,
    tax: 0,
    tax_rate_percent: 0,
    currency: "USD",
    payment_type: "paypal",
    created_at: "2026-11-22T00:00:00.000Z",
    confirmation_emailed: confirmationEmailed,
    items: [],
    paid: [{ method: "paypal", amount: 1200 }],
    terms_accepted: null,
  });

  it("show the loaded order and the result page its status belongs on", async () => {
    const machine = orderMachine.provide({ actors: { loadOrder: fromPromise(async () => loaded("risky")) } });
    const actor = createActor(machine).start();
    actor.send({ type: "order.open", orderId: "9", isExistingCustomer: false });
    expect(order.selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(order.selectResultPage(actor.getSnapshot())).toBeNull();
    await waitFor(actor, order.selectIsShown);
    expect(order.selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(order.selectResultPage(actor.getSnapshot())).toBe("awaitingConfirmation");
    expect(order.selectOrder(actor.getSnapshot(), "9")?.total).toBe(1200);
    expect(order.selectOrder(actor.getSnapshot(), "8")).toBeNull();
  });

  it.each([
    [true, true],
    [false, false],
  ])("claim an emailed confirmation only when the order says one was accepted (%s)", async (emailed, claimed) => {
    const machine = orderMachine.provide({
      actors: { loadOrder: fromPromise(async () => loaded("charged", emailed)) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: "order.open", orderId: "9", isExistingCustomer: false });
    expect(order.selectConfirmationEmailed(actor.getSnapshot(), "9")).toBe(false);
    await waitFor(actor, order.selectIsShown);
    expect(order.selectConfirmationEmailed(actor.getSnapshot(), "9")).toBe(claimed);
    expect(order.selectConfirmationEmailed(actor.getSnapshot(), "8")).toBe(false);
  });
});

/** Comments and string literals, which may say "as" without casting. */
const commentOrString = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
/**
 * XState's `types: { context: {} as Context, ... }` declarations, one a line (the last without its comma once Stryker
 * has reprinted the file for mutation testing).
 */
const typeDeclaration = /^\s*\w+: \{\} as \w+,?$/;

/** Every line of code with an `as` cast (or a `<T>value` assertion), but XState's type declarations. */
function castsIn(source: string): string[] {
  return source
    .replace(commentOrString, (match) => (match.startsWith("/") ? "" : '""'))
    .split("\n")
    .filter((line) => /\bas\s+[\w{([]/.test(line) && !typeDeclaration.test(line))
    .map((line) => line.trim());
}

describe("checkout, login and order machines", () => {
  it("the cast check finds a cast but not a types declaration", () => {
    const source = [
      "  types: {",
      "    context: {} as CheckoutContext,",
      "  },",
      '  description: "Shopping as a guest", // logged in as nobody',
      "  guard: ({ event }) => (event as DoneOutput).output,",
    ].join("\n");
    expect(castsIn(source)).toEqual(["guard: ({ event }) => (event as DoneOutput).output,"]);
  });

  it.each([
    "machines/checkout/checkout.machine.ts",
    "machines/login/login.machine.ts",
    "machines/order/order.machine.ts",
  ])("%s casts nothing but XState's type declarations", (file) => {
    expect(castsIn(readFileSync(file, "utf8"))).toEqual([]);
  });
});

describe("the contact errors still shown as the visitor edits the form", () => {
  const submitted = { email: "Enter a valid email address.", postcode: "Enter the postcode." };

  it("drops each error once its field is valid, keeps those still invalid, and adds none the submit did not show", () => {
    const form = { registrant: "", email: "ann@example.com", postcode: "", adr1: "" };
    expect(checkout.contactErrorsStillInvalid(submitted, form)).toEqual({ postcode: "Enter the postcode." });
  });

  it("shows nothing once every field the submit named is put right", () => {
    const form = { email: "ann@example.com", postcode: "SW1A 1AA" };
    expect(checkout.contactErrorsStillInvalid(submitted, form)).toEqual({});
  });
});
