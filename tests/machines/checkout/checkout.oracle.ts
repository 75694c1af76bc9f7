import { Actor, type SnapshotFrom } from "xstate";
import { z } from "zod/mini";
import { contactSchema } from "../../../contract/customer";
import { orderStatusSchema } from "../../../contract/order";
import { amountDueResponseSchema, paymentStateResponseSchema } from "../../../contract/payment";
import type { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import type { ModelOracle, ModelStep } from "../support/model-paths";
import { oracleChecks } from "../support/oracle-checks";

/**
 * The checkout oracle: what the spec (storefront-spec.md sections 4 "Payment flow", 5 "Payment and contact", 6, 8 and
 * 9; decisions.md sections 5 and 7) says about each state of a checkout and about what each event must change. It is
 * written from the spec and the brand API's contract only: it imports nothing of the machine or of `rules/checkout/`
 * (messages, the contact update and the payment outcomes are restated here), so a bug in either shows up as a
 * violation even on paths the machine itself generated.
 */

type CheckoutMachine = typeof checkoutMachine;
type Snapshot = SnapshotFrom<CheckoutMachine>;
type Step = ModelStep<CheckoutMachine>;
type Context = Snapshot["context"];
type CheckoutEventOf = NonNullable<Parameters<Snapshot["can"]>[0]>;

/**
 * The oracle's checks that only apply to some answers or states, by name: the generated-data test fails on any that no
 * generated path reaches.
 */
export const checkoutChecks = oracleChecks([
  "a payment error with words of its own",
  "a card-detail payment error",
  "a duplicate transaction",
  "a price change",
  "a payment error the spec does not name",
  "a card error shown as the card's own",
  "a domain alert",
  "page events accepted in every state",
  "paying accepted on the form",
  "paying refused while the form is locked",
  "a credit switch accepted on the form",
  "a credit switch refused while the form is locked",
  "a guest's credit switch refused",
  "reloading accepted where the basket could not be read",
  "reloading refused elsewhere",
  "a new basket asked for where the basket is another's",
  "a new basket refused elsewhere",
  // What the form offers (the model's view oracle, checkout.form-views.ts).
  "nothing to pay: no-payment alone",
  "nothing to pay, for staff: no-payment alone",
  "a guest offered no stored method",
  "a customer without stored methods",
  "a stored card offered",
  "a stored PayPal account offered",
  "several stored methods in the account's order",
  "the staff option offered to staff",
  "an empty contact form in the US",
  "an empty contact form in GB",
  "a contact form starting on the stored contact",
  "a contact form starting on the last one submitted",
  "the last form submitted over a stored contact",
  "a registrant type of its own over the default",
  "a country of its own over the brand's",
]);

/**
 * Which visitor events the spec lets a visitor send in a snapshot (spec section 4 "Payment flow"): a page may open
 * checkout, and come back from a provider's page, at any time, and a login or logout may come at any time; the
 * contact form is sent, and the credit switched, only on the form (`ready`), the credit only by a logged-in customer
 * (spec section 6 "Roles and permissions": account credit is theirs); the basket is read again only where it could not be read
 * (`unavailable`); a new basket with the items of another browser's or customer's is asked for only where that basket
 * was refused as not the visitor's (issue 35).
 */
export function checkoutAccepts(snapshot: Snapshot, event: CheckoutEventOf): boolean {
  const onForm = snapshot.matches("ready");
  switch (event.type) {
    case "checkout.pay":
      checkoutChecks.reach(onForm ? "paying accepted on the form" : "paying refused while the form is locked");
      return onForm;
    case "checkout.credit.toggle": {
      if (!onForm) {
        checkoutChecks.reach("a credit switch refused while the form is locked");
        return false;
      }
      const loggedIn = snapshot.context.account !== null;
      checkoutChecks.reach(loggedIn ? "a credit switch accepted on the form" : "a guest's credit switch refused");
      return loggedIn;
    }
    case "checkout.reload": {
      const unreadable = snapshot.matches("unavailable");
      checkoutChecks.reach(
        unreadable ? "reloading accepted where the basket could not be read" : "reloading refused elsewhere",
      );
      return unreadable;
    }
    case "checkout.basket.copy": {
      const others = snapshot.matches("notYours");
      checkoutChecks.reach(
        others ? "a new basket asked for where the basket is another's" : "a new basket refused elsewhere",
      );
      return others;
    }
    default:
      checkoutChecks.reach("page events accepted in every state");
      return true;
  }
}

/** Spec section 9: payment refresh 5 retries, 4 s apart; the tax-changed flag stays on for 5 s. */
export const checkoutLimits = { paymentRefreshes: 5, paymentRefreshDelayMs: 4000, taxChangedFlagMs: 5000 } as const;

/** Spec section 8, word for word (messages.txt). */
export const specMessages = {
  /** Issue 23's words: the server cancelled a payment because the basket's total changed after it was started. */
  basketChanged: "Your basket changed, so the payment was cancelled. Please pay the new total.",
  basketNotFound: "Could not find your basket.",
  placeOrderFailed: "There was a problem placing your order.",
  cardCheckoutFailed: "Could not process your order!",
  declined:
    "We are sorry, your card details have been declined. Please ensure they are correct and try again. Thank you.",
  duplicateTransaction: "There is a successful transaction with the same reference.",
  authentication: "Incorrect login details, please try again.",
  usernameTooShort: "The username is too short.",
  cardDetailsInvalid: "Please ensure your card details are valid and try again.",
  planRequiresItem: "Failed to add items to your basket.",
  currencyMismatch: "Sorry, your services are in the other currency than services you are trying to order.",
  euOnly: "Sorry, this domain is supported only in the European Union countries.",
  caRegistrantMismatch:
    "Sorry, but in order to buy .ca domains your address details and registrant type have to match but they don't.",
  paymentFailed: "Sorry, the error occurred while processing your payment.",
  /** Issue 35's words: the basket is another browser's or another customer's; its details are not shown. */
  notYours:
    "This checkout was started in another browser or by someone else. For your security we can't show its details " +
    "here. You can start a new basket with the same items.",
} as const;

/** Spec section 8: the card-detail errors the card-hosted page reports ("We are sorry, ... Please ensure ..."). */
const cardDetailCodes = ["declined", "bad_cvv", "bad_card_number", "invalid_expiry", "expiry_too_old"];
/** Spec section 8: errors about the basket's domains rather than the payment (the checkout's domain alert). */
const domainCodes = ["eu_only", "ca_registrant_mismatch"];

/** Whether `message` is what spec section 8 shows for a payment error `code`; null when it is. */
function paymentMessageProblem(code: string, message: string | null): string | null {
  const exact: Record<string, string> = {
    declined: specMessages.declined,
    authentication: specMessages.authentication,
    username_too_short: specMessages.usernameTooShort,
    plan_requires_item: specMessages.planRequiresItem,
    currency_mismatch: specMessages.currencyMismatch,
    eu_only: specMessages.euOnly,
    ca_registrant_mismatch: specMessages.caRegistrantMismatch,
  };
  let right: boolean;
  if (exact[code] !== undefined) {
    checkoutChecks.reach("a payment error with words of its own");
    right = message === exact[code];
  } else if (cardDetailCodes.includes(code)) {
    checkoutChecks.reach("a card-detail payment error");
    right = !!message?.startsWith("We are sorry, ") && message.endsWith(specMessages.cardDetailsInvalid);
  } else if (code === "duplicate_transaction") {
    checkoutChecks.reach("a duplicate transaction");
    // "plus a contact request text"
    right = !!message?.startsWith(`${specMessages.duplicateTransaction} `);
  } else if (code === "price_changed") {
    checkoutChecks.reach("a price change");
    // Wording not shown (decisions.md section 7: a sentence saying what to do next): not the catch-all.
    right = !!message && message !== specMessages.paymentFailed;
  } else {
    checkoutChecks.reach("a payment error the spec does not name");
    right = message === specMessages.paymentFailed;
  }
  return right ? null : `a payment error ${code} shows "${message}"`;
}

const failureSchema = z.object({ code: z.string(), status: z.number() });
/** The error code of a failed call (the envelope's `code`), "other" for anything that is no call failure. */
export const codeOf = (error: unknown) => {
  const failure = failureSchema.safeParse(error);
  return failure.success ? failure.data.code : "other";
};

/** Spec section 8: not_yours lists the basket's items. */
const notYoursAnswer = z.object({ body: z.object({ items: z.array(z.string()) }) });
export const itemsListedBy = (error: unknown) => {
  const answer = notYoursAnswer.safeParse(error);
  return answer.success ? answer.data.body.items : [];
};

const basketAnswer = z.object({ price: z.looseObject({ tax: z.number() }), due: amountDueResponseSchema });
const placedAnswer = z.object({ orderId: z.string(), status: orderStatusSchema });

/** A value as JSON with its object keys sorted, so that two equal values compare equal whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, field]) => [key, canonical(field)]),
  );
}
export const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Where the checkout is: a top state, or `paying.<step>` / `completingCardPayment.<step>`. */
function whereOf(snapshot: Snapshot): string {
  const value: unknown = snapshot.value;
  if (typeof value === "string") return value;
  const [parent, child] = Object.entries(value ?? {})[0] ?? ["?", "?"];
  return `${parent}.${child}`;
}

/** The call each state has running, by invoke id (the total is re-read with a second basket read). */
const callOfState: Record<string, string> = {
  applyingVoucher: "applyVoucher",
  loading: "loadBasket",
  copyingBasket: "copyBasket",
  attachingAccount: "attachAccount",
  updatingCredit: "setUseCredit",
  "paying.savingContact": "saveContact",
  "paying.checkingTotal": "recheckTotal",
  "paying.creatingPayment": "createPayment",
  "paying.placingZeroOrder": "placeZeroOrder",
  "completingCardPayment.refreshing": "refreshPayment",
  confirmingPaypal: "confirmPaypal",
  placingOrder: "placeOrder",
  readingOrderStatus: "readOrderStatus",
};

/**
 * What the page shows in each state (the tags the views read): a spinner while the basket is opened, the form locked
 * while a payment step runs, the provider's page, the result page or the failure. Spec section 7 of decisions.md: no
 * failure leaves a spinner running.
 */
const pageOf = (where: string) => {
  if (["idle", "applyingVoucher", "loading", "attachingAccount", "openingCopy"].includes(where))
    return ["loadingBasket"];
  if (where === "notYours") return ["basketUnavailable", "copyOffered"];
  if (where === "copyingBasket") return ["basketUnavailable", "busy", "copyOffered"];
  if (where === "unavailable") return ["basketUnavailable"];
  if (["ready", "orderPlaced", "paymentFailed"].includes(where)) return [];
  return ["busy"];
};

const childOf = (snapshot: Snapshot | null, id: string): unknown =>
  snapshot && Object.entries(snapshot.children).find(([childId]) => childId === id)?.[1];

/** The input a running call was started with (an inert stand-in of the real call keeps it). */
function inputOf(snapshot: Snapshot, id: string): unknown {
  const child = childOf(snapshot, id);
  return child instanceof Actor ? child.options.input : undefined;
}

/** Spec section 5: a contact update omits telephone and eu_vat_num when empty (values as typed, trimmed). */
function expectedContactUpdate(form: Record<string, string>): Record<string, string> {
  const trimmed = Object.entries(form).map(([field, value]) => [field, value.trim()] as const);
  return Object.fromEntries(
    trimmed.filter(([field, value]) => value !== "" || (field !== "telephone" && field !== "eu_vat_num")),
  );
}

/** The fields of a contact form the contract's contact rules refuse (fields left blank count as not given). */
function refusedContactFields(form: Record<string, string>): string[] {
  const result = contactSchema.safeParse(Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim())));
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].sort();
}

