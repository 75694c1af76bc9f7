import { fromPromise } from "xstate";
import type { Contact } from "../../contract/customer";
import type { OrderStatus } from "../../contract/order";
import type { AmountDue, PaymentState, PaymentType } from "../../contract/payment";
import type { Account } from "../../rules/login/account";
import type { BasketState, OrderAnswer, PaymentCreated } from "./checkout-context";

/**
 * The brand API calls checkout makes, by name, with their inputs and answers: placeholders the app replaces with
 * `.provide()` (src/actors/checkout.ts), so that the machine stays pure and tests inject their own.
 */
// Stryker disable all: placeholders the app replaces with .provide() (see docs/mutation.md, checkout survivors)
export const checkoutActors = {
  applyVoucher: fromPromise<void, { basketId: string; code: string }>(async () => {
    throw new Error("applyVoucher is injected");
  }),
  loadBasket: fromPromise<BasketState, { basketId: string }>(async () => {
    throw new Error("loadBasket is injected");
  }),
  /** A new basket of this visitor's with the items of another's (POST /basket/{id}/copy): the new basket's id. */
  copyBasket: fromPromise<{ basketId: string }, { basketId: string }>(async () => {
    throw new Error("copyBasket is injected");
  }),
  attachAccount: fromPromise<void, { basketId: string; account: Account | null }>(async () => {
    throw new Error("attachAccount is injected");
  }),
  setUseCredit: fromPromise<AmountDue, { basketId: string; useCredit: boolean }>(async () => {
    throw new Error("setUseCredit is injected");
  }),
  saveContact: fromPromise<void, { basketId: string; contact: Contact }>(async () => {
    throw new Error("saveContact is injected");
  }),
  createPayment: fromPromise<
    PaymentCreated,
    { basketId: string; type: PaymentType; paymentMethodId?: number; expectedTotal: number }
  >(async () => {
    throw new Error("createPayment is injected");
  }),
  placeZeroOrder: fromPromise<OrderAnswer, { basketId: string; customerId: number }>(async () => {
    throw new Error("placeZeroOrder is injected");
  }),
  refreshPayment: fromPromise<PaymentState, { basketId: string }>(async () => {
    throw new Error("refreshPayment is injected");
  }),
  confirmPaypal: fromPromise<PaymentState, { basketId: string; paymentId: string; payerId: string }>(async () => {
    throw new Error("confirmPaypal is injected");
  }),
  placeOrder: fromPromise<OrderAnswer, { basketId: string }>(async () => {
    throw new Error("placeOrder is injected");
  }),
  readOrderStatus: fromPromise<OrderStatus, { orderId: string }>(async () => {
    throw new Error("readOrderStatus is injected");
  }),
};
// Stryker restore all
