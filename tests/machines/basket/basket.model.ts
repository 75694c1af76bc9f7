import type {
  AnyStateMachine,
  CallbackActorLogic,
  ContextFrom,
  EventFromLogic,
  MachineImplementationsFrom,
  PromiseActorLogic,
  SnapshotFrom,
} from "xstate";
import { basketMachine } from "../../../machines/basket/basket.machine";
import { basketOffers, basketTotals, domainLines, hostingLines } from "../../../machines/basket/line-selectors";
import {
  basketErrorMessage,
  isCheckingVoucher,
  isOpeningCheckout,
  isPlacingOrder,
  isRestoring,
} from "../../../machines/basket/selectors";
import { editBasket } from "../../../rules/basket/edits";
import { domainPromotionsFor } from "../../../rules/basket/promotions";
import { emptyBasketContents } from "../../../rules/basket/types";
import { catalogueLoaded, usedMax } from "../../fixtures/basket";
import { acceptedEventsOracle } from "../support/accepted-events";
import { allOracles } from "../support/machine-fixtures";
import { activeInvokes, type ModelEventOf, type ModelOptions, type ModelOracle } from "../support/model-paths";
import { type BasketData, defaultBasketData, type StoredExtra } from "./basket.data";
import {
  type BasketEffects,
  basketAccepts,
  basketMessages,
  basketOracle,
  domainPrices,
  expectedBasketError,
  expectedBasketOffers,
  expectedSavingPercent,
  expectedTotals,
  labelMonths,
  months,
} from "./basket.oracle";

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

type StoredEdit = Parameters<typeof editBasket>[1];

/** The edit that puts one of the data's extra lines into the stored basket `contents`. */
function storedExtraEdit(extra: StoredExtra, contents: Contents, data: BasketData): StoredEdit {
  const domains = contents.domains.map((d) => d.fullDomain);
  switch (extra.line) {
    case "domain":
      return { type: "basket.domain.add", result: extra.result, action: extra.action };
    case "online":
      return { type: "basket.online.add", name: data.firstDomain.result.name };
    case "own":
      return { type: "basket.ownDomain.add", fullDomain: extra.fullDomain };
    case "addon": {
      const linked = { first: domains[0], last: domains.at(-1), none: null }[extra.linkedTo] ?? null;
      return { type: "basket.addon.add", codename: extra.codename, connectedDomain: linked };
    }
    case "hosting":
      return { type: "basket.hosting.add", ...data.hostingPlans[1] };
    case "voucher":
      return { type: "voucher.applied", voucher: { ...data.voucher, code: extra.code } };
    case "backup": {
      const email = contents.domainAddons.findLast((addon) => addon.codename === "email-hosting");
      return { type: "basket.backup.add", emailAddonId: email?.id ?? "no email hosting" };
    }
  }
}

/**
 * A basket this browser kept for the brand: the data's first hosting plan and search result (with the default data a
 * .com with two-year hosting, so it is free), the vouchers found used up, and the data's extra lines.
 */
function storedContents(data: BasketData): Contents {
  const basis = { brand: data.brand, promotions: domainPromotionsFor(data.brand), catalogue: data.catalogue };
  const edits: StoredEdit[] = [
    { type: "basket.hosting.add", ...data.hostingPlans[0] },
    { type: "basket.domain.add", result: data.firstDomain.result, action: "register" },
    ...data.storedUsedUp.map((code) => ({ type: "voucher.notEligible", code }) as const),
  ];
  const kept = edits.reduce((contents, edit) => editBasket(contents, edit, basis), emptyBasketContents);
  return data.storedExtras.reduce(
    (contents, extra) => editBasket(contents, storedExtraEdit(extra, contents, data), basis),
    kept,
  );
}

/**
 * The basket as this browser keeps it, written as docs/basket.md says (`{ version, brand, basket }`, version 2), not by
 * the app's writer, so that a writer and a reader that are wrong alike cannot agree.
 */
function storedValue(contents: Contents, brand: BasketData["brand"], version = 2): string {
  return JSON.stringify({ version, brand, basket: contents });
}

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
/** The domain whose period the data picks: the first, or the last one that is not an own domain. */
const periodDomain = (snapshot: Snapshot, data: BasketData) =>
  data.periodPickedFor === "first" ? firstDomain(snapshot) : contentsOf(snapshot).domains.findLast((d) => !d.ownDomain);