const isValidContact = (form: Record<string, string>) => refusedContactFields(form).length === 0;

/**
 * Spec section 8: contact errors are stored for display, one for each field the contact rules refuse and none for
 * the others; the spec gives no words, so each is a sentence telling the visitor what to do (the house rule), never
 * the validator's own "Invalid input: …".
 */
function contactErrorProblems(form: Record<string, string>, errors: Context["contactFormErrors"]): string[] {
  if (errors === null) return ["an incomplete contact shows no field errors"];
  const shown = Object.keys(errors).sort();
  const refused = refusedContactFields(form);
  const problems = same(shown, refused) ? [] : [`field errors on ${shown}, the contact rules refuse ${refused}`];
  for (const [field, message] of Object.entries(errors)) {
    if (!message || message.startsWith("Invalid") || !message.endsWith(".")) {
      problems.push(`the ${field} error ${JSON.stringify(message)} does not tell the visitor what to do`);
    }
  }
  return problems;
}

type Option = NonNullable<Context["paymentMethod"]>;

/** What one path has done so far that a single snapshot does not show. */
interface Memory {
  basketId: string | null;
  /** The customer the basket was last attached to (attach started) since it was opened. */
  attachedCustomerId: number | null;
  /** The voucher of the last checkout address, trimmed, until it has been applied. */
  voucher: string | null;
  /** The amount due the visitor was last shown (the server's, after account credit). */
  shownAmountDue: number | null;
  /** What the visitor last paid with: the contact form and the way to pay. */
  paidWith: { contact: Record<string, string>; option: Option } | null;
  /** The credit choice the visitor last made. */
  useCredit: boolean | null;
  paypal: { paymentId: string; payerId: string } | null;
  /** Refresh answers "pending" since the visitor came back from the card page. */
  pendingRefreshes: number;
  refreshesStarted: number;
  /** Payments authorised (or nothing to pay) that no order has used yet: an order needs one (money spent once). */
  unusedPayments: number;
  /** Payments created since the visitor last pressed pay: one press, one payment. */
  paymentsSincePay: number;
  /** Whether the tax notice must show: the tax changed at the last re-read, less than 5 s of the form ago. */
  taxNotice: boolean;
  /** The items the last not_yours answer listed. */
  othersItems: string[];
}

