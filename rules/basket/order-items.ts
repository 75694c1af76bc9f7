/** The basket as order items for the brand API (spec section 7), and the `?order=` list of spec section 2. */
import { z } from "zod/mini";
import { type OrderItem, orderItemSchema } from "../../contract/basket";
import type { BasketContents } from "./types";
import { freeOnlineServiceplanId } from "./upsells";

export function toOrderItems(contents: BasketContents): OrderItem[] {
  const domains: OrderItem[] = contents.domains
    .filter((domain) => !domain.ownDomain)
    .map((domain) => ({
      type: "domain",
      domain: domain.fullDomain,
      action: domain.status === "transfer" ? "transfer" : "register",
      period: domain.period,
      ...(domain.offer
        ? { offer: domain.offer.serviceplan_id === freeOnlineServiceplanId ? "free_online" : "two_year" }
        : {}),
      ...(domain.isPremium ? { premium: true } : {}),
    }));
  const hosting: OrderItem[] = contents.orderDetail.map((line) => ({
    type: "plan",
    serviceplan_id: line.currentServiceplanID,
    period: line.period,
    connected_domain: line.connectedDomain,
  }));
  const addons: OrderItem[] = contents.domainAddons.map((addon) => ({
    type: "plan",
    serviceplan_id: addon.serviceplan_id,
    period: addon.period,
    connected_domain: addon.connectedDomain,
  }));
  const backups: OrderItem[] = contents.emailTimelineBackups.map((backup) => ({
    type: "plan",
    serviceplan_id: backup.serviceplan_id,
    period: backup.period,
    connected_domain:
      contents.domainAddons.find((addon) => addon.id === backup.connectedEmailAddon)?.connectedDomain ?? null,
  }));
  return [...domains, ...hosting, ...addons, ...backups];
}

const orderListSchema = z.array(orderItemSchema).check(z.minLength(1));

/**
 * Reads `?order=`: base64 (or base64url) of a JSON list of order items. Answers null when it is not one, which the
 * page reports as 'There was an error placing your order.'
 */
export function decodeOrderQuery(encoded: string): OrderItem[] | null {
  try {
    // A space is a `+` of a link that did not percent-encode it (a query reads `+` as a space); base64 has no spaces.
    const base64 = encoded.trim().replace(/[ -]/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const parsed = orderListSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
