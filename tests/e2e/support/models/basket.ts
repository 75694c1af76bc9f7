import type { SnapshotFrom } from "xstate";
import { type BasketEvent, basketMachine } from "../../../../machines/basket/basket.machine";
import { isCheckingVoucher, isRestoring } from "../../../../machines/basket/selectors";
import type { BasketContents } from "../../../../rules/basket/types";
import { ApiError } from "../../../../src/api/client";
import {
  catalogueLoaded,
  orderQueryFor,
  personalHosting,
  save10,
  searchResult,
  usedMax,
} from "../../../fixtures/basket";
import { expectedBasketError, expectedBasketOffers, expectedOrderItems } from "../../../machines/basket/basket.oracle";
import type { ActorReport, ModelEventOf } from "../../../machines/support/model-paths";
import type { BrowserPathModel } from "../browser-paths";

type Snapshot = SnapshotFrom<typeof basketMachine>;
type PathEvent = ModelEventOf<typeof basketMachine>;

const done = (id: string, output: unknown): ActorReport => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ActorReport => ({ type: `xstate.error.actor.${id}`, error });

const checkoutDown = new ApiError("internal", "The basket service is resting. Please try again.", 500);
const orderRejected = new ApiError("unavailable_item", "This order holds a plan we no longer sell.", 422);
const orderQuery = orderQueryFor("ordered.net");
const searchedDomain = "pickme.com";
const ownDomain = "own.net";
/** The period the path adds hosting for: not the page's preferred 12 months, so the visitor chooses it. */
const hostingPeriod = "24m";

/** The event with the name the page shows for its line (ignored by the machine, read by the browser action). */
const labelled = <E extends BasketEvent>(event: E, label: string): E => ({ ...event, label });

/**
 * What a visitor can do in this snapshot, with the line names the page shows (`label`, ignored by the machine). Lines
 * are added only to a basket of at most one line, which bounds the graph while every kind of line still meets the
 * others it links to (hosting and a domain, email hosting and its backup).
 */
function visitorEvents(snapshot: Snapshot): BasketEvent[] {
  const { contents } = snapshot.context;
  const lines = lineCount(contents);
  const hosting = contents.orderDetail[0];
  const registered = contents.domains.find((domain) => !domain.ownDomain);
  const own = contents.domains.find((domain) => domain.ownDomain);
  const email = contents.domainAddons.find((addon) => addon.codename === "email-hosting");
  const backup = contents.emailTimelineBackups[0];
  // The offers the spec says the page makes, which the visitor takes by clicking them.
  const offers = expectedBasketOffers(contents, snapshot.context.brandName);
  const [online] = offers.onlineDomains;
  if (contents.voucher) return [labelled({ type: "basket.voucher.remove" }, contents.voucher.code)];
  const events: BasketEvent[] = [];
  if (lines === 0) {
    events.push({ type: "basket.hosting.add", serviceplanId: personalHosting, period: hostingPeriod });
    events.push({ type: "basket.domain.add", result: searchResult(searchedDomain), action: "register" });
    events.push({ type: "basket.order.submit", order: orderQuery, voucher: "SAVE10" });
    events.push({ type: "basket.order.submit", order: "%%%", voucher: null });
    return events;
  }
  if (registered) {
    events.push({ type: "basket.domain.remove", fullDomain: registered.fullDomain });
    if (registered.free_register_id === null && lines === 1)
      events.push({ type: "basket.domain.period", fullDomain: registered.fullDomain, period: "2y" });
  }
  if (online && lines === 1) events.push({ type: "basket.online.add", name: online.name });
  if (hosting) {
    const label = hosting.name;
    if (!own && lines === 1) {
      events.push({ type: "basket.ownDomain.add", fullDomain: ownDomain });
      events.push({ type: "basket.ownDomain.add", fullDomain: "not a domain" });
    }
    events.push(labelled({ type: "basket.hosting.remove", id: hosting.id }, label));
    if (lines === 1) events.push(labelled({ type: "basket.hosting.period", id: hosting.id, period: "36m" }, label));
    const linkTo = hosting.connectedDomain ? null : (contents.domains[0]?.fullDomain ?? null);
    if (hosting.connectedDomain || linkTo)
      events.push(labelled({ type: "basket.hosting.link", id: hosting.id, fullDomain: linkTo }, label));
    if (offers.upgradable.includes(hosting.id) && lines === 1)
      events.push({ type: "basket.hosting.upgrade", id: hosting.id });
  }
  if (own) events.push({ type: "basket.domain.remove", fullDomain: own.fullDomain });
  if (offers.emailDomain && !email && lines === 1)
    events.push({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: offers.emailDomain });
  if (email) {
    const label = email.connectedDomain ? `${email.name} for ${email.connectedDomain}` : email.name;
    events.push(labelled({ type: "basket.addon.remove", id: email.id }, label));
    const linkTo = email.connectedDomain ? null : (contents.domains[0]?.fullDomain ?? null);
    if (email.connectedDomain || linkTo)
      events.push(labelled({ type: "basket.addon.link", id: email.id, fullDomain: linkTo }, email.name));
    if (!backup && email.connectedDomain)
      events.push(labelled({ type: "basket.backup.add", emailAddonId: email.id }, label));
  }
  if (backup) events.push(labelled({ type: "basket.backup.remove", id: backup.id }, backup.name));
  // The voucher field and another tab's change need only one basket: a single hosting line.
  if (hosting && lines === 1) {
    events.push({ type: "basket.voucher.apply", code: "SAVE10" });
    events.push({ type: "basket.voucher.apply", code: "  " });
    // Another tab of the brand empties the basket (the basket is stored once something was added).
    events.push({ type: "basket.storage.changed", raw: null });
  }
  if (expectedOrderItems(contents).length > 0 && expectedBasketError(contents) === null && lines === 1)
    events.push({ type: "basket.checkout" });
  return events;
}

