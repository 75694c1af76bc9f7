import type { Page, Request, Route } from "@playwright/test";
import type { AnyStateMachine, AnyStateNode, EventObject, SnapshotFrom } from "xstate";
import type { BrandDefinition } from "../../../brands/index";
import { type ModelOptions, modelInventory, modelPaths, replayPath } from "../../machines/support/model-paths";
import { expect, test } from "./fixtures";

/** An event of a path: any machine event, its payload read by the mapping that handles its type. */
// biome-ignore lint/suspicious/noExplicitAny: each mapping knows the payload of the event type it handles.
export type ModelEvent = EventObject & Record<string, any>;

/** What a step of a browser path can use: the page, the brand, and the brand API requests held for the path. */
export interface DriverContext {
  page: Page;
  brandInfo: BrandDefinition;
  network: HeldRequests;
}

/** How an invoked actor reaches the brand API: which request is its, so the path can answer it. */
export interface InvokeRequest {
  /** Matches the request the actor sends (URL path under /brand-api, method, body). */
  matches: (request: Request) => boolean;
  /** The HTTP answer that makes the actor's promise resolve with this `xstate.done.actor.<id>` event's output. */
  answer: (event: ModelEvent) => { status?: number; json: unknown };
  /** The HTTP answer for an `xstate.error.actor.<id>` event; default: a 500 for errors with a status, else a network failure. */
  failure?: (event: ModelEvent) => { status: number; json: unknown } | "network";
}

export interface BrowserModel<TMachine extends AnyStateMachine> extends ModelOptions<TMachine> {
  /** Opens the page where the machine is in its initial state. */
  start: (context: DriverContext) => Promise<void>;
  /**
   * Visitor events no browser path drives, each with the reason (another suite covers it, or a visitor cannot cause
   * it on purpose). Listed here, they are exempt from the guard test; anything else needs an action and a path.
   */
  notDrivenInBrowser?: Record<string, string>;
  /** What a visitor does for each visitor event type. */
  visitorActions: Record<string, (context: DriverContext, event: ModelEvent) => Promise<void>>;
  /** The brand API request of each invoke id (answers come from the path's done/error events). */
  invokeRequests: Record<string, InvokeRequest>;
  /** What a visitor sees in each state (by state id); the snapshot is the one the graph predicts. */
  stateAssertions: Record<string, (context: DriverContext, snapshot: SnapshotFrom<TMachine>) => Promise<void>>;
}

/** Brand API requests of the model's invokes, held until the path's next step answers them. */
export class HeldRequests {
  private readonly held: { invokeId: string; route: Route }[] = [];
  private readonly waiters: (() => void)[] = [];

  constructor(private readonly requests: Record<string, InvokeRequest>) {}