/** Invariants of one snapshot, whatever led to it. */
function stateProblems(step: Step, memory: Memory): string[] {
  const snapshot = step.after;
  const problems: string[] = [];
  const where = whereOf(snapshot);
  const c = snapshot.context;
  const running = Object.entries(snapshot.children)
    .filter(([, child]) => child !== undefined)
    .map(([id]) => id);
  const expected = callOfState[where];
  if (!same(running, expected ? [expected] : [])) {
    problems.push(`in ${where} the running calls are [${running}], expected [${expected ?? ""}]`);
  }
  const tags = [...snapshot.tags].sort();
  if (!same(tags, pageOf(where))) problems.push(`in ${where} the page shows [${tags}], expected [${pageOf(where)}]`);
  for (const scheduled of step.scheduled) {
    const delay = /^xstate\.after\.([^.]+)\./.exec(scheduled)?.[1] ?? scheduled;
    const ms = Object.entries(snapshot.machine.implementations.delays).find(([name]) => name === delay)?.[1];
    if (where === "completingCardPayment.waiting") {
      if (ms !== checkoutLimits.paymentRefreshDelayMs) {
        problems.push(`the payment refresh waits ${String(ms)} ms; the spec says 4 s`);
      }
    } else if (where === "ready") {
      if (ms !== checkoutLimits.taxChangedFlagMs) problems.push(`the tax notice stays ${String(ms)} ms; spec: 5 s`);
    } else problems.push(`in ${where} ${scheduled} is scheduled`);
  }
  if (where === "completingCardPayment.waiting" && step.scheduled.length !== 1) {
    problems.push(`waiting for the next payment refresh with ${step.scheduled.length} delays scheduled`);
  }
  if (c.basketId !== memory.basketId)
    problems.push(`the basket is ${c.basketId}, the visitor opened ${memory.basketId}`);
  if (c.refreshes < 0 || c.refreshes > checkoutLimits.paymentRefreshes) {
    problems.push(`${c.refreshes} payment refreshes counted; the spec tries at most 5`);
  }
  if (memory.unusedPayments < 0) problems.push("an order was placed without a payment of its own");
  if (memory.paymentsSincePay > 1) problems.push(`${memory.paymentsSincePay} payments were started by one press`);
  // A call's input is checked when it starts (it keeps what it was given while the visitor goes on).
  const id = callOfState[where];
  if (id !== undefined && childOf(step.before, id) !== childOf(snapshot, id)) {
    if (id === "attachAccount") memory.attachedCustomerId = c.account?.customerId ?? null;
    if (id === "refreshPayment") memory.refreshesStarted += 1;
    problems.push(...callInputProblems(snapshot, id, memory));
  }
  if (memory.refreshesStarted > checkoutLimits.paymentRefreshes) {
    problems.push(`the payment was refreshed ${memory.refreshesStarted} times; the spec tries at most 5`);
  }

  // Spec section 4 "Tax change": the notice shows after a re-read total whose tax changed, for 5 s.
  if (c.isTaxChanged !== memory.taxNotice) problems.push(`the tax notice is ${c.isTaxChanged ? "" : "not "}shown`);
  // Spec section 4 "Login": after login, the customer is copied into the basket.
  if (showsBasketOrWhy(where) && c.account !== null) {
    if (memory.attachedCustomerId !== c.account.customerId) {
      problems.push(`customer ${c.account.customerId} logged in, yet the basket was not attached to them`);
    }
  }
  switch (where) {
    case "idle":
      // A checkout not opened yet shows nothing of a basket or a payment.
      if (c.useCredit || c.isDomainAlert || c.isVoucherNotEligible || c.error !== null) {
        problems.push("a checkout not opened yet shows flags or messages");
      }
      break;
    case "ready":
      if (!c.price || !c.due) problems.push("the form is shown without the basket's total");
      if (c.shownAmountDue !== c.due?.amount_due || c.shownAmountDue !== memory.shownAmountDue) {
        problems.push(
          `the form shows ${c.shownAmountDue} to pay; the server's amount due is ${c.due?.amount_due} (read: ${memory.shownAmountDue})`,
        );
      }
      break;
    case "unavailable":
      if (!c.error) problems.push("the basket is unavailable without a message saying why");
      break;
    case "notYours":
    case "copyingBasket":
      if (!c.error) problems.push("another's basket is not shown, without a message saying why");
      if (!same(c.othersBasketItems, memory.othersItems))
        problems.push(
          `the items listed are ${JSON.stringify(c.othersBasketItems)}, not_yours listed ${memory.othersItems}`,
        );
      break;
    case "paymentFailed":
      if (!(c.cardPaymentError ?? c.error)) problems.push("the payment failed without a message");
      break;
    case "orderPlaced":
      if (c.order === null) problems.push("the order page is shown without an order");
      break;
  }
  if (where.startsWith("paying.")) {
    if (!same(c.paymentMethod, memory.paidWith?.option)) problems.push("paying with another way than the one chosen");
    if (c.contactFormErrors !== null) problems.push("paying while the contact form shows errors");
  }
  return problems;
}

