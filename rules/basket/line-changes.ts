/**
 * Every change to the basket's lines (spec sections 4 and 5 "Basket"): adding and removing domains, hosting plans,
 * add-ons and backups, linking them to domains, changing a period or a plan. Every function takes the basket's
 * contents and answers new contents, with promotions, the `.online` offer rule and the basket error brought up to
 * date by `settle`.
 */
import { basketError } from "./basket-errors";
import { freeDomainPeriod, freeDomainPromotion } from "./promotions";
import type {
  BasketContents,
  BasketDomain,
  DomainAddon,
  DomainPromotion,
  EmailTimelineBackup,
  HostingLine,
  Period,
} from "./types";
import { applyFreeOnlineRule } from "./upsells";
import { isWholeYears } from "./whole-years";

type Contents = BasketContents;

/** A fresh line id: the codename and the next free number, so ids stay unique and readable. */
export function nextLineId(contents: Contents, codename: string): string {
  const ids = [...contents.orderDetail, ...contents.domainAddons, ...contents.emailTimelineBackups].map((l) => l.id);
  let number = 1;
  while (ids.includes(`${codename}-${number}`)) number += 1;
  return `${codename}-${number}`;
}

function priceForPeriod<
  T extends {
    prices: {
      period: Period;
      new_price: number;
      renew_price: number;
      special_offer_price: number | null;
      serviceplan_id: number;
    }[];
  },
>(item: T, period: Period) {
  return item.prices.find((entry) => entry.period === period);
}

/**
 * Free-domain promotions: a registered or transferred domain linked to a hosting plan that qualifies earns the
 * promotion's free_register_id and its period becomes 1y; a domain that no longer qualifies loses it.
 */
function applyPromotions(contents: Contents, promotions: readonly DomainPromotion[]): Contents {
  const domains = contents.domains.map((domain) => {
    const linked = contents.orderDetail
      .filter((line) => line.connectedDomain === domain.fullDomain)
      .map((line) => ({ codename: line.codename, serviceplanId: line.currentServiceplanID, period: line.period }));
    const promotion = freeDomainPromotion(domain, linked, promotions);
    if (!promotion) return domain.free_register_id === null ? domain : { ...domain, free_register_id: null };
    if (domain.free_register_id === promotion.serviceplan_id && domain.period === freeDomainPeriod) return domain;
    return withPeriod({ ...domain, free_register_id: promotion.serviceplan_id }, freeDomainPeriod);
  });
  return { ...contents, domains };
}

/** Brings everything derived up to date after a change: promotions, the `.online` FREE rule, the basket error. */
export function settle(contents: Contents, promotions: readonly DomainPromotion[]): Contents {
  const promoted = applyPromotions(contents, promotions);
  const settled = { ...promoted, domains: applyFreeOnlineRule(promoted.domains) };
  return { ...settled, error: basketError(settled) };
}

function withPeriod(domain: BasketDomain, period: Period): BasketDomain {
  const entry = priceForPeriod(domain, period);
  // Spec section 4: a two-year offer is dropped when the period changes away from 2y; the basket then says so.
  const dropping = domain.offer && !domain.offer.isFree && period !== "2y";
  const offer = dropping ? null : domain.offer;
  const offerDropped = dropping || domain.offerDropped;
  if (!entry) return { ...domain, period, offer, offerDropped };
  return {
    ...domain,
    period,
    offer,
    offerDropped,
    new_price: entry.new_price,
    renew_price: entry.renew_price,
    special_offer_price: entry.special_offer_price,
    currentServiceplanID: entry.serviceplan_id,
  };
}

/** Links a domain to every hosting line and email add-on that lacks a connected domain. */
function autoLink(contents: Contents, fullDomain: string): Contents {
  const orderDetail = contents.orderDetail.map((line) =>
    line.connectedDomain === null ? { ...line, connectedDomain: fullDomain, requireDomain: false } : line,
  );
  const domainAddons = contents.domainAddons.map((addon) =>
    addon.codename === "email-hosting" && addon.connectedDomain === null
      ? { ...addon, connectedDomain: fullDomain, requireDomain: false }
      : addon,
  );
  return withEmailLinks({ ...contents, orderDetail, domainAddons });
}

/** Keeps each domain's emailHostingAddonID pointing at its email hosting add-on. */
function withEmailLinks(contents: Contents): Contents {
  const domains = contents.domains.map((domain) => {
    const email = contents.domainAddons.find(
      (addon) => addon.codename === "email-hosting" && addon.connectedDomain === domain.fullDomain,
    );
    const id = email?.id ?? null;
    return domain.emailHostingAddonID === id ? domain : { ...domain, emailHostingAddonID: id };
  });
  return { ...contents, domains };
}

