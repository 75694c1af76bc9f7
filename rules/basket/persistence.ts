/**
 * Keeping the basket in local storage (spec sections 3 and 4, decisions.md section 2): versioned, per brand key,
 * without the derived domainPromotions and domainsServiceplans, and with the promotional voucher codes stripped on
 * restore. A stored value that is corrupt, from an older version or from another brand gives an empty basket.
 */
import { z } from "zod/mini";
import { type BrandCode, brandCodes } from "../../brands/index";
import { type BasketContents, emptyBasketContents } from "./types";

/** Bump when the stored shape changes: older baskets are then dropped instead of misread. */
export const basketStorageVersion = 2;

/** Spec section 4: promotional codes that must not survive a reload (eight, chosen here; spec values not shown). */
export const strippedVoucherCodes = [
  "WELCOME20",
  "SPRING25",
  "SUMMER30",
  "AUTUMN15",
  "WINTER40",
  "BLACKFRIDAY",
  "CYBERMONDAY",
  "NEWYEAR50",
] as const;

const period = z.string().check(z.regex(/^\d+[dmy]$/));
const price = z.object({
  period,
  new_price: z.number(),
  renew_price: z.number(),
  special_offer_price: z.nullable(z.number()),
  serviceplan_id: z.number(),
  extradetails: z.optional(z.object({ tld: z.string() })),
});
const offer = z.object({
  isExtraOffer: z.boolean(),
  isFree: z.boolean(),
  serviceplan_id: z.number(),
  title: z.string(),
  description: z.string(),
  new_price: z.number(),
  renew_price: z.number(),
});
const domain = z.object({
  fullDomain: z.string(),
  name: z.string(),
  tld: z.string(),
  status: z.enum(["available", "transfer", "premium", "preorder", "bundle", "own"]),
  period,
  brandName: z.enum(brandCodes),
  isPremium: z.boolean(),
  ownDomain: z.boolean(),
  free_register_id: z.nullable(z.number()),
  emailHostingAddonID: z.nullable(z.string()),
  offer: z.nullable(offer),
  auto_bundle: z.boolean(),
  currentServiceplanID: z.number(),
  new_price: z.number(),
  renew_price: z.number(),
  special_offer_price: z.nullable(z.number()),
  prices: z.array(price),
  extradetails: z.object({ tld: z.string() }),
});
const line = {
  id: z.string(),
  codename: z.string(),
  name: z.string(),
  period,
  prices: z.array(price),
};
const storedContents = z.object({
  domains: z.array(domain),
  orderDetail: z.array(
    z.object({
      ...line,
      type: z.literal("hosting"),
      connectedDomain: z.nullable(z.string()),
      requireDomain: z.boolean(),
      currentServiceplanID: z.number(),
    }),
  ),
  domainAddons: z.array(
    z.object({
      ...line,
      codename: z.enum(["email-hosting", "free-starter"]),
      type: z.literal("addon"),
      connectedDomain: z.nullable(z.string()),
      requireDomain: z.boolean(),
      serviceplan_id: z.number(),
    }),
  ),
  emailTimelineBackups: z.array(
    z.object({
      ...line,
      codename: z.literal("email-timeline-backup"),
      connectedEmailAddon: z.string(),
      serviceplan_id: z.number(),
    }),
  ),
  voucher: z.nullable(
    z.object({
      code: z.string(),
      codename: z.nullable(z.string()),
      serviceplan_ids: z.array(z.number()),
      discount_type: z.enum(["percentage", "fixed"]),
      discount_value: z.number(),
    }),
  ),
  vouchers: z.array(z.string()),
  error: z.nullable(z.enum(["NO_DOMAIN_FOR_EMAIL", "NO_DOMAIN_FOR_HOSTING", "OWN_DOMAIN_NOT_ASSIGNED"])),
});
const storedBasket = z.object({
  version: z.literal(basketStorageVersion),
  brand: z.enum(brandCodes),
  basket: storedContents,
});

export function serializeBasket(contents: BasketContents, brand: BrandCode): string {
  return JSON.stringify({ version: basketStorageVersion, brand, basket: contents });
}

const isStripped = (code: string) => (strippedVoucherCodes as readonly string[]).includes(code.toUpperCase());

/** The basket stored under the brand's key, or an empty basket when there is none or it cannot be used. */
export function restoreBasket(raw: string | null, brand: BrandCode): BasketContents {
  if (!raw) return emptyBasketContents;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyBasketContents;
  }
  const parsed = storedBasket.safeParse(data);
  if (!parsed.success || parsed.data.brand !== brand) return emptyBasketContents;
  const basket = parsed.data.basket as BasketContents;
  return {
    ...basket,
    voucher: basket.voucher && isStripped(basket.voucher.code) ? null : basket.voucher,
    vouchers: basket.vouchers.filter((code) => !isStripped(code)),
  };
}