/** The call `id` was started for this basket, with what the visitor chose and was shown. */
function callInputProblems(snapshot: Snapshot, id: string, memory: Memory): string[] {
  const c = snapshot.context;
  const basketId = memory.basketId ?? "";
  const option = memory.paidWith?.option;
  const expected: Record<string, unknown> = {
    applyVoucher: { basketId, code: memory.voucher },
    loadBasket: { basketId },
    attachAccount: { basketId, account: c.account },
    setUseCredit: { basketId, useCredit: memory.useCredit },
    saveContact: { basketId, contact: memory.paidWith && expectedContactUpdate(memory.paidWith.contact) },
    recheckTotal: { basketId },
    // Spec section 4: the payment is for the amount shown; the stored method's id for a stored method.
    createPayment: {
      basketId,
      type: option?.type,
      paymentMethodId: option?.paymentMethodId,
      expectedTotal: memory.shownAmountDue,
    },
    // Spec section 7: PUT /customer/{id}/customers/basket/{id}/zero, for the logged-in customer.
    placeZeroOrder: { basketId, customerId: c.account?.customerId ?? c.parentCustomerId },
    refreshPayment: { basketId },
    confirmPaypal: { basketId, ...memory.paypal },
    placeOrder: { basketId },
    readOrderStatus: { orderId: c.order?.orderId },
    copyBasket: { basketId },
  };
  const input = inputOf(snapshot, id);
  return same(input, expected[id])
    ? []
    : [`${id} got ${JSON.stringify(input)}, expected ${JSON.stringify(expected[id])}`];
}

