import type {
  AnyStateMachine,
  CallbackActorLogic,
  ContextFrom,
  EventFromLogic,
  MachineImplementationsFrom,
  PromiseActorLogic,
  SnapshotFrom,
} from "xstate";
import type { BrandCode } from "../../../brands/types";
import { basketMachine } from "../../../machines/basket/basket.machine";
import { isCheckingVoucher, isOpeningCheckout, isPlacingOrder, isRestoring } from "../../../machines/basket/selectors";
import { editBasket } from "../../../rules/basket/edits";
import { serializeBasket } from "../../../rules/basket/persistence";
import { domainPromotionsFor } from "../../../rules/basket/promotions";
import { emptyBasketContents } from "../../../rules/basket/types";
import { ApiError } from "../../../src/api/client";
import { catalogue, catalogueLoaded, orderQueryFor, save10, searchResult, usedMax } from "../../fixtures/basket";
import { allOracles } from "../support/machine-fixtures";
import { activeInvokes, type ModelEventOf, type ModelOptions, type ModelOracle } from "../support/model-paths";
import { type BasketEffects, basketOracle } from "./basket.oracle";

/**
 * The basket machine's model: the events worth sending in each state, the results of each of its actors, and the
 * oracle that checks every step. Shared by `basket-model.test.ts` and `basket-mutants.test.ts`.
 */

type BasketMachine = typeof basketMachine;
type Snapshot = SnapshotFrom<BasketMachine>;
type BasketEvent = EventFromLogic<BasketMachine>;
type Contents = Snapshot["context"]["contents"];

/** The machine's actors by name (`readStoredBasket`, `catalogue`, ...), as `setup({ actors })` declares them. */
type BasketActors = Required<NonNullable<MachineImplementationsFrom<BasketMachine>["actors"]>>;
type BasketActorName = keyof BasketActors;

/** Another tab of the brand changed the basket: what the `storageEvents` callback sends back. */
type TabEvent = Extract<BasketEvent, { type: "basket.storage.changed" }>;

/**
 * What an invoke of an actor reports: a promise's output (typed as the actor declares it) or failure, the events a
 * callback sends back, or the snapshots of an invoked machine (the part of them the basket reads).
 */
type ActorResult<TLogic> =
  TLogic extends PromiseActorLogic<infer TOutput, infer _TInput, infer _TEmitted>
    ?
        | { type: `xstate.done.actor.${string}`; output: TOutput }
        | { type: `xstate.error.actor.${string}`; error: unknown }
    : TLogic extends CallbackActorLogic<infer _TEvent, infer _TInput, infer _TEmitted>
      ? TabEvent
      : TLogic extends AnyStateMachine
        ? { type: `xstate.snapshot.${string}`; snapshot: { context: Pick<ContextFrom<TLogic>, "serviceplans"> } }
        : never;

/**
 * Exhaustive by type: a new event or a new actor of the machine fails to compile until it has its entry here. The
 * visitor's (and checkout's, and the page's) events are offered while every region waits; an actor's results while
 * one of its invokes is active, under that invoke's id.
 */
interface BasketFixtures {
  visitor: {
    [K in Exclude<BasketEvent["type"], TabEvent["type"]>]: (snapshot: Snapshot) => Extract<BasketEvent, { type: K }>[];
  };
  actors: { [K in BasketActorName]: (snapshot: Snapshot, invokeId: string) => ActorResult<BasketActors[K]>[] };
}

const brandName: BrandCode = "UK2";

/** A basket this browser kept for UK2: a .com with two-year hosting (so it is free), and a voucher found used up. */
function storedContents(): Contents {
  const basis = { brand: brandName, promotions: domainPromotionsFor(brandName), catalogue };
  const edits: Parameters<typeof editBasket>[1][] = [
    { type: "basket.hosting.add", serviceplanId: 3101, period: "24m" },
    { type: "basket.domain.add", result: searchResult("kept.com"), action: "register" },
    { type: "voucher.notEligible", code: "MAXED" },
  ];
  return edits.reduce((contents, edit) => editBasket(contents, edit, basis), emptyBasketContents);
}
const storedBasket = serializeBasket(storedContents(), brandName);
const otherBrandsBasket = serializeBasket(storedContents(), "WH");