/**
 * Spec section 5: a domain already in the basket is ignored, unless the new one carries auto_bundle, in which case
 * it replaces the existing one. A new domain is linked to hosting lines and email add-ons without a domain.
 */
export function addDomain(contents: Contents, domain: BasketDomain, promotions: readonly DomainPromotion[]): Contents {
  const existing = contents.domains.findIndex((d) => d.fullDomain === domain.fullDomain);
  if (existing >= 0 && !domain.auto_bundle) return contents;
  const domains =
    existing >= 0
      ? contents.domains.map((d, index) => (index === existing ? domain : d))
      : [...contents.domains, domain];
  return settle(autoLink({ ...contents, domains }, domain.fullDomain), promotions);
}

/**
 * Spec section 4: removing a domain unlinks it from plans and add-ons; a plan that needs a domain gets requireDomain
 * again; free-starter lines linked to it are deleted.
 */
export function removeDomain(contents: Contents, fullDomain: string, promotions: readonly DomainPromotion[]): Contents {
  const domains = contents.domains.filter((d) => d.fullDomain !== fullDomain);
  const orderDetail = contents.orderDetail.map((line) =>
    line.connectedDomain === fullDomain ? { ...line, connectedDomain: null, requireDomain: true } : line,
  );
  const domainAddons = contents.domainAddons
    .filter((addon) => !(addon.codename === "free-starter" && addon.connectedDomain === fullDomain))
    .map((addon) =>
      addon.connectedDomain === fullDomain ? { ...addon, connectedDomain: null, requireDomain: true } : addon,
    );
  return settle(withEmailLinks({ ...contents, domains, orderDetail, domainAddons }), promotions);
}

export function changeDomainPeriod(
  contents: Contents,
  fullDomain: string,
  period: Period,
  promotions: readonly DomainPromotion[],
): Contents {
  // A domain is sold in whole years only (decisions.md section 3): any other period leaves the basket as it was.
  if (!isWholeYears(period)) return contents;
  const domains = contents.domains.map((d) =>
    d.fullDomain === fullDomain && d.free_register_id === null ? withPeriod(d, period) : d,
  );
  return settle({ ...contents, domains }, promotions);
}

/** The first domain that no hosting line serves yet: a new hosting line is linked to it. */
function unhostedDomain(contents: Contents): string | null {
  const hosted = new Set(contents.orderDetail.map((line) => line.connectedDomain));
  return contents.domains.find((d) => !hosted.has(d.fullDomain))?.fullDomain ?? null;
}

/** Adds a hosting line, linked to the first domain no hosting line serves; without one it requires a domain. */
export function addHosting(
  contents: Contents,
  line: Omit<HostingLine, "id" | "connectedDomain" | "requireDomain">,
  promotions: readonly DomainPromotion[],
): Contents {
  const connectedDomain = unhostedDomain(contents);
  const added: HostingLine = {
    ...line,
    id: nextLineId(contents, line.codename),
    connectedDomain,
    requireDomain: connectedDomain === null,
  };
  return settle({ ...contents, orderDetail: [...contents.orderDetail, added] }, promotions);
}

export function removeHosting(contents: Contents, id: string, promotions: readonly DomainPromotion[]): Contents {
  return settle({ ...contents, orderDetail: contents.orderDetail.filter((line) => line.id !== id) }, promotions);
}

/** Whether a line can be linked to `fullDomain`: a domain of the basket, or none. */
function isLinkable(contents: Contents, fullDomain: string | null): boolean {
  return fullDomain === null || contents.domains.some((d) => d.fullDomain === fullDomain);
}

/** The lines with line `id` linked to `fullDomain`; linked to none, it requires a domain again. */
function withLink<TLine extends { id: string; connectedDomain: string | null; requireDomain: boolean }>(
  lines: TLine[],
  id: string,
  fullDomain: string | null,
): TLine[] {
  return lines.map((line) =>
    line.id === id ? { ...line, connectedDomain: fullDomain, requireDomain: fullDomain === null } : line,
  );
}

/** Links a hosting line to a domain of the basket (or to none). */
export function linkHosting(
  contents: Contents,
  id: string,
  fullDomain: string | null,
  promotions: readonly DomainPromotion[],
): Contents {
  if (!isLinkable(contents, fullDomain)) return contents;
  return settle({ ...contents, orderDetail: withLink(contents.orderDetail, id, fullDomain) }, promotions);
}

