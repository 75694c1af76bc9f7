import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import type { OrderStatus } from "../../../contract/order";
import type { AmountDue, PaymentState } from "../../../contract/payment";
import { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import type { BasketState } from "../../../machines/checkout/checkout-context";
import * as checkout from "../../../machines/checkout/selectors";
import { selectIsReloadForced } from "../../../machines/checkout/selectors";
import { simulatedCallError } from "../support/call-failure";
import {
  customerAccount as account,
  basketState,
  contactForm as contact,
  checkoutInput as input,
} from "./checkout.fixtures";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Fakes {
  basket?: BasketState[];
  createPayment?: () => Promise<{ redirectUrl: string | null }>;
  refreshes?: PaymentState["status"][];
  refreshError?: PaymentState["error"];
  placeOrder?: { orderId: string; status: "charged" | "risky" | "payment pending" };
  /** Thrown by the first place-order call (either kind) only. */
  placeOrderError?: unknown;
  applyVoucher?: () => Promise<void>;
  loadBasketError?: unknown;
  copyBasket?: () => Promise<{ basketId: string }>;
}

function start(fakes: Fakes = {}) {
  const calls = {
    saveContact: vi.fn(),
    createPayment: vi.fn(),
    redirect: vi.fn(),
    announce: vi.fn(),
    forgetTyped: vi.fn(),
    remembered: vi.fn(),
    zero: vi.fn(),
    refresh: vi.fn(),
    placeOrder: vi.fn(),
    attach: vi.fn(),
    copy: vi.fn(),
    openCopy: vi.fn(),
  };
  const baskets = [...(fakes.basket ?? [basketState()])];
  const refreshes = [...(fakes.refreshes ?? ["authorized"])];
  const clock = new SimulatedClock();
  let placeOrderError = fakes.placeOrderError;
  const failOnce = () => {
    const error = placeOrderError;
    placeOrderError = undefined;
    if (error) throw error;
  };
  const machine = checkoutMachine.provide({
    actors: {
      applyVoucher: fromPromise(async () => (fakes.applyVoucher ?? (async () => {}))()),
      loadBasket: fromPromise(async () => {
        if (fakes.loadBasketError) throw fakes.loadBasketError;
        return baskets.length > 1 ? (baskets.shift() as BasketState) : baskets[0];
      }),
      attachAccount: fromPromise(async ({ input: request }) => {
        calls.attach(request);
      }),
      setUseCredit: fromPromise(
        async (): Promise<AmountDue> => ({
          total: 1200,
          credit_applied: 1200,
          amount_due: 0,
          currency: "USD" as const,
        }),
      ),
      saveContact: fromPromise(async ({ input: request }) => {
        calls.saveContact(request);
      }),
      createPayment: fromPromise(async ({ input: request }) => {
        calls.createPayment(request);
        return (fakes.createPayment ?? (async () => ({ redirectUrl: "http://wh.localhost/sandbox/card/p1" })))();
      }),
      placeZeroOrder: fromPromise(async ({ input: request }) => {
        calls.zero(request);
        failOnce();
        return { orderId: "900000000001", status: "processed" as const };
      }),
      refreshPayment: fromPromise(async (): Promise<PaymentState> => {
        calls.refresh();
        const status = refreshes.length > 1 ? (refreshes.shift() as PaymentState["status"]) : refreshes[0];
        return { payment_id: "p1", status, error: fakes.refreshError };
      }),
      confirmPaypal: fromPromise(async (): Promise<PaymentState> => ({ payment_id: "p1", status: "authorized" })),
      placeOrder: fromPromise(async (): Promise<{ orderId: string; status: OrderStatus }> => {
        calls.placeOrder();
        failOnce();
        return fakes.placeOrder ?? { orderId: "900000000002", status: "charged" as const };
      }),
      readOrderStatus: fromPromise(async (): Promise<OrderStatus> => "charged"),
      copyBasket: fromPromise(async ({ input: request }) => {
        calls.copy(request);
        return (fakes.copyBasket ?? (async () => ({ basketId: "b2" })))();
      }),
    },
    actions: {
      openCopiedBasket: (_, params) => calls.openCopy(params.basketId),
      redirectToProvider: (_, params) => calls.redirect(params.url),
      announceOrderPlaced: (_, params) => calls.announce(params.order),
      forgetTypedDetails: (_, params) => calls.forgetTyped(params.basketId),
      rememberVoucherNotEligible: (_, params) => calls.remembered(params.code),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, calls, clock };
}

async function openReady(fakes: Fakes = {}) {
  const started = start(fakes);
  started.actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
  await waitFor(started.actor, (s) => s.matches("ready"));
  return started;
}

describe("checkout machine: paying", () => {
  it("saves the contact without empty fields, re-reads the total and sends a guest to the card page", async () => {
    const { actor, calls } = await openReady();
    actor.send({ type: "checkout.pay", contact, option: { type: "new-credit-or-debit", label: "Card" } });
    await waitFor(actor, (s) => s.matches("redirecting"));
    const { telephone, eu_vat_num, ...saved } = contact;
    expect(calls.saveContact).toHaveBeenCalledWith({ basketId: "b1", contact: saved });
    expect(calls.createPayment).toHaveBeenCalledWith({
      basketId: "b1",
      type: "new-credit-or-debit",
      paymentMethodId: undefined,
      expectedTotal: 1200,
    });
    expect(calls.redirect).toHaveBeenCalledWith("http://wh.localhost/sandbox/card/p1");
  });

  it("stops when the total changed since it was shown, and keeps the tax flag on for 5 s", async () => {
    const { actor, calls, clock } = await openReady({
      basket: [basketState({ total: 1200, tax: 200 }), basketState({ total: 1260, tax: 260 })],
    });
    actor.send({ type: "checkout.pay", contact, option: { type: "paypal", label: "PayPal" } });
    await waitFor(actor, (s) => s.matches("ready") && s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(context.error).toBe(
      "The total of your basket has changed since it was shown. Please check the new total and pay again.",
    );
    expect(context.shownAmountDue).toBe(1260);
    expect(context.isTaxChanged).toBe(true);
    expect(calls.createPayment).not.toHaveBeenCalled();
    clock.increment(4999);
    expect(actor.getSnapshot().context.isTaxChanged).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().context.isTaxChanged).toBe(false);
  });

  it("keeps the visitor on the form with field errors when the contact is incomplete", async () => {
    const { actor, calls } = await openReady();
    actor.send({
      type: "checkout.pay",
      contact: { ...contact, email: "nope" },
      option: { type: "paypal", label: "PayPal" },
    });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.contactFormErrors).toEqual({ email: "Enter a valid email address." });
    expect(calls.saveContact).not.toHaveBeenCalled();
  });

  it("places the order directly with a stored card and empties the basket", async () => {
    const { actor, calls } = await openReady({ createPayment: async () => ({ redirectUrl: null }) });
    actor.send({
      type: "checkout.pay",
      contact,
      option: { type: "existing-credit-or-debit", label: "Visa ending 4242", paymentMethodId: 7 },
    });
    await waitFor(actor, (s) => s.matches("orderPlaced"));
    expect(calls.createPayment.mock.calls[0][0].paymentMethodId).toBe(7);
    expect(calls.announce).toHaveBeenCalledWith({
      orderId: "900000000002",
      status: "charged",
      isExistingCustomer: false,
    });
  });

  it("places a staff order with the zero-basket call and no payment", async () => {
    const { actor, calls } = await openReady();
    actor.send({ type: "checkout.account.changed", account: { ...account, isStaff: true } });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls.attach).toHaveBeenCalledWith({ basketId: "b1", account: { ...account, isStaff: true } });
    actor.send({ type: "checkout.pay", contact, option: { type: "staff", label: "Staff" } });
    await waitFor(actor, (s) => s.matches("orderPlaced"));
    expect(calls.zero).toHaveBeenCalledWith({ basketId: "b1", customerId: 101001 });
    expect(calls.createPayment).not.toHaveBeenCalled();
    expect(calls.announce).toHaveBeenCalledWith({
      orderId: "900000000001",
      status: "processed",
      isExistingCustomer: true,
    });
    // The details typed for the basket are not kept past its order.
    expect(calls.forgetTyped).toHaveBeenCalledWith("b1");
  });

  it("re-reads the amount due when the credit was spent by another order, and places nothing", async () => {
    const { actor, calls } = await openReady({
      basket: [basketState({ total: 1200 }), basketState({ total: 1200 }), basketState({ total: 900 })],
      placeOrderError: simulatedCallError("credit_unavailable"),
    });
    actor.send({ type: "checkout.pay", contact, option: { type: "no-payment", label: "Nothing to pay" } });
    await waitFor(actor, (s) => s.matches("ready") && s.context.shownAmountDue === 900);
    expect(calls.zero).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toMatch(/^Your account credit was used by another order/);
    expect(calls.announce).not.toHaveBeenCalled();
    expect(calls.forgetTyped).not.toHaveBeenCalled();
  });

  it.each([
    ["declined", "cardPaymentError", /^We are sorry, your card details have been declined/],
    ["currency_mismatch", "error", /^Sorry, your services are in the other currency/],
    ["eu_only", "error", /^Sorry, this domain is supported only in the European Union countries\.$/],
    ["weird", "error", /^Sorry, the error occurred while processing your payment\.$/],
  ] as const)("shows a %s payment error", async (code, field, message) => {
    const { actor } = await openReady({
      createPayment: async () => {
        throw simulatedCallError(code);
      },
    });
    actor.send({ type: "checkout.pay", contact, option: { type: "paypal", label: "PayPal" } });
    await waitFor(actor, (s) => s.matches("ready") && (s.context.error ?? s.context.cardPaymentError) !== null);
    expect(actor.getSnapshot().context[field]).toMatch(message);
    expect(actor.getSnapshot().context.isDomainAlert).toBe(code === "eu_only");
  });

  it("uses a customer's account credit: the amount due shown becomes the server's", async () => {
    const { actor } = await openReady();
    actor.send({ type: "checkout.account.changed", account });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "checkout.credit.toggle", useCredit: true });
    await waitFor(actor, (s) => s.matches("ready") && s.context.shownAmountDue === 0);
    expect(actor.getSnapshot().context.due?.credit_applied).toBe(1200);
  });
});