const voucherRefused = new ApiError("invalid_voucher", "This voucher code is not valid.", 422);
const noAnswer = new ApiError("timeout", "The request timed out.", 0);
const ipBlocked = new ApiError("ip_blocked", "We cannot take orders from your network.", 403);

/** Lines are added only to a basket of at most one line: every kind of line still meets those it links to. */
const lineCount = (c: Contents) =>
  c.domains.length + c.orderDetail.length + c.domainAddons.length + c.emailTimelineBackups.length;
const contentsOf = (snapshot: Snapshot) => snapshot.context.contents;
const linesIn = (snapshot: Snapshot) => lineCount(contentsOf(snapshot));
const when = <T>(holds: boolean, events: T[]): T[] => (holds ? events : []);
const ifRoom = <T>(snapshot: Snapshot, events: T[]): T[] => when(linesIn(snapshot) < 2, events);
/** A line to change: changes are offered only for lines the basket holds, as the basket page offers them. */
const firstDomain = (snapshot: Snapshot) => contentsOf(snapshot).domains[0];
const firstHosting = (snapshot: Snapshot) => contentsOf(snapshot).orderDetail[0];
const firstAddon = (snapshot: Snapshot) => contentsOf(snapshot).domainAddons[0];
const firstBackup = (snapshot: Snapshot) => contentsOf(snapshot).emailTimelineBackups[0];
/** Links a linked line to nothing, and an unlinked one to the basket's first domain. */
const relink = (line: { connectedDomain: string | null }, snapshot: Snapshot) =>
  line.connectedDomain ? null : (firstDomain(snapshot)?.fullDomain ?? null);

