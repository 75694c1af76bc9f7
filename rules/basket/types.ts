/**
 * The basket's data (spec section 3 "Basket", "Basket domain / item", "Offer", "Order detail line", "Domain add-on",
 * "Voucher", "Domain promotion"). Every amount is in integer minor units (cents, pence) of the brand's currency, so the
 * browser and the server do the same maths with the same functions.
 */
import type { BrandCode } from "../../brands/index";

/** A period as the catalogue writes it: a count and d, m or y (spec section 9: y counts as 12 months). */
export type Period = `${number}${"d" | "m" | "y"}`;

/** Spec section 3 "Pricing entry". */
export interface PricingEntry {
  period: Period;
  new_price: number;
  renew_price: number;
  special_offer_price: number | null;
  serviceplan_id: number;
  extradetails?: { tld: string };
}

/** Spec section 3 "Offer": a special price attached to a domain (two-year offer, free `.online`). */
export interface Offer {
  isExtraOffer: boolean;
  isFree: boolean;
  serviceplan_id: number;
  title: string;
  description: string;
  new_price: number;
  renew_price: number;
}

export type DomainStatus = "available" | "transfer" | "premium" | "preorder" | "bundle" | "own";

/** Spec section 3 "Basket domain / item". */
export interface BasketDomain {
  fullDomain: string;
  name: string;
  tld: string;
  /** available (register), transfer, premium, preorder, bundle; `own` for "I already have a domain". */
  status: DomainStatus;
  period: Period;
  brandName: BrandCode;
  isPremium: boolean;
  ownDomain: boolean;
  /** The serviceplan of the free-domain promotion this domain earned, if any. */
  free_register_id: number | null;
  /** The email hosting add-on linked to this domain, if any. */
  emailHostingAddonID: string | null;
  offer: Offer | null;
  /**
   * The two-year offer this domain had was dropped when its period changed (the basket says so, issue 36). Not
   * stored: after a reload the basket no longer says it.
   */
  offerDropped?: boolean;
  auto_bundle: boolean;
  currentServiceplanID: number;
  new_price: number;
  renew_price: number;
  special_offer_price: number | null;
  /** Every period the domain can be bought for, for the period choice. */
  prices: PricingEntry[];
  extradetails: { tld: string };
}

export type HostingCodename = "hosting-starter" | "hosting-personal" | "hosting-business" | "online-shop-10";
export type AddonCodename = "email-hosting" | "email-timeline-backup" | "free-starter";

/** Spec section 3 "Order detail line (hosting plan)". */
export interface HostingLine {
  id: string;
  codename: string;
  name: string;
  type: "hosting";
  connectedDomain: string | null;
  requireDomain: boolean;
  currentServiceplanID: number;
  period: Period;
  prices: PricingEntry[];
}

/** Spec section 3 "Domain add-on": email hosting or a free starter line tied to a domain. */
export interface DomainAddon {
  id: string;
  codename: "email-hosting" | "free-starter";
  name: string;
  type: "addon";
  connectedDomain: string | null;
  requireDomain: boolean;
  serviceplan_id: number;
  period: Period;
  prices: PricingEntry[];
}

/** An email timeline backup, attached to one email hosting add-on. */
export interface EmailTimelineBackup {
  id: string;
  codename: "email-timeline-backup";
  name: string;
  connectedEmailAddon: string;
  serviceplan_id: number;
  period: Period;
  prices: PricingEntry[];
}

/** Spec section 3 "Voucher". A fixed discount_value is in minor units; a percentage is a percent. */
export interface Voucher {
  code: string;
  codename: string | null;
  serviceplan_ids: number[];
  discount_type: "percentage" | "fixed";
  discount_value: number;
}

export type { DomainPromotion } from "../../brands/index";

export type BasketErrorCode = "NO_DOMAIN_FOR_EMAIL" | "NO_DOMAIN_FOR_HOSTING" | "OWN_DOMAIN_NOT_ASSIGNED";

/** The part of the basket that is kept in local storage. */
export interface BasketContents {
  domains: BasketDomain[];
  orderDetail: HostingLine[];
  domainAddons: DomainAddon[];
  emailTimelineBackups: EmailTimelineBackup[];
  voucher: Voucher | null;
  /** Codes the visitor tried that turned out not eligible (used_max). */
  vouchers: string[];
  error: BasketErrorCode | null;
}

export const emptyBasketContents: BasketContents = {
  domains: [],
  orderDetail: [],
  domainAddons: [],
  emailTimelineBackups: [],
  voucher: null,
  vouchers: [],
  error: null,
};
