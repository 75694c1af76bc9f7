import type { BasketContext } from "../../../machines/basket/basket-context";
import { basketCallErrorCode } from "../../../machines/basket/call-errors";
import type { BasketLifecycleContext } from "../../../machines/basket-lifecycle/basket-lifecycle.machine";
import { ownDomainFrom } from "../../../rules/basket/catalogue-items";
import { decodeOrderQuery, toOrderItems } from "../../../rules/basket/order-items";
import { codeWords, count, money, yesNo } from "../../value-words";
import { field, workflowReadings } from "./reading";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The browser's basket: its guards read the visitor's input, the basket's lines and the vouchers' answers. */
export const basketReadings = workflowReadings<BasketContext>({
  isDomainName: ({ context, params }) => {
    const typed = text(field(params, "fullDomain"));
    return `“${typed}” is a domain name: ${yesNo(ownDomainFrom(typed, context.brandName) !== null)}`;
  },
  hasVoucherCode: ({ params }) => `voucher code typed: “${text(field(params, "code")).trim() || "none"}”`,
  voucherUsedMax: ({ params }) => `error code: ${codeWords(basketCallErrorCode(field(params, "error")))}`,
  canCheckout: ({ context }) =>
    `${count(toOrderItems(context.contents).length, "item")} to order, basket problem: ${codeWords(
      context.contents.error,
    )}`,
  orderQueryReadable: ({ params }) =>
    `order in the address readable: ${yesNo(decodeOrderQuery(text(field(params, "order"))) !== null)}`,
});

/** Payment plus credit against the total the event brings: "$10.00 + credit $2.00 = $12.00, total $12.00". */
function paysTotal(amount: unknown, credit: unknown, total: unknown, currency: unknown): string {
  const sum = typeof amount === "number" && typeof credit === "number" ? amount + credit : undefined;
  return `payment ${money(amount, currency)} + credit ${money(credit, currency)} = ${money(sum, currency)}, total ${money(total, currency)}`;
}

/** The server's basket: payments and orders against the total re-read where they are written. */
export const basketLifecycleReadings = workflowReadings<BasketLifecycleContext>({
  startPaysTotal: ({ event }) => {
    const payment = field(event, "payment");
    const currency = field(payment, "currency");
    return paysTotal(field(payment, "amount"), field(payment, "credit"), field(event, "total"), currency);
  },
  atProvider: ({ event }) => `paid on the provider's page: ${yesNo(field(event, "atProvider") === true)}`,
  isOpenPayment: ({ context, event }) =>
    `the payment named is the open one: ${yesNo(context.payment !== null && context.payment.id === field(event, "paymentId"))}`,
  stillPaysTotal: ({ context, event }) => samePayer(context, event),
  paidEqualsTotal: ({ context, event }) => samePayer(context, event),
  nothingToPay: ({ event }) =>
    `placed by staff: ${yesNo(field(event, "byStaff") === true)}, credit ${money(
      field(event, "credit"),
      field(event, "currency"),
    )}, total ${money(field(event, "total"), field(event, "currency"))}`,
});

function samePayer(context: BasketLifecycleContext, event: unknown): string {
  const { payment } = context;
  if (payment === null) return "no open payment";
  const total = paysTotal(payment.amount, payment.credit, field(event, "total"), payment.currency);
  return `${total}, same payer: ${yesNo(payment.payer === field(event, "payer"))}`;
}