describe("checkout machine: opening", () => {
  it("applies the address's voucher first, and remembers a used_max voucher as not eligible", async () => {
    const { actor, calls } = start({
      applyVoucher: async () => {
        throw simulatedCallError("used_max", "used");
      },
    });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: "MAXED" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.isVoucherNotEligible).toBe(true);
    expect(calls.remembered).toHaveBeenCalledWith("MAXED");
  });

  it.each([
    ["not_found", "Could not find your basket.", false],
    ["unexpected_answer", "We could not load your basket. Please check your connection and try again.", true],
  ])("tells the visitor when the basket is %s", async (code, message, reloadForced) => {
    const { actor } = start({ loadBasketError: simulatedCallError(code) });
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, (s) => s.matches("unavailable"));
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(selectIsReloadForced(actor.getSnapshot())).toBe(reloadForced);
  });
});

describe("checkout machine: a basket that is not the visitor's (issue 35)", () => {
  const notYours = {
    ...simulatedCallError("not_yours", "These items belong to someone else.", 403),
    body: { code: "not_yours", message: "These items belong to someone else.", items: ["mine.com", "Hosting"] },
  };
  const notYoursMessage =
    "This checkout was started in another browser or by someone else. For your security we can't show its details " +
    "here. You can start a new basket with the same items.";

  async function openOthers(fakes: Fakes = {}) {
    const started = start({ loadBasketError: notYours, ...fakes });
    started.actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(started.actor, (s) => s.hasTag("copyOffered"));
    return started;
  }

  it("says so in plain words, lists the items it was told and offers a new basket, not a reload", async () => {
    const { actor } = await openOthers();
    const shown = actor.getSnapshot();
    expect(checkout.selectError(shown)).toBe(notYoursMessage);
    expect(checkout.selectOthersBasketItems(shown)).toEqual(["mine.com", "Hosting"]);
    expect(checkout.selectCanCopyBasket(shown)).toBe(true);
    expect(checkout.selectShowsCheckout(shown)).toBe(false);
    expect(selectIsReloadForced(shown)).toBe(false);
  });

  it("copies the basket and opens the new one's checkout, with the message gone", async () => {
    const { actor, calls } = await openOthers();
    actor.send({ type: "checkout.basket.copy" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.hasTag("loadingBasket"));
    expect(calls.copy).toHaveBeenCalledWith({ basketId: "b1" });
    expect(calls.openCopy).toHaveBeenCalledWith("b2");
    expect(checkout.selectError(actor.getSnapshot())).toBeNull();
    expect(checkout.selectOthersBasketItems(actor.getSnapshot())).toEqual([]);
  });

  it("stays on the offer with a message when the copy fails, and can try again", async () => {
    const { actor, calls } = await openOthers({
      copyBasket: async () => {
        throw simulatedCallError("ip_blocked", "blocked", 403);
      },
    });
    actor.send({ type: "checkout.basket.copy" });
    await waitFor(actor, (s) => !s.hasTag("busy"));
    const failed = actor.getSnapshot();
    expect(checkout.selectError(failed)).toBe(
      "We could not start a new basket with these items. Please check your connection and try again.",
    );
    expect(checkout.selectOthersBasketItems(failed)).toEqual(["mine.com", "Hosting"]);
    expect(checkout.selectCanCopyBasket(failed)).toBe(true);
    expect(calls.openCopy).not.toHaveBeenCalled();
  });

  it("lists no items when the answer lists none", async () => {
    const { actor } = await openOthers({ loadBasketError: simulatedCallError("not_yours", "not yours", 403) });
    expect(checkout.selectOthersBasketItems(actor.getSnapshot())).toEqual([]);
  });
});

describe("checkout machine: logging in", () => {
  it("copies a customer who logged in while the basket loaded into the basket, once", async () => {
    const { actor, calls } = start();
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    actor.send({ type: "checkout.account.changed", account });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls.attach).toHaveBeenCalledWith({ basketId: "b1", account });
    actor.send({ type: "checkout.account.changed", account });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(calls.attach).toHaveBeenCalledTimes(1);
  });
});

