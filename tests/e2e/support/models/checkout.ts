import type { SnapshotFrom } from "xstate";
import { type CheckoutEvent, checkoutMachine } from "../../../../machines/checkout/checkout.machine";
import {
  customerAccount as account,
  basketState,
  checkoutInput,
  contactForm as contact,
  checkoutDone as done,
  checkoutFailed as failed,
  paymentState as payment,
} from "../../../machines/checkout/checkout.fixtures";
import { simulatedCallError } from "../../../machines/support/call-failure";
import type { BrowserPathModel } from "../browser-paths";

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

export const providerPath = "/sandbox/paypal/model-path";
export const orderId = "900000000001";
/** The account's credit was spent elsewhere meanwhile: the order is refused and the basket read again. */
const creditUnavailable = simulatedCallError("credit_unavailable", "Your account credit has changed.", 409);
/** The basket's total changed after it was paid (another tab): the order is refused and the basket read again. */
const basketChanged = simulatedCallError("basket_changed", "Your basket changed.", 409);
/** The basket is another browser's or customer's (issue 35): the answer lists its items, nothing personal. */
export const othersBasketItems = ["model-path.com", "Business Hosting for model-path.com"];
const notYours = {
  ...simulatedCallError("not_yours", "This basket belongs to someone else.", 403),
  body: { code: "not_yours", message: "This basket belongs to someone else.", items: othersBasketItems },
};

/** The events a visitor and the brand API can cause in each state, as a browser can reproduce them: a visitor
 * opens checkout or comes back from a provider with a fresh page, and goes back to checkout from a failed payment. */
function events(snapshot: Snapshot): CheckoutEvent[] {
  const { context } = snapshot;
  const open = (voucher: string | null): CheckoutEvent => ({ type: "checkout.open", basketId: "b1", voucher });
  if (snapshot.matches("idle"))
    return [
      ...(context.account === null ? [{ type: "checkout.account.changed", account } as const] : []),
      open(null),
      open("SAVE10"),
      { type: "checkout.return.card", basketId: "b1" },
      { type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: "PAYER" },
      { type: "checkout.return.paypal", basketId: "b1", paymentId: "p1", payerId: null },
    ];
  if (snapshot.matches("paymentFailed")) return context.paymentMethod === null ? [open(null)] : [];
  // The new basket's address is opened: the path opens its basket (the copy answered the path's own basket).
  if (snapshot.matches("openingCopy")) return [open(null)];
  if (snapshot.matches("ready")) {
    if (context.account === null)
      return [
        { type: "checkout.account.changed", account },
        { type: "checkout.pay", contact, option: { type: "paypal", label: "PayPal" } },
        { type: "checkout.pay", contact: { ...contact, email: "" }, option: { type: "paypal", label: "PayPal" } },
      ];
    return context.shownAmountDue === 0
      ? [{ type: "checkout.pay", contact, option: { type: "no-payment", label: "Nothing to pay" } }]
      : [{ type: "checkout.credit.toggle", useCredit: true }];
  }
  // A customer may log in on the page that says the basket cannot be shown (it may be theirs once they have).
  const logsInWhileUnavailable =
    (snapshot.matches("unavailable") || snapshot.matches("notYours")) && context.account === null
      ? [{ type: "checkout.account.changed", account } as const]
      : [];
  return [
    ...logsInWhileUnavailable,
    { type: "checkout.reload" },
    done("applyVoucher"),
    done("loadBasket", basketState()),
    // Listed first: the basket not read (the page offers to read it again), so the paths reload from this one.
    failed("loadBasket", simulatedCallError("internal", "Something went wrong on our side.", 500)),
    failed("loadBasket", notYours),
    { type: "checkout.basket.copy" },
    done("copyBasket", { basketId: "b1" }),
    failed("copyBasket", simulatedCallError("ip_blocked", "We cannot take orders from your network.", 403)),
    failed("loadBasket", simulatedCallError("not_found", "No such basket.", 404)),
    failed("applyVoucher", simulatedCallError("used_max", "This voucher has been used up.", 422)),
    done("attachAccount"),
    done("setUseCredit", basketState({ amountDue: 0 }).due),
    done("saveContact"),
    done("recheckTotal", basketState({ amountDue: context.shownAmountDue ?? 1200 })),
    done("recheckTotal", basketState({ total: 999 })),
    done("createPayment", { redirectUrl: providerPath }),
    done("createPayment", { redirectUrl: null }),
    done("placeZeroOrder", { orderId, status: "processed" }),
    failed("placeZeroOrder", creditUnavailable),
    done("refreshPayment", payment("authorized")),
    done("refreshPayment", payment("pending")),
    done("refreshPayment", payment("failed", "declined")),
    done("refreshPayment", payment("cancelled")),
    done("refreshPayment", payment("failed")),
    done("refreshPayment", payment("voided")),
    done("confirmPaypal", payment("authorized")),
    done("confirmPaypal", payment("failed")),
    done("confirmPaypal", payment("voided")),
    done("placeOrder", { orderId, status: "charged" }),
    done("placeOrder", { orderId, status: "payment pending" }),
    failed("placeOrder", creditUnavailable),
    failed("placeOrder", basketChanged),
    done("readOrderStatus", "charged"),
  ];
}

/** The checkout machine's browser paths: generated from these fixtures, the same for the spec and the Vitest check. */
export const checkoutPathModel: BrowserPathModel<typeof checkoutMachine> = {
  name: "checkout",
  machine: checkoutMachine,
  input: checkoutInput,
  events,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      c.account !== null,
      snapshot.matches("ready") ? c.shownAmountDue === 0 : null,
      c.paymentMethod?.type ?? null,
      // Each refresh of a pending card payment is a state of its own, so the last one (placing the order) is a path.
      snapshot.matches("completingCardPayment") ? c.refreshes : null,
    ]);
  },
  notDrivenInBrowser: {},
};
