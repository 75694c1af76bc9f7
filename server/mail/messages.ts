import { type BrandCode, brands, formatMinorUnits } from "../../brands/index";
import { brandMetadata } from "../../brands/metadata";
import { sharedRoutePaths } from "../../brands/routes";
import { taxWords } from "../../brands/sales-tax";
import type { OrderStatus } from "../../contract/order";
import { describePeriod, isPeriod } from "../../rules/basket/periods";
import { orderPayments, paidByLabel } from "../../rules/order/order-payments";
import type { ServerConfig } from "../config";
import type { OrderItemsTable, OrdersTable } from "../db/schema";
import type { MailMessage } from "./mail-transport";

/** Who a brand's mail comes from: its name, at `MAIL_FROM` or else no-reply at the brand's own host. */
export function senderFor(config: ServerConfig, brand: BrandCode): MailMessage["from"] {
  const host = new URL(config.brandOrigins[brand]).hostname;
  return { name: brands[brand].displayName, address: config.mail.from ?? `no-reply@${host}` };
}

export interface LoginLinkMail {
  brand: BrandCode;
  to: string;
  link: string;
  expiresInMinutes: number;
}

/** The one-time login link: which brand, the link, and how long it works. */
export function loginLinkMail(config: ServerConfig, { brand, to, link, expiresInMinutes }: LoginLinkMail): MailMessage {
  const brandName = brands[brand].displayName;
  return {
    from: senderFor(config, brand),
    to,
    subject: `Your ${brandName} login link`,
    text: [
      "Hello,",
      "",
      `Here is your one-time link to log in to ${brandName}:`,
      "",
      link,
      "",
      `It expires in ${expiresInMinutes} minutes and works once. If you did not ask for it, ignore this email:`,
      "nobody can log in without the link.",
      "",
      brandName,
    ].join("\n"),
    link,
  };
}

/** What the confirmation says about the order's status, in the words of its result page. */
const statusSentences: Record<OrderStatus, string> = {
  charged: "Your payment went through and your order is being set up.",
  approved: "Your order is confirmed and is being set up.",
  processed: "Your order is being set up.",
  risky: "We need to check a few details before we can confirm your order. There is nothing else you need to do.",
  "payment pending":
    "Your payment provider has not confirmed the payment yet. Your order will start as soon as it does.",
};

export interface OrderConfirmationMail {
  brand: BrandCode;
  to: string;
  order: Pick<
    OrdersTable,
    "id" | "status" | "currency" | "total_minor" | "tax_minor" | "tax_rate_percent" | "credit_minor" | "payment_type"
  >;
  items: Pick<OrderItemsTable, "name" | "price_minor" | "period" | "renew_price_minor">[];
}

/** An order line as its receipt reads: its price, and for how long and at what it renews when the order kept that. */
function receiptLine(item: OrderConfirmationMail["items"][number], price: (minor: number) => string): string {
  const terms = isPeriod(item.period)
    ? ` for ${describePeriod(item.period)}, renews at ${price(item.renew_price_minor)}`
    : "";
  return `${item.name}: ${price(item.price_minor)}${terms}`;
}

/**
 * The order confirmation, a receipt as the order result page shows it (issue 36): its number, each line with its
 * period and renewal price, the tax, the total, what paid it (account credit, then the payment method: they add up to
 * the total) and the link to the order tracking page. Amounts say ex or inc VAT where the brand adds it.
 */
export function orderConfirmationMail(
  config: ServerConfig,
  { brand, to, order, items }: OrderConfirmationMail,
): MailMessage {
  const brandName = brands[brand].displayName;
  const words = taxWords(brand);
  const money = (minor: number) => formatMinorUnits(minor, order.currency);
  const price = (minor: number) => `${money(minor)}${words.exTax}`;
  const withTax = (minor: number) => `${money(minor)}${words.incTax}`;
  const taxLabel = words.taxLabel ?? `Tax (${order.tax_rate_percent}%)`;
  const paid = orderPayments({ total: order.total_minor, credit: order.credit_minor, paymentType: order.payment_type });
  const tracking = new URL(sharedRoutePaths.orderTracking, brandMetadata(brand, config.brandOrigins).brandURL);
  tracking.searchParams.set("orderID", order.id);
  return {
    from: senderFor(config, brand),
    to,
    subject: `Your ${brandName} order ${order.id}`,
    text: [
      `Thank you for your order with ${brandName}.`,
      "",
      `Order number: ${order.id}`,
      statusSentences[order.status],
      "",
      ...items.map((item) => receiptLine(item, price)),
      `${taxLabel}: ${money(order.tax_minor)}`,
      `Order total: ${withTax(order.total_minor)}`,
      ...paid.map((part) => `${paidByLabel(part.method)}: ${withTax(part.amount)}`),
      "",
      "Follow your order with its number here:",
      tracking.toString(),
      "",
      brandName,
    ].join("\n"),
    link: tracking.toString(),
  };
}