/** The flags of an earlier payment attempt a new one clears. */
const clearedForPayment = (c: Context) =>
  c.error === null && c.cardPaymentError === null && c.contactFormErrors === null && !c.isDomainAlert;

/** A payment answer's outcome: the message and flags the visitor must see for a failed payment `code`. */
function paymentFailureProblems(code: string, c: Context): string[] {
  const problems: string[] = [];
  const shown = c.cardPaymentError ?? c.error;
  const message = paymentMessageProblem(code, shown);
  if (message) problems.push(message);
  if (cardDetailCodes.includes(code)) checkoutChecks.reach("a card error shown as the card's own");
  if (domainCodes.includes(code)) checkoutChecks.reach("a domain alert");
  if (cardDetailCodes.includes(code) !== (c.cardPaymentError !== null)) {
    problems.push(`a ${code} error is ${c.cardPaymentError === null ? "not " : ""}shown as the card's own error`);
  }
  if (domainCodes.includes(code) !== c.isDomainAlert) {
    problems.push(`a ${code} error ${c.isDomainAlert ? "raises" : "does not raise"} the domain alert`);
  }
  return problems;
}

/** An order now exists: it is the one placed, followed in the account by a logged-in customer. */
function placedProblems(before: Snapshot, after: Snapshot, output: unknown, memory: Memory): string[] {
  const placed = placedAnswer.parse(output);
  memory.unusedPayments -= 1;
  const order = after.context.order;
  const expected = { ...placed, isExistingCustomer: before.context.account !== null };
  return same(order, expected) ? [] : [`the order placed is ${JSON.stringify(order)}, not ${JSON.stringify(expected)}`];
}

/** The states that show the basket, or why it cannot be shown: a customer who logged in is copied into it first. */
const showsBasketOrWhy = (where: string) => where === "ready" || where === "unavailable" || where === "notYours";

/**
 * Whether an event ended where the spec says. Where the basket is shown (or could not be), a customer who logged in
 * meanwhile is first copied into it (spec section 4 "Login").
 */
