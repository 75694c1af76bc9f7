/**
 * Every change to the basket, as one pure reducer: what a visitor does, a voucher answer, the stored basket read
 * (at start or from another tab) and the basket emptied. The basket machine applies each with a single named action,
 * then stores the visitor's edits, so each change is written once.
 */
import type { BrandCode } from "../../brands/index";
import type { BasketVoucher } from "../../contract/basket";
import type { ServiceplanList } from "../../contract/catalogue";
import type { DomainResult } from "../lookup/results";
import {
  domainAddonFrom,
  freeOnlineDomainFrom,
  hostingLineFrom,
  ownDomainFrom,
  pricingOf,
  timelineBackupFrom,
} from "./catalogue-items";
import {
  addDomain,
  addDomainAddon,
  addHosting,
  addTimelineBackup,
  changeDomainPeriod,
  changeHostingPeriod,
  changeHostingPlan,
  linkDomainAddon,
  linkHosting,
  removeDomain,
  removeDomainAddon,
  removeHosting,
  removeTimelineBackup,
  settle,
} from "./line-changes";
import { restoreBasket } from "./persistence";
import { domainFromSearchResult, domainToAddFrom, type SearchAction } from "./search-result-domain";
import { type BasketContents, type DomainPromotion, emptyBasketContents, type Period } from "./types";

/** The edits a visitor makes; each is also the basket machine event of the same type. */
export type BasketEdit =
  | { type: "basket.domain.add"; result: DomainResult; action: SearchAction; period?: string }
  | { type: "basket.domain.remove"; fullDomain: string }
  | { type: "basket.domain.period"; fullDomain: string; period: Period }
  | { type: "basket.ownDomain.add"; fullDomain: string }
  | { type: "basket.online.add"; name: string }
  | { type: "basket.hosting.add"; serviceplanId: number; period?: Period }
  | { type: "basket.hosting.remove"; id: string }
  | { type: "basket.hosting.link"; id: string; fullDomain: string | null }
  | { type: "basket.hosting.period"; id: string; period: Period }
  | { type: "basket.hosting.upgrade"; id: string }
  | { type: "basket.addon.add"; codename: "email-hosting" | "free-starter"; connectedDomain: string | null }
  | { type: "basket.addon.remove"; id: string }
  | { type: "basket.addon.link"; id: string; fullDomain: string | null }
  | { type: "basket.backup.add"; emailAddonId: string }
  | { type: "basket.backup.remove"; id: string }
  | { type: "basket.voucher.remove" };

/** Edits that follow the brand API's answer to a voucher check. */
export type VoucherOutcome =
  | { type: "voucher.applied"; voucher: BasketVoucher }
  | { type: "voucher.notEligible"; code: string };

/** Changes that come from elsewhere: the stored basket read (`raw` as stored), and the basket emptied. */
export type BasketReset = { type: "stored.read"; raw: string | null } | { type: "emptied" };

/** Every change the reducer applies. */
export type BasketChange = BasketEdit | VoucherOutcome | BasketReset;

/** What an edit may need besides the basket: the brand, its promotions and the catalogue (null until loaded). */
export interface EditBasis {
  brand: BrandCode;
  promotions: readonly DomainPromotion[];
  catalogue: ServiceplanList | null;
}

/** Spec section 5: the personal-tier upgrade offered in the basket is Business hosting. */
const upgradeCodename = "hosting-business";

function catalogueEntry(
  catalogue: ServiceplanList | null,
  matches: (plan: ServiceplanList["serviceplans"][number]) => boolean,
) {
  return catalogue?.serviceplans.find(matches) ?? null;
}

/**
 * The basket after one edit, with promotions, the `.online` rule and the basket error brought up to date. An edit
 * that names something the catalogue does not (yet) hold, or an own domain that is not a domain, changes nothing.
 */
export function editBasket(contents: BasketContents, edit: BasketChange, basis: EditBasis): BasketContents {
  const { brand, promotions, catalogue } = basis;
  switch (edit.type) {
    case "basket.domain.add":
      return addDomain(
        contents,
        domainFromSearchResult(domainToAddFrom(edit.result, edit.action, edit.period), brand),
        promotions,
      );
    case "basket.domain.remove":
      return removeDomain(contents, edit.fullDomain, promotions);
    case "basket.domain.period":
      return changeDomainPeriod(contents, edit.fullDomain, edit.period, promotions);
    case "basket.ownDomain.add": {
      const own = ownDomainFrom(edit.fullDomain, brand);
      return own ? addDomain(contents, own, promotions) : contents;
    }
    case "basket.online.add": {
      const online = freeOnlineDomainFrom(edit.name, brand, pricingOf(catalogue?.free_online_prices ?? []));
      return online ? addDomain(contents, online, promotions) : contents;
    }
    case "basket.hosting.add": {
      const plan = catalogueEntry(catalogue, (p) => p.serviceplan_id === edit.serviceplanId && p.type === "hosting");
      return plan ? addHosting(contents, hostingLineFrom(plan, edit.period), promotions) : contents;
    }
    case "basket.hosting.remove":
      return removeHosting(contents, edit.id, promotions);
    case "basket.hosting.link":
      return linkHosting(contents, edit.id, edit.fullDomain, promotions);
    case "basket.hosting.period":
      return changeHostingPeriod(contents, edit.id, edit.period, promotions);
    case "basket.hosting.upgrade": {
      const plan = catalogueEntry(catalogue, (p) => p.codename === upgradeCodename);
      if (!plan) return contents;
      const { period: _keepsItsPeriod, ...line } = hostingLineFrom(plan);
      return changeHostingPlan(contents, edit.id, line, promotions);
    }
    case "basket.addon.add": {
      const plan = catalogueEntry(catalogue, (p) => p.codename === edit.codename);
      return plan ? addDomainAddon(contents, domainAddonFrom(plan, edit.connectedDomain), promotions) : contents;
    }
    case "basket.addon.remove":
      return removeDomainAddon(contents, edit.id, promotions);
    case "basket.addon.link":
      return linkDomainAddon(contents, edit.id, edit.fullDomain, promotions);
    case "basket.backup.add": {
      const plan = catalogueEntry(catalogue, (p) => p.codename === "email-timeline-backup");
      return plan ? addTimelineBackup(contents, timelineBackupFrom(plan, edit.emailAddonId), promotions) : contents;
    }
    case "basket.backup.remove":
      return removeTimelineBackup(contents, edit.id, promotions);
    case "basket.voucher.remove":
      return { ...contents, voucher: null };
    case "voucher.applied":
      return { ...contents, voucher: edit.voucher };
    case "voucher.notEligible":
      return { ...contents, vouchers: [...contents.vouchers, edit.code] };
    case "stored.read":
      // The stored copy keeps nothing derived: promotions, the .online offer and the basket error are worked out.
      return settle(restoreBasket(edit.raw, brand), promotions);
    case "emptied":
      return emptyBasketContents;
  }
}