export function changeHostingPeriod(
  contents: Contents,
  id: string,
  period: Period,
  promotions: readonly DomainPromotion[],
): Contents {
  const orderDetail = contents.orderDetail.map((line) => {
    const entry = line.id === id ? priceForPeriod(line, period) : undefined;
    return entry ? { ...line, period, currentServiceplanID: entry.serviceplan_id } : line;
  });
  return settle({ ...contents, orderDetail }, promotions);
}

/** Replaces a hosting line's plan (an upgrade), keeping its id, domain and period when the new plan has it. */
export function changeHostingPlan(
  contents: Contents,
  id: string,
  plan: Omit<HostingLine, "id" | "connectedDomain" | "requireDomain" | "period">,
  promotions: readonly DomainPromotion[],
): Contents {
  const orderDetail = contents.orderDetail.map((line) => {
    if (line.id !== id) return line;
    const period = priceForPeriod(plan, line.period) ? line.period : (plan.prices[0]?.period ?? line.period);
    return { ...line, ...plan, period };
  });
  return settle({ ...contents, orderDetail }, promotions);
}

/**
 * Adds an email hosting or free starter add-on. Spec section 5: a duplicate add-on of the same type that still needs a
 * domain is ignored (and so is a second one for the same domain). Without a domain given, email hosting takes the
 * first domain without email.
 */
export function addDomainAddon(
  contents: Contents,
  addon: Omit<DomainAddon, "id" | "requireDomain">,
  promotions: readonly DomainPromotion[],
): Contents {
  const sameType = contents.domainAddons.filter((a) => a.codename === addon.codename);
  // An add-on is linked only to a domain in the basket (a starter page for a domain nobody is buying sells nothing).
  if (!isLinkable(contents, addon.connectedDomain)) return contents;
  if (addon.connectedDomain === null && sameType.some((a) => a.requireDomain && a.connectedDomain === null))
    return contents;
  if (addon.connectedDomain !== null && sameType.some((a) => a.connectedDomain === addon.connectedDomain))
    return contents;
  const withoutThisType = contents.domains.find((d) => !sameType.some((a) => a.connectedDomain === d.fullDomain));
  const connectedDomain = addon.connectedDomain ?? withoutThisType?.fullDomain ?? null;
  const added: DomainAddon = {
    ...addon,
    id: nextLineId(contents, addon.codename),
    connectedDomain,
    requireDomain: connectedDomain === null,
  };
  return settle(withEmailLinks({ ...contents, domainAddons: [...contents.domainAddons, added] }), promotions);
}

/** Removes an add-on with the timeline backups attached to it. */
export function removeDomainAddon(contents: Contents, id: string, promotions: readonly DomainPromotion[]): Contents {
  return settle(
    withEmailLinks({
      ...contents,
      domainAddons: contents.domainAddons.filter((addon) => addon.id !== id),
      emailTimelineBackups: contents.emailTimelineBackups.filter((backup) => backup.connectedEmailAddon !== id),
    }),
    promotions,
  );
}

export function linkDomainAddon(
  contents: Contents,
  id: string,
  fullDomain: string | null,
  promotions: readonly DomainPromotion[],
): Contents {
  if (!isLinkable(contents, fullDomain)) return contents;
  return settle(
    withEmailLinks({ ...contents, domainAddons: withLink(contents.domainAddons, id, fullDomain) }),
    promotions,
  );
}

/** Spec section 5: a duplicate email timeline backup for the same email add-on is ignored. */
export function addTimelineBackup(
  contents: Contents,
  backup: Omit<EmailTimelineBackup, "id">,
  promotions: readonly DomainPromotion[],
): Contents {
  const emailExists = contents.domainAddons.some(
    (addon) => addon.id === backup.connectedEmailAddon && addon.codename === "email-hosting",
  );
  const duplicate = contents.emailTimelineBackups.some((b) => b.connectedEmailAddon === backup.connectedEmailAddon);
  if (!emailExists || duplicate) return contents;
  const added = { ...backup, id: nextLineId(contents, backup.codename) };
  return settle({ ...contents, emailTimelineBackups: [...contents.emailTimelineBackups, added] }, promotions);
}

export function removeTimelineBackup(contents: Contents, id: string, promotions: readonly DomainPromotion[]): Contents {
  return settle(
    { ...contents, emailTimelineBackups: contents.emailTimelineBackups.filter((backup) => backup.id !== id) },
    promotions,
  );
}