  async install(page: Page): Promise<void> {
    await page.route("**/brand-api/**", async (route) => {
      const invokeId = Object.keys(this.requests).find((id) => this.requests[id].matches(route.request()));
      if (!invokeId) return route.fallback();
      this.held.push({ invokeId, route });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Waits for the actor's request (it is sent when the machine enters the invoking state) and answers it. */
  async answer(invokeId: string, respond: (route: Route) => Promise<void>): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const index = this.held.findIndex((h) => h.invokeId === invokeId);
      if (index >= 0) {
        const [{ route }] = this.held.splice(index, 1);
        return respond(route);
      }
      if (Date.now() > deadline) throw new Error(`The app sent no request for ${invokeId} within 10 s.`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }
}

const invokeEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

async function runStep(model: BrowserModel<AnyStateMachine>, context: DriverContext, event: EventObject) {
  const invoke = event.type.match(invokeEvent);
  if (invoke) {
    const [, outcome, invokeId] = invoke;
    const request = model.invokeRequests[invokeId];
    return context.network.answer(invokeId, async (route) => {
      if (outcome === "done") {
        const { status = 200, json } = request.answer(event);
        return route.fulfill({ status, json });
      }
      const failure = request.failure?.(event) ?? defaultFailure(event);
      return failure === "network" ? route.abort("failed") : route.fulfill(failure);
    });
  }
  // Delayed events need no visitor: the app's own timer fires (the e2e server shortens spec delays).
  if (event.type.startsWith("xstate.after.")) return;
  const action = model.visitorActions[event.type];
  if (!action) throw new Error(`No browser action for ${event.type}.`);
  return action(context, event);
}

function defaultFailure(event: EventObject): { status: number; json: unknown } | "network" {
  const error = (event as { error?: { status?: number; body?: unknown } }).error;
  return typeof error?.status === "number" ? { status: error.status, json: error.body ?? {} } : "network";
}

function activeStateIds(snapshot: unknown): string[] {
  return ((snapshot as { _nodes: AnyStateNode[] })._nodes ?? []).filter((n) => n.parent).map((n) => n.id);
}

async function assertState(model: BrowserModel<AnyStateMachine>, context: DriverContext, snapshot: unknown) {
  for (const id of activeStateIds(snapshot)) {
    const assertion = model.stateAssertions[id];
    if (!assertion) throw new Error(`No browser assertion for state ${id}.`);
    await test.step(`sees ${id}`, () => assertion(context, snapshot as SnapshotFrom<AnyStateMachine>));
  }
}

/** States with an eventless transition without a guard: the machine passes through them and never rests there. */
function transientStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    if ((node.always ?? []).some((transition) => !transition.guard)) ids.push(node.id);
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) visit(child);
  };
  visit(machine.root);
  return ids;
}

/** Event types a visitor causes (everything but invoke results, delays and xstate internals), and invoke ids. */
function machineEvents(machine: AnyStateMachine): { visitorEvents: string[]; invokeIds: string[] } {
  const visitorEvents = new Set<string>();
  const invokeIds = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const type of node.transitions.keys()) {
      const invoke = type.match(invokeEvent);
      if (invoke) invokeIds.add(invoke[2]);
      else if (!type.startsWith("xstate.")) visitorEvents.add(type);
    }
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) visit(child);
  };
  visit(machine.root);
  return { visitorEvents: [...visitorEvents], invokeIds: [...invokeIds] };
}

/**
 * The fewest shortest paths (greedily) that between them end in every state: the browser runs these, since each
 * costs seconds where a machine replay costs microseconds. The machine tests run all of them.
 */
function pathsEndingInEveryState<T extends { snapshots: unknown[]; events: unknown[] }>(paths: T[]): T[] {
  const uncovered = new Set(paths.flatMap((path) => activeStateIds(path.snapshots.at(-1))));
  const chosen: T[] = [];
  while (uncovered.size > 0) {
    const gain = (path: T) => activeStateIds(path.snapshots.at(-1)).filter((id) => uncovered.has(id)).length;
    const best = paths.reduce((a, b) =>
      gain(b) > gain(a) || (gain(b) === gain(a) && b.events.length < a.events.length) ? b : a,
    );
    for (const id of activeStateIds(best.snapshots.at(-1))) uncovered.delete(id);
    chosen.push(best);
  }
  return chosen;
}

/**
 * For each visitor event no chosen path takes yet, the shortest generated path that ends by taking it, so that every
 * browser action runs at least once.
 */
function pathsTakingEveryVisitorEvent<T extends { events: EventObject[] }>(all: T[], chosen: T[]): T[] {
  const taken = new Set(chosen.flatMap((path) => path.events.map((event) => event.type)));
  const extra: T[] = [];
  for (const path of [...all].sort((a, b) => a.events.length - b.events.length)) {
    const last = path.events.at(-1)?.type;
    if (!last || last.startsWith("xstate.") || taken.has(last)) continue;
    taken.add(last);
    extra.push(path);
  }
  return extra;
}

/**
 * Runs the machine's generated shortest paths (one to every distinct state) against the real app: visitor events
 * become what a visitor does, invoke results become the brand API's answers, and after every step each active state's
 * assertion checks what the visitor sees. A guard test fails when an event has no browser action or a state no
 * assertion, or when some state ends no path.
 */