export const basketFixtures: BasketFixtures = {
  visitor: {
    "basket.domain.add": (snapshot) => [
      { type: "basket.domain.add", result: searchResult("model.com"), action: "register", period: "2y" },
      ...ifRoom(snapshot, [
        { type: "basket.domain.add", result: searchResult("moved.co.uk"), action: "transfer" } as const,
      ]),
    ],
    "basket.domain.remove": (snapshot) =>
      [firstDomain(snapshot)].flatMap((d) => (d ? [{ type: "basket.domain.remove", fullDomain: d.fullDomain }] : [])),
    "basket.domain.period": (snapshot) =>
      [firstDomain(snapshot)].flatMap((d) =>
        d && !d.ownDomain ? [{ type: "basket.domain.period", fullDomain: d.fullDomain, period: "3y" }] : [],
      ),
    "basket.ownDomain.add": (snapshot) => [
      ...ifRoom(snapshot, [{ type: "basket.ownDomain.add", fullDomain: " Own.NET" } as const]),
      { type: "basket.ownDomain.add", fullDomain: "not a domain" },
    ],
    "basket.online.add": (snapshot) => ifRoom(snapshot, [{ type: "basket.online.add", name: "model" }]),
    "basket.hosting.add": (snapshot) =>
      ifRoom(snapshot, [
        { type: "basket.hosting.add", serviceplanId: 3102, period: "24m" },
        { type: "basket.hosting.add", serviceplanId: 3101 },
      ]),
    "basket.hosting.remove": (snapshot) =>
      [firstHosting(snapshot)].flatMap((line) => (line ? [{ type: "basket.hosting.remove", id: line.id }] : [])),
    "basket.hosting.link": (snapshot) =>
      [firstHosting(snapshot)].flatMap((line) =>
        line ? [{ type: "basket.hosting.link", id: line.id, fullDomain: relink(line, snapshot) }] : [],
      ),
    "basket.hosting.period": (snapshot) =>
      [firstHosting(snapshot)].flatMap((line) =>
        line ? [{ type: "basket.hosting.period", id: line.id, period: "1m" }] : [],
      ),
    "basket.hosting.upgrade": (snapshot) =>
      [firstHosting(snapshot)].flatMap((line) => (line ? [{ type: "basket.hosting.upgrade", id: line.id }] : [])),
    "basket.addon.add": (snapshot) =>
      ifRoom(snapshot, [
        { type: "basket.addon.add", codename: "email-hosting", connectedDomain: null },
        ...[firstDomain(snapshot)].flatMap((d) =>
          d ? [{ type: "basket.addon.add", codename: "free-starter", connectedDomain: d.fullDomain } as const] : [],
        ),
      ]),
    "basket.addon.remove": (snapshot) =>
      [firstAddon(snapshot)].flatMap((addon) => (addon ? [{ type: "basket.addon.remove", id: addon.id }] : [])),
    "basket.addon.link": (snapshot) =>
      [firstAddon(snapshot)].flatMap((addon) =>
        addon ? [{ type: "basket.addon.link", id: addon.id, fullDomain: relink(addon, snapshot) }] : [],
      ),
    "basket.backup.add": (snapshot) =>
      [firstAddon(snapshot)].flatMap((addon) =>
        addon && linesIn(snapshot) < 3 ? [{ type: "basket.backup.add", emailAddonId: addon.id }] : [],
      ),
    "basket.backup.remove": (snapshot) =>
      [firstBackup(snapshot)].flatMap((backup) => (backup ? [{ type: "basket.backup.remove", id: backup.id }] : [])),
    "basket.voucher.apply": (snapshot) => [
      ...when(contentsOf(snapshot).voucher === null, [{ type: "basket.voucher.apply", code: " SAVE10 " } as const]),
      { type: "basket.voucher.apply", code: "  " },
    ],
    "basket.voucher.remove": (snapshot) =>
      when(contentsOf(snapshot).voucher !== null, [{ type: "basket.voucher.remove" } as const]),
    "basket.checkout": () => [{ type: "basket.checkout" }],
    // An order arrives in the checkout address of a fresh page, with nothing else in the basket.
    "basket.order.submit": (snapshot) =>
      when(linesIn(snapshot) === 0, [
        { type: "basket.order.submit", order: orderQueryFor("ordered.com"), voucher: "SAVE10" },
        { type: "basket.order.submit", order: "%%%", voucher: null },
      ]),
    "basket.clear": (snapshot) => when(linesIn(snapshot) > 0, [{ type: "basket.clear" } as const]),
    "basket.page.error": (snapshot) => when(linesIn(snapshot) > 0, [{ type: "basket.page.error" } as const]),
  },
  actors: {
    readStoredBasket: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: null },
      { type: `xstate.done.actor.${id}`, output: "{{{" },
      { type: `xstate.done.actor.${id}`, output: otherBrandsBasket },
      { type: `xstate.done.actor.${id}`, output: storedBasket },
    ],
    // Another tab empties a basket, or fills an empty one.
    storageEvents: (snapshot) => [
      { type: "basket.storage.changed", raw: lineCount(snapshot.context.contents) > 0 ? null : storedBasket },
    ],
    catalogue: (snapshot) => (snapshot.context.catalogue === null ? [catalogueLoaded] : []),
    checkVoucher: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: { voucher: save10 } },
      { type: `xstate.error.actor.${id}`, error: usedMax },
      // A failure without the brand API's words (a timeout) is added by the paths themselves.
      { type: `xstate.error.actor.${id}`, error: voucherRefused },
    ],
    submitBasket: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: { basketUuid: `${id}-uuid` } },
      { type: `xstate.error.actor.${id}`, error: ipBlocked },
      { type: `xstate.error.actor.${id}`, error: noAnswer },
    ],
  },
};

function isBasketActor(name: string): name is BasketActorName {
  return Object.hasOwn(basketFixtures.actors, name);
}