describe("checkout machine: back from the provider", () => {
  it("goes back to checkout with the fresh amount due when the order's credit was spent meanwhile", async () => {
    const { actor, calls } = start({
      basket: [basketState({ total: 1500 })],
      placeOrderError: simulatedCallError("credit_unavailable"),
    });
    actor.send({ type: "checkout.return.card", basketId: "b1" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls.placeOrder).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.shownAmountDue).toBe(1500);
    expect(actor.getSnapshot().context.error).toMatch(/^Your account credit was used by another order/);
  });

  it("refreshes a pending card payment 4 s apart, then places the order once it is authorized", async () => {
    const { actor, calls, clock } = start({ refreshes: ["pending", "pending", "authorized"] });
    actor.send({ type: "checkout.return.card", basketId: "b1" });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ completingCardPayment: "waiting" });
    clock.increment(3999);
    await flush();
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(calls.refresh).toHaveBeenCalledTimes(2);
    clock.increment(4000);
    await waitFor(actor, (s) => s.matches("orderPlaced"));
    expect(calls.refresh).toHaveBeenCalledTimes(3);
    expect(calls.placeOrder).toHaveBeenCalledTimes(1);
  });

  it("places the order after 5 pending refreshes and reads the public status when still pending", async () => {
    const { actor, calls, clock } = start({
      refreshes: ["pending"],
      placeOrder: { orderId: "900000000003", status: "payment pending" },
    });
    actor.send({ type: "checkout.return.card", basketId: "b1" });
    for (let i = 0; i < 5; i++) {
      await flush();
      clock.increment(4000);
    }
    await waitFor(actor, (s) => s.matches("orderPlaced"));
    expect(calls.refresh).toHaveBeenCalledTimes(5);
    // The basket is emptied once the order exists, before its status is read.
    expect(calls.announce).toHaveBeenCalledWith({
      orderId: "900000000003",
      status: "payment pending",
      isExistingCustomer: false,
    });
    expect(actor.getSnapshot().context.order).toEqual({
      orderId: "900000000003",
      status: "charged",
      isExistingCustomer: false,
    });
  });

  it("shows the card error when the provider refused the card, and never places an order", async () => {
    const { actor, calls } = start({ refreshes: ["failed"], refreshError: "bad_cvv" });
    actor.send({ type: "checkout.return.card", basketId: "b1" });
    await waitFor(actor, (s) => s.matches("paymentFailed"));
    expect(actor.getSnapshot().context.cardPaymentError).toMatch(
      /security code.*Please ensure your card details are valid/,
    );
    expect(calls.placeOrder).not.toHaveBeenCalled();
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.cardPaymentError).not.toBeNull();
  });

  it("confirms an approved PayPal payment, and sends a cancelled one back to checkout", async () => {
    const approved = start();
    approved.actor.send({ type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: "PAYER" });
    await waitFor(approved.actor, (s) => s.matches("orderPlaced"));
    const cancelled = start();
    cancelled.actor.send({ type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: null });
    expect(cancelled.actor.getSnapshot().value).toBe("paymentFailed");
    expect(cancelled.actor.getSnapshot().context.error).toMatch(/cancelled the PayPal payment/);
  });
});
