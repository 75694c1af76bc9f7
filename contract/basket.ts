import { z } from "zod/mini";
import { currencyCodeSchema } from "./currency";
import { type CommonErrorCode, commonErrorCodes } from "./errors";
import { int32Id, nonEmptyText, uuidId } from "./limits";

const periodSchema = z.string().check(z.regex(/^\d{1,3}[dmy]$/, "a period such as 12m or 1y"));
const domainNameSchema = z
  .string()
  .check(z.regex(/^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63}){1,2}$/, "a domain name such as example.com"));

/** A domain to register or transfer. `offer` asks for a special price the price list must confirm. */
export const domainOrderItemSchema = z.object({
  type: z.literal("domain"),
  domain: domainNameSchema,
  action: z.enum(["register", "transfer"]),
  period: periodSchema,
  offer: z.optional(z.enum(["two_year", "free_online"])),
  /** A premium name, priced by the registrar's premium price rather than the price list. */
  premium: z.optional(z.boolean()),
});

/** A hosting plan or add-on of the catalogue; `connected_domain` is the domain it serves, if any. */
export const planOrderItemSchema = z.object({
  type: z.literal("plan"),
  serviceplan_id: int32Id,
  period: periodSchema,
  connected_domain: z.nullable(domainNameSchema),
});

/** An order item (spec section 7 POST /basket/{id}/item, and the `?order=` list of spec section 2). */
export const orderItemSchema = z.discriminatedUnion("type", [domainOrderItemSchema, planOrderItemSchema]);

export const createBasketRequestSchema = z.object({
  parent_customer_id: int32Id,
  /**
   * The server basket this browser checked out before, which the new one takes the place of: the server releases any
   * payment it holds and it can no longer be paid for or ordered (ignored unless the caller owns it).
   */
  replaces: z.optional(uuidId),
});
export const createBasketResponseSchema = z.object({ basket_uuid: z.string() });

/** At most as many items as a bulk search can list (500 names). */
export const addItemsRequestSchema = z.object({
  items: z.array(orderItemSchema).check(z.minLength(1), z.maxLength(500)),
});
export const voucherRequestSchema = z.object({ voucher_code: nonEmptyText(40) });
export const referralRequestSchema = z.object({ referral_uuid: z.string().check(z.uuid()) });
export const referralResponseSchema = z.object({ basket_uuid: z.string(), referral_uuid: z.string() });

/** Spec section 3 "Voucher"; a fixed discount_value is in minor units. */
export const voucherSchema = z.object({
  code: z.string(),
  codename: z.nullable(z.string()),
  serviceplan_ids: z.array(z.number()),
  discount_type: z.enum(["percentage", "fixed"]),
  discount_value: z.number(),
});

export const voucherResponseSchema = z.object({ voucher: voucherSchema });

export const basketItemSchema = z.object({
  item_id: z.string(),
  item: orderItemSchema,
});

/** GET /basket/{id}. */
export const basketSchema = z.object({
  basket_uuid: z.string(),
  parent_customer_id: z.number(),
  currency: currencyCodeSchema,
  items: z.array(basketItemSchema),
  voucher_code: z.nullable(z.string()),
  referral_uuid: z.nullable(z.string()),
});

/** One priced line of GET /basket/{id}/price; amounts in minor units. */
export const priceLineSchema = z.object({
  item_id: z.string(),
  description: z.string(),
  codename: z.string(),
  serviceplan_id: z.number(),
  period: z.string(),
  price: z.number(),
  renew_price: z.number(),
  discount: z.number(),
  /** The free-domain promotion's voucher code when this domain is free. */
  promotion: z.nullable(z.string()),
});

/** GET /basket/{id}/price: every amount computed by the server, in integer minor units. */
export const basketPriceSchema = z.object({
  basket_uuid: z.string(),
  currency: currencyCodeSchema,
  lines: z.array(priceLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  tax_rate_percent: z.number(),
  tax: z.number(),
  total: z.number(),
  voucher: z.nullable(voucherSchema),
});

/** Codes of the basket calls' error answers (spec section 8 "Basket errors"), beside the common ones. */
export const basketCallErrorCodes = [
  "not_yours",
  "ip_blocked",
  "used_max",
  "invalid_voucher",
  "unavailable_item",
  /** The basket has been ordered: it no longer changes (409). */
  "basket_ordered",
  /** The browser replaced the basket by a newer one: it no longer changes, pays or orders (409). */
  "basket_replaced",
  /** The items would take the basket past `basketLineLimit` lines (422). */
  "basket_full",
] as const;
export type BasketCallErrorCode = (typeof basketCallErrorCodes)[number] | CommonErrorCode;

/** Error answers of the basket calls: the envelope, and the items of a not_yours basket. */
export const basketErrorSchema = z.object({
  code: z.enum([...basketCallErrorCodes, ...commonErrorCodes]),
  message: z.string(),
  /** not_yours: the items tied to another account. */
  items: z.optional(z.array(z.string())),
});

/** The answer for a basket id the store does not hold (spec section 8). */
export const basketNotFoundError = { code: "not_found", message: "Could not find your basket." } as const;

/** The answer to a change of a basket that has been ordered. */
export const basketOrderedError = {
  code: "basket_ordered",
  message: "This basket has already been ordered, so it cannot be changed. Start a new basket to buy more.",
} as const;

/** The answer to a change, payment or order of a basket the browser replaced by a newer one. */
export const basketReplacedError = {
  code: "basket_replaced",
  message:
    "This basket was replaced by a newer one, so it can no longer be changed, paid for or ordered. " +
    "Go back to your basket and check out again.",
} as const;

export type OrderItem = z.infer<typeof orderItemSchema>;
export type DomainOrderItem = z.infer<typeof domainOrderItemSchema>;
export type PlanOrderItem = z.infer<typeof planOrderItemSchema>;
export type BasketVoucher = z.infer<typeof voucherSchema>;
export type ServerBasket = z.infer<typeof basketSchema>;
export type BasketPrice = z.infer<typeof basketPriceSchema>;
export type PriceLine = z.infer<typeof priceLineSchema>;
export type BasketError = z.infer<typeof basketErrorSchema>;