export function describeBrowserModel<TMachine extends AnyStateMachine>(model: BrowserModel<TMachine>): void {
  const anyModel = model as unknown as BrowserModel<AnyStateMachine>;
  // The browser's fixtures differ from the machine test's, so its paths have ids of their own (`lookup-browser-03`).
  const browserModel = { ...model, name: `${model.name}-browser` };
  // The graph keeps one snapshot per state key; each path's own snapshots (its context included) come from replaying it.
  const generated = modelPaths(browserModel).map((path) => ({
    ...path,
    snapshots: replayPath(browserModel, path).snapshots,
  }));
  const asked = askedPath();
  if (asked) {
    // `npm run path -- <id>`: a browser path by its id, or the one taking the route of a machine path, under its id.
    if (asked.model !== model.name) return;
    const same = generated.find((path) => (asked.route ? path.route === asked.route : path.id === asked.id));
    test.describe(`${model.name} model paths in the browser`, () => {
      if (same) test(`${asked.id} ${same.title}`, ({ page, brandInfo }) => runPath(anyModel, same, page, brandInfo));
    });
    return;
  }
  const endingInEveryState = pathsEndingInEveryState(generated.filter((path) => path.shortest));
  const paths = [...endingInEveryState, ...pathsTakingEveryVisitorEvent(generated, endingInEveryState)];

  test.describe(`${model.name} model paths in the browser`, () => {
    test(`every event of ${model.name} has a browser action and every state an assertion`, () => {
      const { visitorEvents, invokeIds } = machineEvents(model.machine);
      const exempt = model.notDrivenInBrowser ?? {};
      const driven = visitorEvents.filter((type) => !(type in exempt));
      expect(
        driven.filter((type) => !model.visitorActions[type]),
        "events without a browser action",
      ).toEqual([]);
      expect(
        invokeIds.filter((id) => !model.invokeRequests[id]),
        "invokes without a brand API request",
      ).toEqual([]);
      const states = modelInventory(model.machine).states;
      expect(
        states.filter((id) => !model.stateAssertions[id]),
        "states without an assertion",
      ).toEqual([]);
      const ended = new Set(paths.flatMap((path) => activeStateIds(path.snapshots.at(-1))));
      // A state left at once by an unguarded eventless transition is never at rest, so no path can end in it.
      const transient = new Set(transientStateIds(model.machine));
      expect(
        states.filter((id) => !ended.has(id) && !transient.has(id)),
        "states no browser path ends in",
      ).toEqual([]);
      const taken = new Set(paths.flatMap((path) => path.events.map((event) => event.type)));
      expect(
        driven.filter((type) => !taken.has(type)),
        "visitor events no browser path takes",
      ).toEqual([]);
    });

    for (const path of paths) test(path.description, ({ page, brandInfo }) => runPath(anyModel, path, page, brandInfo));
  });
}

/** Drives one path: the page starts in the initial state, then each event is done and every active state checked. */
async function runPath(
  model: BrowserModel<AnyStateMachine>,
  path: { events: EventObject[]; snapshots: unknown[] },
  page: Page,
  brandInfo: BrandDefinition,
): Promise<void> {
  const network = new HeldRequests(model.invokeRequests);
  await network.install(page);
  const context: DriverContext = { page, brandInfo, network };
  await model.start(context);
  await assertState(model, context, path.snapshots[0]);
  for (const [index, event] of path.events.entries()) {
    await test.step(event.type, () => runStep(model, context, event));
    await assertState(model, context, path.snapshots[index + 1]);
  }
}

/**
 * The path `npm run path` asks the browser for (`MODEL_PATH`): a browser path's model and id, or a machine path's
 * model, id and route. The browser then runs only that path, whether or not it is one the suite runs.
 */
function askedPath(): { model: string; id: string; route?: string } | null {
  const asked = process.env.MODEL_PATH;
  return asked ? (JSON.parse(asked) as { model: string; id: string; route?: string }) : null;
}