function endsIn(where: string, eventType: string, c: Context, memory: Memory) {
  const attachesFirst = c.account !== null && c.account.customerId !== memory.attachedCustomerId;
  return (state: string): string[] => {
    const expected = attachesFirst && showsBasketOrWhy(state) ? "attachingAccount" : state;
    return where === expected ? [] : [`${eventType} ends in ${where}, not ${expected}`];
  };
}

/** What an invoke's result must change, by invoke id. */
function actorProblems(step: Step & { before: Snapshot }, memory: Memory): string[] {
  const { before, after } = step;
  const event = step.event ?? { type: "" };
  const where = whereOf(after);
  const c = after.context;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  const output = "output" in event ? event.output : undefined;
  const code = codeOf("error" in event ? event.error : undefined);
  const ends = endsIn(where, event.type, c, memory);
  const shows = (message: string | null) =>
    c.error === message ? [] : [`${event.type} shows "${c.error}", expected "${message}"`];

  switch (done) {
    case "applyVoucher":
      memory.voucher = null;
      return ends(before.context.account === null ? "loading" : "attachingAccount");
    case "attachAccount":
      return ends("loading");
    case "loadBasket": {
      const answer = basketAnswer.parse(output);
      memory.shownAmountDue = answer.due.amount_due;
      const problems = ends("ready");
      if (!same(c.due, answer.due) || !same(c.price, answer.price)) {
        problems.push("the basket read is not the one shown");
      }
      // Credit the server applied shows as chosen.
      if (c.useCredit !== answer.due.credit_applied > 0) problems.push(`credit use shows ${c.useCredit}`);
      return problems;
    }
    case "setUseCredit": {
      const due = amountDueResponseSchema.parse(output);
      memory.shownAmountDue = due.amount_due;
      const problems = ends("ready");
      if (!same(c.due, due)) problems.push("the amount due after switching credit is not the server's");
      if (c.useCredit !== memory.useCredit) problems.push("the credit choice was not kept");
      return problems;
    }
    case "saveContact":
      return ends("paying.checkingTotal");
    case "recheckTotal": {
      const answer = basketAnswer.parse(output);
      const shown = memory.shownAmountDue;
      memory.shownAmountDue = answer.due.amount_due;
      if (answer.due.amount_due !== shown) {
        // Spec section 4: the payment is for the total shown; a changed total is shown again and nothing is paid.
        const problems = ends("ready");
        memory.taxNotice = answer.price.tax !== before.context.price?.tax;
        if (!same(c.due, answer.due) || !same(c.price, answer.price)) problems.push("the changed total is not shown");
        const message = paymentMessageProblem("price_changed", c.error);
        return message ? [...problems, message] : problems;
      }
      const type = memory.paidWith?.option.type;
      // Spec section 4: staff and no-payment orders are placed without creating a payment.
      if (type === "staff" || type === "no-payment") {
        memory.unusedPayments += 1;
        return ends("paying.placingZeroOrder");
      }
      memory.paymentsSincePay += 1;
      return ends("paying.creatingPayment");
    }
    case "createPayment": {
      const { redirectUrl } = z.object({ redirectUrl: z.nullable(z.string()) }).parse(output);
      if (redirectUrl !== null) return ends("redirecting");
      // Spec section 4: stored-method payments place the order directly.
      memory.unusedPayments += 1;
      return ends("placingOrder");
    }
    case "placeZeroOrder":
    case "placeOrder": {
      const placed = placedAnswer.parse(output);
      const pending = done === "placeOrder" && placed.status === "payment pending";
      // Spec section 4: if the status is still payment pending, the public order status is read.
      return [
        ...ends(pending ? "readingOrderStatus" : "orderPlaced"),
        ...placedProblems(before, after, output, memory),
      ];
    }
    case "refreshPayment": {
      const payment = paymentStateResponseSchema.parse(output);
      if (payment.status === "authorized") {
        memory.unusedPayments += 1;
        return ends("placingOrder");
      }
      if (payment.status === "pending") {
        memory.pendingRefreshes += 1;
        const problems = ends("completingCardPayment.waiting");
        if (c.refreshes !== memory.pendingRefreshes)
          problems.push(`${memory.pendingRefreshes} refreshes counted as ${c.refreshes}`);
        return problems;
      }
      // Issue 23: the basket changed while the shopper was away; nothing was taken, the new total is read and asked.
      if (payment.status === "voided") return [...ends("loading"), ...shows(specMessages.basketChanged)];
      const problems = ends("paymentFailed");
      if (payment.status === "failed" && payment.error !== undefined) {
        return [...problems, ...paymentFailureProblems(payment.error, c)];
      }
      // Cancelled: a message of ours; any other answer: the card-hosted checkout failed (spec section 8).
      if (payment.status === "cancelled") {
        // Nothing failed: the visitor cancelled, which the message says (not the checkout failure's words).
        const told = c.error !== null && c.error !== specMessages.cardCheckoutFailed;
        return told ? problems : [...problems, `a cancelled payment shows "${c.error}"`];
      }
      return [...problems, ...shows(specMessages.cardCheckoutFailed)];
    }
    case "confirmPaypal": {
      const payment = paymentStateResponseSchema.parse(output);
      if (payment.status === "authorized") {
        memory.unusedPayments += 1;
        return ends("placingOrder");
      }
      if (payment.status === "voided") return [...ends("loading"), ...shows(specMessages.basketChanged)];
      return [...ends("paymentFailed"), ...shows(specMessages.cardCheckoutFailed)];
    }
    case "copyBasket":
      // Issue 35: the new basket's checkout opens (its address, then `checkout.open`), without the old message.
      return [...ends("openingCopy"), ...shows(null)];
    case "readOrderStatus": {
      const status = orderStatusSchema.parse(output);
      const expected = before.context.order && { ...before.context.order, status };
      return [...ends("orderPlaced"), ...(same(c.order, expected) ? [] : ["the order's status read is not shown"])];
    }
  }

  switch (failed) {
    case "applyVoucher": {
      memory.voucher = null;
      const problems = ends(before.context.account === null ? "loading" : "attachingAccount");
      // Spec section 4: a used_max voucher is marked not eligible.
      if (c.isVoucherNotEligible !== (code === "used_max" || before.context.isVoucherNotEligible)) {
        problems.push(`a ${code} voucher is ${c.isVoucherNotEligible ? "" : "not "}marked not eligible`);
      }
      return c.error ? problems : [...problems, "a voucher not applied shows no message"];
    }
    case "attachAccount":
      // Not attached: the visitor carries on as a guest would.
      return ends("loading");
    case "loadBasket": {
      if (code === "not_yours") {
        // Issue 35: the visitor is told in plain words and shown the items the answer listed, nothing else.
        memory.othersItems = itemsListedBy("error" in event ? event.error : undefined);
        return [...ends("notYours"), ...shows(specMessages.notYours)];
      }
      const problems = ends("unavailable");
      // Spec section 8: basket errors, general 'Could not find your basket.'
      // Not found: nothing to reload; otherwise the page offers to read the basket again (decisions.md section 7): the
      // offer is the views' (selectors.ts), checked by the checkout model's view oracle.
      if (code === "not_found") return [...problems, ...shows(specMessages.basketNotFound)];
      return problems;
    }
    case "setUseCredit": {
      const problems = ends("ready");
      const applied = (before.context.due?.credit_applied ?? 0) > 0;
      if (c.useCredit !== applied) problems.push("credit not switched, yet shown as switched");
      if (!same(c.due, before.context.due)) problems.push("credit not switched, yet the amount due changed");
      return c.error ? problems : [...problems, "credit not switched without a message"];
    }
    case "saveContact":
      return c.error ? ends("ready") : [...ends("ready"), "contact not saved without a message"];
    case "recheckTotal":
      return [...ends("ready"), ...paymentFailureProblems(code, c)];
    case "createPayment":
      return [...ends("ready"), ...paymentFailureProblems(code, c)];
    case "placeZeroOrder":
    case "placeOrder": {
      // The credit was spent by another order: nothing charged, the amount due is read again.
      if (code === "credit_unavailable") return c.error ? ends("loading") : [...ends("loading"), "no message"];
      // Issue 23: the basket's total changed after paying; no order for the old amount, the new total is asked.
      if (code === "basket_changed" && failed === "placeOrder")
        return [...ends("loading"), ...shows(specMessages.basketChanged)];
      return [...ends(failed === "placeOrder" ? "paymentFailed" : "ready"), ...shows(specMessages.placeOrderFailed)];
    }
    case "refreshPayment":
    case "confirmPaypal":
      return [...ends("paymentFailed"), ...shows(specMessages.cardCheckoutFailed)];
    case "readOrderStatus":
      return [...ends("orderPlaced"), ...(same(c.order, before.context.order) ? [] : ["the order changed"])];
    case "copyBasket": {
      const problems = ends("notYours");
      const told = c.error !== null && c.error !== specMessages.notYours;
      return told ? problems : [...problems, `a new basket not started shows "${c.error}"`];
    }
  }
  return [];
}

