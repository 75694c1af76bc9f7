import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { OrderStatus } from "../../../contract/order";
import type { PaymentState } from "../../../contract/payment";
import { paymentTypes } from "../../../contract/payment-methods";
import { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import { selectIsRedirecting } from "../../../machines/checkout/selectors";
import { paymentOptions } from "../../../rules/checkout/payment-options";
import { applePayAdapter, applePayType } from "../../fixtures/payment-method/apple-pay";
import { basketState, contactForm as contact, checkoutInput as input } from "./checkout.fixtures";

// A way to pay is one entry of the payment method table: here the fixture's, appended to the shipped ones.
vi.mock("../../../contract/payment-method-table", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../contract/payment-method-table")>();
  const { applePayEntry, applePayType: type } = await import("../../fixtures/payment-method/apple-pay");
  return { paymentMethodTable: { ...original.paymentMethodTable, [type]: applePayEntry } };
});

/** The checkout machine with stand-in calls; the provider answers `authorized` when the visitor comes back. */
function startCheckout() {
  const calls = { createPayment: vi.fn(), redirect: vi.fn(), zero: vi.fn(), placeOrder: vi.fn(), announce: vi.fn() };
  const machine = checkoutMachine.provide({
    actors: {
      applyVoucher: fromPromise(async () => {}),
      loadBasket: fromPromise(async () => basketState()),
      attachAccount: fromPromise(async () => {}),
      setUseCredit: fromPromise(async () => basketState().due),
      saveContact: fromPromise(async () => {}),
      createPayment: fromPromise(async ({ input: request }) => {
        calls.createPayment(request);
        return { redirectUrl: applePayAdapter.pageUrl("http://wh.localhost", "p1") };
      }),
      placeZeroOrder: fromPromise(async (): Promise<{ orderId: string; status: OrderStatus }> => {
        calls.zero();
        return { orderId: "900000000001", status: "processed" };
      }),
      refreshPayment: fromPromise(async (): Promise<PaymentState> => ({ payment_id: "p1", status: "authorized" })),
      confirmPaypal: fromPromise(async (): Promise<PaymentState> => ({ payment_id: "p1", status: "authorized" })),
      placeOrder: fromPromise(async (): Promise<{ orderId: string; status: OrderStatus }> => {
        calls.placeOrder();
        return { orderId: "900000000002", status: "charged" };
      }),
      readOrderStatus: fromPromise(async (): Promise<OrderStatus> => "charged"),
      copyBasket: fromPromise(async () => ({ basketId: "b2" })),
    },
    actions: {
      openCopiedBasket: () => {},
      redirectToProvider: (_, params) => calls.redirect(params.url),
      announceOrderPlaced: (_, params) => calls.announce(params.order),
      rememberVoucherNotEligible: () => {},
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe("a way to pay added as one table entry", () => {
  const offered = paymentOptions({ loggedIn: false, isStaff: false, storedMethods: [], amountDue: 1200 });
  const applePay = offered.find((option) => option.type === applePayType);

  it("is a payment type of the contract and an option checkout offers, with its label", () => {
    expect(paymentTypes).toContain(applePayType);
    expect(applePay).toEqual({ type: applePayType, label: "Apple Pay" });
    // Not offered when nothing is due: only the no-payment entry is.
    expect(paymentOptions({ loggedIn: false, isStaff: false, storedMethods: [], amountDue: 0 })).toEqual([
      { type: "no-payment", label: "Nothing to pay" },
    ]);
  });

  it("takes the provider path: payment created with its type, the visitor sent to its page, the order placed on return", async () => {
    if (!applePay) throw new Error("Apple Pay is not offered");
    const { actor, calls } = startCheckout();
    actor.send({ type: "checkout.open", basketId: "b1", voucher: null });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "checkout.pay", contact, option: applePay });
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
    expect(calls.createPayment).toHaveBeenCalledWith(expect.objectContaining({ basketId: "b1", type: applePayType }));
    expect(calls.redirect).toHaveBeenCalledWith("https://apple-pay.example/pay/p1");
    expect(calls.zero).not.toHaveBeenCalled();

    // Back from the provider's page: the payment is read and the order placed.
    actor.send({ type: "checkout.return.card", basketId: "b1" });
    await waitFor(actor, (s) => s.matches("orderPlaced"));
    expect(calls.placeOrder).toHaveBeenCalledTimes(1);
    expect(calls.announce).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: "900000000002", status: "charged" }),
    );
    actor.stop();
  });
});