/** The fixture's events for one actor, typed by its name (a generic call keeps output and actor together). */
function actorResults<K extends BasketActorName>(name: K, snapshot: Snapshot, invokeId: string) {
  const results: BasketFixtures["actors"][K] = basketFixtures.actors[name];
  return results(snapshot, invokeId);
}

/**
 * The actors' results first: visitor changes are offered only while every region waits (the catalogue loaded, no
 * voucher checked, no checkout or order under way), so that the parallel regions are not multiplied together.
 */
export function basketEvents(snapshot: Snapshot): ModelEventOf<BasketMachine>[] {
  const events: ModelEventOf<BasketMachine>[] = [];
  for (const { id, src } of activeInvokes(snapshot)) {
    if (!isBasketActor(src)) throw new Error(`The basket model has no fixture for the actor "${src}" (invoke ${id}).`);
    events.push(...actorResults(src, snapshot, id));
  }
  const waiting = snapshot.matches({ ready: { voucher: "idle", checkout: "idle", order: "idle" } });
  if (!waiting || snapshot.context.catalogue === null) return events.filter((e) => e.type.startsWith("xstate."));
  for (const visitorEvents of Object.values(basketFixtures.visitor)) events.push(...visitorEvents(snapshot));
  return events;
}

/**
 * Two snapshots are the same state when their regions, the number of lines (up to 2), the basket error, whether a
 * voucher or a backup is there and whether a message is shown are: few enough states for fast paths, while every change is still tried on baskets
 * with and without links, errors, a voucher and a message.
 */
export function serializeBasketState(snapshot: Snapshot): string {
  const c = snapshot.context;
  const { contents } = c;
  return JSON.stringify([
    snapshot.value,
    c.catalogue !== null,
    Math.min(lineCount(contents), 2),
    contents.error,
    contents.voucher !== null,
    contents.emailTimelineBackups.length > 0,
    [c.voucherMessage, c.ownDomainMessage, c.checkoutError].some((m) => m !== null),
  ]);
}

function noEffects(): BasketEffects {
  return { stores: [], clears: 0, openedCheckouts: [], notEligible: [] };
}

/** What the views read, checked on every step: the selectors read the tags the basket oracle checks. */
const viewOracle: ModelOracle<BasketMachine> = () => (step) => {
  const snapshot = step.after;
  const views: [string, boolean, boolean][] = [
    ["restoring", isRestoring(snapshot), snapshot.hasTag("loading")],
    ["checking a voucher", isCheckingVoucher(snapshot), snapshot.hasTag("checkingVoucher")],
    ["opening checkout", isOpeningCheckout(snapshot), snapshot.hasTag("openingCheckout")],
    ["placing an order", isPlacingOrder(snapshot), snapshot.hasTag("placingOrder")],
  ];
  return views
    .filter(([, read, tagged]) => read !== tagged)
    .map(([view, read, tagged]) => `the views read ${view} as ${read}, the state says ${tagged}`);
};

/**
 * The basket model of `machine` (the real one, or a mutant of it), its side effects recorded step by step for the
 * basket oracle, which checks every step.
 */
export function basketModel(machine: BasketMachine = basketMachine): ModelOptions<BasketMachine> {
  let effects = noEffects();
  const takeEffects = () => {
    const taken = effects;
    effects = noEffects();
    return taken;
  };
  const recorded = machine.provide({
    actions: {
      storeBasket: ({ context }) => effects.stores.push(context.contents),
      clearStoredBasket: () => {
        effects.clears += 1;
      },
      openCheckout: (_, { basketUuid }) => effects.openedCheckouts.push(basketUuid),
      rememberVoucherNotEligible: (_, { code }) => effects.notEligible.push(code),
    },
  });
  return {
    name: "basket",
    machine: recorded,
    input: { brandName },
    events: basketEvents,
    serializeState: serializeBasketState,
    oracle: allOracles(basketOracle(takeEffects), viewOracle),
  };
}