/** What each visitor event and delay must change. */
function stepProblems(step: Step & { before: Snapshot }, memory: Memory): string[] {
  const { before, after } = step;
  const event = step.event;
  if (event === null) return [];
  const where = whereOf(after);
  const c = after.context;
  const ends = endsIn(where, event.type, c, memory);
  switch (event.type) {
    case "checkout.open": {
      memory.basketId = event.basketId;
      memory.attachedCustomerId = null;
      const voucher = event.voucher?.trim() || null;
      memory.voucher = voucher;
      // Spec section 2: the voucher is applied once the basket exists; section 4: a logged-in customer is copied in.
      return ends(voucher !== null ? "applyingVoucher" : c.account !== null ? "attachingAccount" : "loading");
    }
    case "checkout.return.card": {
      memory.basketId = event.basketId;
      memory.pendingRefreshes = 0;
      memory.refreshesStarted = 0;
      const problems = ends("completingCardPayment.refreshing");
      if (c.refreshes !== 0 || !clearedForPayment(c)) problems.push("back from the card page with an earlier attempt");
      return problems;
    }
    case "checkout.return.paypal": {
      memory.basketId = event.basketId;
      if (event.payerId === null) {
        const shown = c.error !== null && c.cardPaymentError === null && !c.isDomainAlert;
        return shown
          ? ends("paymentFailed")
          : [...ends("paymentFailed"), "a cancelled PayPal payment is not what shows"];
      }
      memory.paypal = { paymentId: event.paymentId, payerId: event.payerId };
      return [...ends("confirmingPaypal"), ...(clearedForPayment(c) ? [] : ["an earlier attempt's error is shown"])];
    }
    case "checkout.account.changed": {
      const problems = same(c.account, event.account) ? [] : ["the account logged in is not kept"];
      const from = whereOf(before);
      const attaches =
        showsBasketOrWhy(from) && event.account !== null && event.account.customerId !== memory.attachedCustomerId;
      // Spec section 4 "Login": after login the customer's details are copied into the basket.
      return [...problems, ...ends(attaches ? "attachingAccount" : from)];
    }
    case "checkout.credit.toggle": {
      memory.useCredit = event.useCredit;
      const problems = ends("updatingCredit");
      if (c.useCredit !== event.useCredit) problems.push("the credit choice is not shown at once");
      return problems;
    }
    case "checkout.pay": {
      const problems: string[] = [];
      if (!same(c.contactDraft, event.contact)) problems.push("the contact form typed is not kept");
      if (!isValidContact(event.contact)) {
        // Spec section 8: contact errors are stored for display; nothing is saved or paid.
        return [...problems, ...contactErrorProblems(event.contact, c.contactFormErrors), ...ends("ready")];
      }
      memory.paidWith = { contact: event.contact, option: event.option };
      memory.paymentsSincePay = 0;
      if (!clearedForPayment(c)) problems.push("a new payment still shows the last attempt's errors");
      return [...problems, ...ends("paying.savingContact")];
    }
    case "checkout.basket.copy":
      return ends("copyingBasket");
    case "checkout.reload": {
      const problems = ends("loading");
      if (c.error !== null) problems.push("reloading keeps the old message");
      return problems;
    }
  }
  if (event.type.includes("paymentRefreshDelay")) {
    if (memory.pendingRefreshes < checkoutLimits.paymentRefreshes) {
      return ends("completingCardPayment.refreshing");
    }
    // Spec section 4: after 5 tries, the order is placed (the server knows whether it was paid).
    memory.unusedPayments += 1;
    return ends("placingOrder");
  }
  if (event.type.includes("taxChangedFlagDelay")) {
    memory.taxNotice = false;
    const problems = ends("ready");
    const { isTaxChanged: _now, ...now } = c;
    const { isTaxChanged: _was, ...was } = before.context;
    if (!same(now, was)) problems.push("hiding the tax notice changed more than the notice");
    return problems;
  }
  return actorProblems({ ...step, before }, memory);
}

/** The oracle for the checkout model paths: a fresh checker per path. */
export const checkoutOracle: ModelOracle<CheckoutMachine> = () => {
  const memory: Memory = {
    basketId: null,
    attachedCustomerId: null,
    voucher: null,
    shownAmountDue: null,
    paidWith: null,
    useCredit: null,
    paypal: null,
    pendingRefreshes: 0,
    refreshesStarted: 0,
    unusedPayments: 0,
    paymentsSincePay: 0,
    taxNotice: false,
    othersItems: [],
  };
  return (step) => {
    const { before } = step;
    const changes = before === null ? [] : stepProblems({ ...step, before }, memory);
    return [...changes, ...stateProblems(step, memory)];
  };
};