/**
 * The events a visitor and the brand API can cause, as the browser can reproduce them: visitor changes only while
 * nothing is being fetched (as in the machine test), so that the parallel regions are not multiplied together, and
 * only changes the pages offer for this basket (a visitor cannot remove a line that is not there).
 */
function events(snapshot: Snapshot): PathEvent[] {
  if (isRestoring(snapshot)) return [done("readStoredBasket", null)];
  // The catalogue's own failures and retries are its own model's (below); here it loads.
  if (snapshot.context.catalogue === null) return [catalogueLoaded];
  if (isCheckingVoucher(snapshot)) return [done("checkVoucher", { voucher: save10 }), failed("checkVoucher", usedMax)];
  if (snapshot.matches({ ready: { checkout: "submitting" } }))
    return [done("submitBasket", { basketUuid: "b-1" }), failed("submitBasket", checkoutDown)];
  if (snapshot.matches({ ready: { order: "placing" } }))
    return [done("submitOrder", { basketUuid: "b-2" }), failed("submitOrder", orderRejected)];
  if (!snapshot.matches({ ready: { checkout: "idle", order: "idle" } })) return [];
  return visitorEvents(snapshot);
}

export function lineCount(contents: BasketContents): number {
  return (
    contents.domains.length +
    contents.orderDetail.length +
    contents.domainAddons.length +
    contents.emailTimelineBackups.length
  );
}

/** The basket machine's browser paths: generated from these fixtures, the same for the spec and the Vitest check. */
export const basketPathModel: BrowserPathModel<typeof basketMachine> = {
  name: "basket",
  machine: basketMachine,
  input: { brandName: "UK2" },
  events,
  serializeState: (snapshot) => {
    const { contents } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      snapshot.context.catalogue !== null,
      contents.domains.map((domain) => domain.fullDomain),
      contents.orderDetail.map((line) => [line.codename, line.connectedDomain !== null]),
      contents.domainAddons.map((addon) => addon.connectedDomain !== null),
      contents.emailTimelineBackups.length,
      contents.voucher !== null,
    ]);
  },
  notDrivenInBrowser: {
    "basket.ready —basket.clear→ (self)":
      "sent by the app actor once an order exists: the checkout journeys (checkout.spec.ts) check the emptied basket",
    "basket.ready.checkout.leaving —basket.checkout.opened→ basket.ready.checkout.idle":
      "sent by the app once the checkout page shows in the same document, where this model's paths end: basket.spec.ts " +
      "goes Back from that checkout and checks out again, which only works after it",
    "basket.ready.order.leaving —basket.checkout.opened→ basket.ready.order.idle":
      "sent by the app once the order's checkout shows in the same document, where this model's paths end: the " +
      "machine paths check it",
    "basket.ready —basket.page.error→ (self)":
      "sent when a page fails to render, which a visitor cannot cause on purpose: machine tests cover it",
    "basket —basket.clear→ basket.ready":
      "sent by the app actor when the order page that starts the basket places the order before the saved basket is " +
      "read: the recorded visits (tests/recordings/visit-*.path.json) come back from the card page to it",
    "basket —basket.page.error→ basket.ready":
      "sent when a page fails to render before the saved basket is read, which a visitor cannot cause on purpose: " +
      "machine tests cover it",
  },
};