/** Links a linked line to nothing, and an unlinked one to the basket's first domain. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const relink = (line: { connectedDomain: string | null }, snapshot: Snapshot) =>
  line.connectedDomain ? null : (firstDomain(snapshot)?.fullDomain ?? null);

/** The basket's fixtures made of one data set (the paths are generated with `defaultBasketData`). */
export function basketFixturesFor(data: BasketData): BasketFixtures {
  const storedBasket = storedValue(storedContents(data), data.brand);
  const otherBrandsBasket = storedValue(storedContents(data), data.brand === "WH" ? "UK2" : "WH");
  const unreadableStored =
    typeof data.unreadableStored === "object" && data.unreadableStored !== null
      ? storedValue(storedContents(data), data.brand, data.unreadableStored.version)
      : data.unreadableStored;
  const [hostingA, hostingB] = data.hostingPlans;
  const [ownA, ownB] = data.ownDomains;
  const [codeA, blank] = data.voucherCodes;
  const [readable, unreadable] = data.orders;
  return {
    visitor: {
      "basket.domain.add": (snapshot) => [
        {
          type: "basket.domain.add",
          result: data.firstDomain.result,
          action: "register",
          period: data.firstDomain.period,
        },
        ...ifRoom(snapshot, [{ type: "basket.domain.add", ...data.secondDomain } as const]),
      ],
      "basket.domain.remove": (snapshot) =>
        [firstDomain(snapshot)].flatMap((d) => (d ? [{ type: "basket.domain.remove", fullDomain: d.fullDomain }] : [])),
      "basket.domain.period": (snapshot) =>
        [periodDomain(snapshot, data)].flatMap((d) =>
          d && !d.ownDomain
            ? [{ type: "basket.domain.period", fullDomain: d.fullDomain, period: data.domainPeriod }]
            : [],
        ),
      "basket.ownDomain.add": (snapshot) => [
        ...ifRoom(snapshot, [{ type: "basket.ownDomain.add", fullDomain: ownA } as const]),
        { type: "basket.ownDomain.add", fullDomain: ownB },
      ],
      "basket.online.add": (snapshot) => ifRoom(snapshot, [{ type: "basket.online.add", name: data.onlineName }]),
      "basket.hosting.add": (snapshot) =>
        ifRoom(snapshot, [
          { type: "basket.hosting.add", ...hostingA },
          { type: "basket.hosting.add", ...hostingB },
        ]),
      "basket.hosting.remove": (snapshot) =>
        [firstHosting(snapshot)].flatMap((line) => (line ? [{ type: "basket.hosting.remove", id: line.id }] : [])),
      "basket.hosting.link": (snapshot) =>
        [firstHosting(snapshot)].flatMap((line) =>
          line ? [{ type: "basket.hosting.link", id: line.id, fullDomain: relink(line, snapshot) }] : [],
        ),
      "basket.hosting.period": (snapshot) =>
        [firstHosting(snapshot)].flatMap((line) =>
          line ? [{ type: "basket.hosting.period", id: line.id, period: data.hostingPeriod }] : [],
        ),
      "basket.hosting.upgrade": (snapshot) =>
        [firstHosting(snapshot)].flatMap((line) => (line ? [{ type: "basket.hosting.upgrade", id: line.id }] : [])),
      "basket.addon.add": (snapshot) =>
        ifRoom(snapshot, [
          { type: "basket.addon.add", codename: "email-hosting", connectedDomain: null },
          ...[firstDomain(snapshot)].flatMap((d) =>
            d ? [{ type: "basket.addon.add", codename: data.linkedAddon, connectedDomain: d.fullDomain } as const] : [],
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
        ...when(contentsOf(snapshot).voucher === null, [{ type: "basket.voucher.apply", code: codeA } as const]),
        { type: "basket.voucher.apply", code: blank },
      ],
      "basket.voucher.remove": (snapshot) =>
        when(contentsOf(snapshot).voucher !== null, [{ type: "basket.voucher.remove" } as const]),
      "basket.checkout": () => [{ type: "basket.checkout" }],
      // An order arrives in the checkout address of a fresh page, with nothing else in the basket.
      "basket.order.submit": (snapshot) =>
        when(linesIn(snapshot) === 0, [
          { type: "basket.order.submit", ...readable },
          { type: "basket.order.submit", ...unreadable },
        ]),
      // The app moved to the checkout page without loading another document.
      "basket.checkout.opened": (snapshot) =>
        when(snapshot.hasTag("openingCheckout") || snapshot.hasTag("placingOrder"), [
          { type: "basket.checkout.opened" } as const,
        ]),
      // While the saved basket is read, it may hold lines: the order page can start the basket and place the order.
      "basket.clear": (snapshot) =>
        when(linesIn(snapshot) > 0 || isRestoring(snapshot), [{ type: "basket.clear" } as const]),
      "basket.page.error": (snapshot) =>
        when(linesIn(snapshot) > 0 || isRestoring(snapshot), [{ type: "basket.page.error" } as const]),
    },
    actors: {
      readStoredBasket: (_snapshot, id) => [
        { type: `xstate.done.actor.${id}`, output: null },
        { type: `xstate.done.actor.${id}`, output: unreadableStored },
        { type: `xstate.done.actor.${id}`, output: otherBrandsBasket },
        { type: `xstate.done.actor.${id}`, output: storedBasket },
      ],
      // Another tab empties a basket, or fills an empty one.
      storageEvents: (snapshot) => [
        { type: "basket.storage.changed", raw: lineCount(snapshot.context.contents) > 0 ? null : storedBasket },
      ],
      catalogue: (snapshot) =>
        snapshot.context.catalogue === null
          ? [{ type: catalogueLoaded.type, snapshot: { context: { serviceplans: data.catalogue } } }]
          : [],
      checkVoucher: (_snapshot, id) => [
        { type: `xstate.done.actor.${id}`, output: { voucher: data.voucher } },
        { type: `xstate.error.actor.${id}`, error: usedMax },
        // A failure without the brand API's words (a timeout) is added by the paths themselves.
        { type: `xstate.error.actor.${id}`, error: data.voucherRefusal },
      ],
      submitBasket: (_snapshot, id) => [
        { type: `xstate.done.actor.${id}`, output: { basketUuid: `${id}-${data.basketUuid}` } },
        { type: `xstate.error.actor.${id}`, error: data.checkoutFailures[0] },
        { type: `xstate.error.actor.${id}`, error: data.checkoutFailures[1] },
      ],
    },
  };
}

export const basketFixtures = basketFixturesFor(defaultBasketData);

function isBasketActor(name: string): name is BasketActorName {
  return Object.hasOwn(basketFixtures.actors, name);
}

/** The fixture's events for one actor, typed by its name (a generic call keeps output and actor together). */
function actorResults<K extends BasketActorName>(
  fixtures: BasketFixtures,
  name: K,
  snapshot: Snapshot,
  invokeId: string,
) {
  const results: BasketFixtures["actors"][K] = fixtures.actors[name];
  return results(snapshot, invokeId);
}

/** The visitor's events the fixtures offer in a snapshot, whether the state accepts them or not. */
export function visitorEventsOf(fixtures: BasketFixtures, snapshot: Snapshot): BasketEvent[] {
  return Object.values(fixtures.visitor).flatMap((visitorEvents): BasketEvent[] => visitorEvents(snapshot));
}

/**
 * The actors' results first: visitor changes are offered only while every region waits (the catalogue loaded, no
 * voucher checked, no checkout or order under way), so that the parallel regions are not multiplied together.
 */
export function basketEventsFor(fixtures: BasketFixtures) {
  return (snapshot: Snapshot): ModelEventOf<BasketMachine>[] => {
    const events: ModelEventOf<BasketMachine>[] = [];
    for (const { id, src } of activeInvokes(snapshot)) {
      if (!isBasketActor(src))
        throw new Error(`The basket model has no fixture for the actor "${src}" (invoke ${id}).`);
      events.push(...actorResults(fixtures, src, snapshot, id));
    }
    const waiting = snapshot.matches({ ready: { voucher: "idle", checkout: "idle", order: "idle" } });
    // While checkout opens, the app's "shown in this page" is the one event that is not an actor's answer.
    const opened = fixtures.visitor["basket.checkout.opened"](snapshot);
    if (isRestoring(snapshot)) {
      const emptying = [
        ...fixtures.visitor["basket.clear"](snapshot),
        ...fixtures.visitor["basket.page.error"](snapshot),
      ];
      return [...events.filter((e) => e.type.startsWith("xstate.")), ...emptying];
    }
    if (!waiting || snapshot.context.catalogue === null)
      return [...events.filter((e) => e.type.startsWith("xstate.")), ...opened];
    return [...events, ...visitorEventsOf(fixtures, snapshot)];
  };
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

/**
 * The domain lines as the basket page shows them: each one's saving (spec section 5), period (section 9) and offer.
 */
function domainLineProblems(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  const labelled = (what: string, { period, label }: { period: string; label: string }) => {
    if (labelMonths(label) !== months(period)) problems.push(`${what}: ${period} reads "${label}"`);
  };
  for (const line of domainLines(snapshot)) {
    const domain = contentsOf(snapshot).domains.find((d) => d.fullDomain === line.fullDomain);
    if (!domain) continue;
    const { price, renew } = domainPrices(domain);
    const saving = expectedSavingPercent(price, renew);
    if (line.savingPercent !== saving)
      problems.push(`${line.fullDomain} shows a saving of ${line.savingPercent}%, the spec's is ${saving}%`);
    labelled(line.fullDomain, { period: line.period, label: line.periodLabel });
    // A price the brand offers (a two-year offer, the free `.online`) is said to be one, by its title.
    if (domain.offer && !line.offerTitle) problems.push(`${line.fullDomain} shows its offer without its title`);
    for (const choice of line.periodChoices) labelled(`${line.fullDomain}'s choice`, choice);
  }
  for (const line of hostingLines(snapshot)) for (const choice of line.periodChoices) labelled(line.id, choice);
  return problems;
}

/** The offers the basket page makes, and the lines it offers the upgrade, as the spec says (`expectedBasketOffers`). */
function offerProblems(snapshot: Snapshot): string[] {
  const { upgradable, ...expected } = expectedBasketOffers(snapshot.context.contents, snapshot.context.brandName);
  const offers = basketOffers(snapshot);
  const problems = same(offers, expected)
    ? []
    : [`the basket offers ${JSON.stringify(offers)}, the spec ${JSON.stringify(expected)}`];
  for (const line of hostingLines(snapshot)) {
    const personal = upgradable.includes(line.id);
    if (line.upgradable !== personal) problems.push(`${line.id} is ${personal ? "not " : ""}offered Business Hosting`);
  }
  return problems;
}

/**
 * What the views read, checked on every step: the selectors read the tags the basket oracle checks, the totals
 * shown are the spec's voucher maths over the basket's lines (and the savings), the basket error is said in the
 * spec's words, each domain line shows its saving and its period, and the basket makes the spec's offers.
 */
const viewOracle: ModelOracle<BasketMachine> = () => (step) => {
  const snapshot = step.after;
  const totals = basketTotals(snapshot);
  const expected = expectedTotals(snapshot.context.contents);
  const totalProblems = same(totals, expected)
    ? []
    : [`the basket shows ${JSON.stringify(totals)}, the spec's voucher maths give ${JSON.stringify(expected)}`];
  const error = expectedBasketError(snapshot.context.contents);
  const errorShown = basketErrorMessage(snapshot);
  const errorWords = error === null ? null : basketMessages.errors[error];
  if (errorShown !== errorWords) totalProblems.push(`the basket says "${errorShown}", the spec "${errorWords}"`);
  totalProblems.push(...domainLineProblems(snapshot), ...offerProblems(snapshot));
  const views: [string, boolean, boolean][] = [
    ["restoring", isRestoring(snapshot), !snapshot.matches("ready")],
    ["checking a voucher", isCheckingVoucher(snapshot), snapshot.matches({ ready: { voucher: "checking" } })],
    ["opening checkout", isOpeningCheckout(snapshot), snapshot.hasTag("openingCheckout")],
    ["placing an order", isPlacingOrder(snapshot), snapshot.hasTag("placingOrder")],
  ];
  return [
    ...totalProblems,
    ...views
      .filter(([, read, tagged]) => read !== tagged)
      .map(([view, read, tagged]) => `the views read ${view} as ${read}, the state says ${tagged}`),
  ];
};

/**
 * The basket model of `machine` (the real one, or a mutant of it), its side effects recorded step by step for the
 * basket oracle, which checks every step.
 */
export function basketModel(
  machine: BasketMachine = basketMachine,
  data: BasketData = defaultBasketData,
): ModelOptions<BasketMachine> {
  const fixtures = data === defaultBasketData ? basketFixtures : basketFixturesFor(data);
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
    input: { brandName: data.brand },
    events: basketEventsFor(fixtures),
    serializeState: serializeBasketState,
    oracle: allOracles(
      basketOracle(takeEffects),
      viewOracle,
      acceptedEventsOracle((snapshot) => visitorEventsOf(fixtures, snapshot), basketAccepts),
    ),
  };
}
