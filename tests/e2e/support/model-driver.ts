import type { Page, Request, Route } from "@playwright/test";
import type { AnyStateMachine, AnyStateNode, EventObject, SnapshotFrom } from "xstate";
import { type BrandDefinition, brands } from "../../../brands/index";
import { requestTimeLimitMs } from "../../../src/api/client";
import { statePath } from "../../../workbench/state-diagrams";
import { activeInvokes, modelInventory } from "../../machines/support/model-paths";
import {
  activeStateIds,
  type BrowserPath,
  type BrowserPathModel,
  browserCoverage,
  chooseBrowserPaths,
  generatedBrowserPaths,
} from "./browser-paths";
import { dropRoutesInFlight, expect, pageLoadsWaitForApp, test, watchPageProblems } from "./fixtures";
import { committedRecordings, readRecording, recordedBrand, recordedBrowserPath } from "./recorded-paths";

/** An event of a path: any machine event, its payload read by the mapping that handles its type. */
// biome-ignore lint/suspicious/noExplicitAny: each mapping knows the payload of the event type it handles.
export type ModelEvent = EventObject & Record<string, any>;

/** What a step of a browser path can use: the page, the brand, and the brand API requests held for the path. */
export interface DriverContext {
  page: Page;
  brandInfo: BrandDefinition;
  network: HeldRequests;
}

/**
 * How the brand API fails an invoke: an error status with its body (Chromium logs it, and the path expects that
 * console error), a network failure (also logged), or no answer at all until the app's own time limit ends the
 * request (the page's clock is moved past it).
 */
export type FailureAnswer = { status: number; json: unknown } | "network" | "timeout";

/** How an invoked actor reaches the brand API: which request is its, so the path can answer it. */
export interface InvokeRequest {
  /**
   * Matches the request the actor sends (URL path under /brand-api, method, body). Only the invokes active around
   * the step are matched, so two invokes that send the same request are told apart by the path itself.
   */
  matches: (request: Request) => boolean;
  /**
   * The answer that makes the actor's promise resolve with this `xstate.done.actor.<id>` event's output: JSON (status
   * 200 unless given), or "server" to let the real brand API answer (the page then finds what the server made).
   */
  answer: (event: ModelEvent) => { status?: number; json: unknown } | "server";
  /** The answer to an `xstate.error.actor.<id>` event; default: see `defaultFailure`. */
  failure?: (event: ModelEvent) => FailureAnswer;
}

/** An invoke that sends no request (reading the browser's storage): what its step does in the browser, if anything. */
export interface InvokeWithoutRequest {
  perform: (context: DriverContext, event: ModelEvent) => Promise<void>;
}

export interface BrowserModel<TMachine extends AnyStateMachine> extends BrowserPathModel<TMachine> {
  /** Opens the page where the machine is in its initial state. */
  start: (context: DriverContext) => Promise<void>;
  /** What a visitor does for each visitor event type. */
  visitorActions: Record<string, (context: DriverContext, event: ModelEvent) => Promise<void>>;
  /**
   * What causes, in a recorded visit, an event the generated paths leave to other specs (`notDrivenInBrowser`): the
   * page goes on where a generated path ends (the checkout shows in the same document, the visit's order is placed).
   */
  recordedVisitActions?: Record<string, (context: DriverContext, event: ModelEvent) => Promise<void>>;
  /** The brand API request of each invoke id (answers come from the path's done/error events). */
  invokeRequests: Record<string, InvokeRequest | InvokeWithoutRequest>;
  /**
   * What a visitor sees in each state (by state id); the snapshot is the one the graph predicts. Sibling states
   * assert different things (the guard test checks that no two siblings share an assertion).
   */
  stateAssertions: Record<string, (context: DriverContext, snapshot: SnapshotFrom<TMachine>) => Promise<void>>;
}

const sendsRequest = (invoke: InvokeRequest | InvokeWithoutRequest): invoke is InvokeRequest => "matches" in invoke;

/** A console error the path causes on purpose: a failed answer to the request of an invoke. */
interface ExpectedConsoleError {
  invokeId: string;
  text: string;
}

/** Brand API requests of the model's invokes, held until the path's next step answers them. */
export class HeldRequests {
  private readonly held: { invokeId: string; route: Route }[] = [];
  private readonly waiters: (() => void)[] = [];
  /** The invokes whose requests are held now: those active before and after the step being driven. */
  private active = new Set<string>();
  readonly expectedConsoleErrors: ExpectedConsoleError[] = [];

  constructor(
    private readonly requests: Record<string, InvokeRequest | InvokeWithoutRequest>,
    private readonly ofChildren: string[],
  ) {}

  async install(page: Page): Promise<void> {
    await page.route("**/brand-api/**", async (route) => {
      const invokeId = [...this.active].find((id) => {
        const invoke = this.requests[id];
        return invoke && sendsRequest(invoke) && invoke.matches(route.request());
      });
      if (!invokeId) return route.fallback();
      this.held.push({ invokeId, route });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** The invokes of the machine active around the step; an invoke of a child machine (see `runPath`) stays held. */
  expectInvokes(invokeIds: string[]): void {
    this.active = new Set([...invokeIds, ...this.ofChildren]);
  }

  /** Waits for the actor's request (it is sent when the machine enters the invoking state) and answers it. */
  async answer(invokeId: string, respond: (route: Route) => Promise<void>): Promise<void> {
    if (!(await this.answerIfAsked(invokeId, respond, 10_000)))
      throw new Error(`The app sent no request for ${invokeId} within 10 s.`);
  }

  /** Answers the actor's request if the app sends one within `withinMs`; whether it did. */
  async answerIfAsked(invokeId: string, respond: (route: Route) => Promise<void>, withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const index = this.held.findIndex((h) => h.invokeId === invokeId);
      if (index >= 0) {
        const [{ route }] = this.held.splice(index, 1);
        await respond(route);
        return true;
      }
      if (Date.now() > deadline) return false;
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }
}

const invokeEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

/**
 * The failure an error event stands for: a timeout when its code says so, its own status and body when it has an
 * error status, else a network failure (the model's automatic `simulated failure`).
 */
function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes)];
}

const stateValue = (snapshot: unknown) => (snapshot as { value: unknown }).value;

function activeNodes(snapshot: unknown): AnyStateNode[] {
  return (snapshot as { _nodes: AnyStateNode[] })._nodes;
}

/** A state as entered: with the initial state of each level below it. */
const entered = (node: AnyStateNode): AnyStateNode[] => [node, ...(node.initial?.target ?? []).flatMap(entered)];

/**
 * The states the app's timers lead to from these, one delay after another: a slow step may still be checked when two
 * short delays have passed (the order page waits, then waits again before reading the status).
 */
function reachedByDelays(nodes: AnyStateNode[]): AnyStateNode[] {
  const reached = new Set<AnyStateNode>();
  const visit = (node: AnyStateNode) => {
    for (const delayed of node.after)
      for (const target of (delayed.target ?? []).flatMap(entered))
        if (!reached.has(target)) {
          reached.add(target);
          visit(target);
        }
  };
  for (const node of nodes) visit(node);
  return [...reached];
}

export function defaultFailure(event: EventObject): FailureAnswer {
  const error = (event as { error?: { code?: unknown; status?: unknown; body?: unknown } }).error;
  if (error?.code === "timeout") return "timeout";
  if (typeof error?.status === "number" && error.status >= 400) return { status: error.status, json: error.body ?? {} };
  return "network";
}

async function answerInvoke(
  invoke: InvokeRequest,
  context: DriverContext,
  invokeId: string,
  outcome: string,
  event: ModelEvent,
) {
  const { network, page } = context;
  const expectError = (text: string) => network.expectedConsoleErrors.push({ invokeId, text });
  return network.answer(invokeId, async (route) => {
    if (outcome === "done") {
      const answer = invoke.answer(event);
      if (answer === "server") return route.continue();
      const { status = 200, json } = answer;
      if (status >= 400) expectError(`status of ${status}`);
      return route.fulfill({ status, json });
    }
    const failure = invoke.failure?.(event) ?? defaultFailure(event);
    if (failure === "timeout") {
      // Never answered: the page's clock (installed by `runPath`) moves past the request's time limit.
      return page.clock.fastForward(requestTimeLimitMs + 1);
    }
    if (failure === "network") {
      expectError("net::ERR_FAILED");
      return route.abort("failed");
    }
    expectError(`status of ${failure.status}`);
    return route.fulfill(failure);
  });
}

/** Whether `runStep` can cause an event of this type: a delay, an answer to a request it holds, a visitor's action. */
function canDrive(model: BrowserModel<AnyStateMachine>, type: string): boolean {
  const invoke = type.match(invokeEvent);
  if (invoke) return Object.hasOwn(model.invokeRequests, invoke[2]);
  return type.startsWith("xstate.after.") || Object.hasOwn(model.visitorActions, type) || drivesRecorded(model, type);
}

/** Whether a recorded visit's event has an action of its own (`recordedVisitActions`). */
const drivesRecorded = (model: BrowserModel<AnyStateMachine>, type: string) =>
  Object.hasOwn(model.recordedVisitActions ?? {}, type);

async function runStep(
  model: BrowserModel<AnyStateMachine>,
  context: DriverContext,
  event: ModelEvent,
  recorded: boolean,
) {
  const invoke = event.type.match(invokeEvent);
  if (invoke) {
    const [, outcome, invokeId] = invoke;
    const driver = model.invokeRequests[invokeId];
    if (!driver) throw new Error(`No brand API request for ${invokeId}.`);
    if (!sendsRequest(driver)) return driver.perform(context, event);
    return answerInvoke(driver, context, invokeId, outcome, event);
  }
  // Delayed events need no visitor: the app's own timer fires (the e2e server shortens the machines' delays).
  if (event.type.startsWith("xstate.after.")) return;
  // A recorded visit's own way to an event comes first: it goes where a generated path does not (the card page).
  const ofRecording = recorded ? model.recordedVisitActions?.[event.type] : undefined;
  const action = ofRecording ?? model.visitorActions[event.type] ?? model.recordedVisitActions?.[event.type];
  if (!action) throw new Error(`No browser action for ${event.type}.`);
  return action(context, event);
}

async function assertState(model: BrowserModel<AnyStateMachine>, context: DriverContext, snapshot: unknown) {
  for (const id of activeStateIds(snapshot)) {
    const assertion = model.stateAssertions[id];
    if (!assertion) throw new Error(`No browser assertion for state ${id}.`);
    await test.step(`sees ${statePath(id) || id}`, () => assertion(context, snapshot as SnapshotFrom<AnyStateMachine>));
  }
}

/** Event types a visitor causes (everything but invoke results, delays and xstate internals), and invoke ids. */
function machineEvents(machine: AnyStateMachine, notDriven: Record<string, string>) {
  const visitorEvents = new Set<string>();
  const invokeIds = new Set<string>();
  for (const transition of modelInventory(machine).transitions) {
    if (transition in notDriven) continue;
    const type = transition.split(" —")[1].split("→")[0];
    const invoke = type.match(invokeEvent);
    if (invoke) invokeIds.add(invoke[2]);
    else if (!type.startsWith("xstate.") && type !== "always") visitorEvents.add(type);
  }
  return { visitorEvents: [...visitorEvents], invokeIds: [...invokeIds] };
}

/**
 * Sibling states (children of one parent) whose assertions are the same function or the same code: a visitor could
 * not tell them apart by what the path checks.
 */
function siblingsSharingAnAssertion(model: BrowserModel<AnyStateMachine>): string[][] {
  const byParent = new Map<string, string[]>();
  for (const id of modelInventory(model.machine).states) {
    const parent = id.slice(0, id.lastIndexOf("."));
    byParent.set(parent, [...(byParent.get(parent) ?? []), id]);
  }
  return [...byParent.values()].flatMap((siblings) =>
    siblings
      .map((id) =>
        siblings.filter((other) => String(model.stateAssertions[other]) === String(model.stateAssertions[id])),
      )
      .filter((same, index) => same.length > 1 && same[0] === siblings[index]),
  );
}

/**
 * Runs the covering subset of the machine's generated paths (`chooseBrowserPaths`) against the real app: visitor
 * events become what a visitor does, invoke results become the brand API's answers, and after every step each
 * active state's assertion checks what the visitor sees. A guard test fails when an event has no browser action, an
 * invoke no request, a state no assertion (or the same one as a sibling), or a transition is neither taken nor
 * listed in `notDrivenInBrowser` (the Vitest check `tests/machines/browser-paths.test.ts` says the same without a
 * browser, and prints the figure). Then each committed recording's actors of the machine (`describeRecordings`).
 */
export function describeBrowserModel<TMachine extends AnyStateMachine>(model: BrowserModel<TMachine>): void {
  const anyModel = model as unknown as BrowserModel<AnyStateMachine>;
  const generated = generatedBrowserPaths(model);
  const asked = askedPath();
  if (asked && "recording" in asked) {
    // `npm run path -- --replay <file>`: only the recording's actors of this machine.
    describeRecordings(anyModel, [asked.recording]);
    return;
  }
  if (asked) {
    // `npm run path -- <id>` and `npm run paths -- --run-all`: the browser paths asked for by id, run or not by the suite.
    const wanted = generated.filter((path) => asked.browserIds.includes(path.id));
    if (wanted.length === 0) return;
    test.describe(`${model.name} model paths in the browser`, () => {
      for (const path of wanted)
        test(path.description, ({ page, brandInfo, pageProblems }) =>
          runPath(anyModel, path, { page, brandInfo, pageProblems }),
        );
    });
    return;
  }
  const paths = chooseBrowserPaths(generated);

  test.describe(`${model.name} model paths in the browser`, () => {
    test(`every event of ${model.name} has a browser action and every state its own assertion`, () => {
      const { visitorEvents, invokeIds } = machineEvents(model.machine, model.notDrivenInBrowser);
      expect(
        visitorEvents.filter((type) => !model.visitorActions[type]),
        "events without a browser action",
      ).toEqual([]);
      expect(
        invokeIds.filter((id) => !model.invokeRequests[id]),
        "invokes without a brand API request",
      ).toEqual([]);
      expect(
        modelInventory(model.machine).states.filter((id) => !model.stateAssertions[id]),
        "states without an assertion",
      ).toEqual([]);
      expect(siblingsSharingAnAssertion(anyModel), "sibling states asserting the same thing").toEqual([]);
      const coverage = browserCoverage(model, paths);
      expect(coverage.unseenStates, "states no browser path rests in").toEqual([]);
      expect(coverage.unlisted, "transitions no browser path takes, not in notDrivenInBrowser").toEqual([]);
      expect(coverage.listedButTaken, "transitions in notDrivenInBrowser that a browser path takes").toEqual([]);
    });

    for (const path of paths)
      test(path.description, ({ page, brandInfo, pageProblems }) =>
        runPath(anyModel, path, { page, brandInfo, pageProblems }),
      );
  });
  describeRecordings(anyModel, committedRecordings());
}

/**
 * Replays each recorded actor of the model's machine in the browser, as its paths are run: its events become what a
 * visitor does and the brand API's answers, the page is checked in every state the machine reaches, and the machine
 * must reach the state the recording says. The steps it cannot drive are the test's annotations ("not driven").
 */
function describeRecordings(model: BrowserModel<AnyStateMachine>, files: string[]): void {
  const recorded = files.flatMap((file) => {
    const recording = readRecording(file);
    // Each page of a visit starts its own catalogue, which loads the same plans: one replay of those is enough.
    const seen = new Set<string>();
    const firstOfItsKind = (actor: (typeof recording.actors)[number]) => {
      const kind = JSON.stringify([actor.machine, actor.input, actor.steps]);
      return !seen.has(kind) && !!seen.add(kind);
    };
    return recording.actors
      .map((actor, index) => ({ file, actor, number: index + 1, brand: recordedBrand(recording) }))
      .filter(({ actor }) => actor.machine === model.machine.id && firstOfItsKind(actor));
  });
  if (recorded.length === 0) return;
  test.describe(`${model.name}: recorded visits in the browser`, () => {
    for (const { file, actor, number, brand } of recorded)
      test(`replays ${file}, actor ${number} (${actor.name})`, async ({ browser, baseURL }) => {
        // A visit goes through several pages (search, basket, checkout), where a generated path mostly stays on one.
        test.slow();
        const path = recordedBrowserPath(
          model,
          actor,
          (type) => canDrive(model, type),
          (type) => drivesRecorded(model, type),
        );
        for (const { step, event, reason } of path.undriven)
          test.info().annotations.push({ type: "not driven", description: `step ${step}: ${event}: ${reason}` });
        // On the brand the visit was made on, whatever the project's: its prices, its words, its saved basket.
        const origin = new URL(baseURL ?? "");
        origin.hostname = `${brand.toLowerCase()}.localhost`;
        const context = await browser.newContext({ baseURL: origin.origin });
        const page = await context.newPage();
        pageLoadsWaitForApp(page);
        const pageProblems = watchPageProblems(page);
        try {
          await runPath(model, path, { page, brandInfo: brands[brand], pageProblems }, true);
          expect(pageProblems, "the page logged errors").toEqual([]);
          // A step the browser cannot drive fails the replay (issue 37): the visit is not replayed in the browser.
          expect(path.undriven, "recorded steps the browser did not drive").toEqual([]);
        } finally {
          await dropRoutesInFlight(page);
          await context.close();
        }
      });
  });
}

/**
 * Drives one path: the page starts in the initial state, then each event is done and every active state checked.
 * The console errors the path's failed answers cause are expected, in order, and nothing else may be logged.
 */
async function runPath(
  model: BrowserModel<AnyStateMachine>,
  path: Pick<BrowserPath, "events" | "snapshots" | "steps" | "expectedValues">,
  { page, brandInfo, pageProblems }: { page: Page; brandInfo: BrandDefinition; pageProblems: string[] },
  recorded = false,
): Promise<void> {
  // The requests of a child machine's invokes (the basket's catalogue) are held whenever they come: the path's step
  // that answers them is the child's snapshot, not one of the machine's own invokes.
  const ownInvokes = new Set(allStateNodes(model.machine.root).flatMap((node) => node.invoke.map((i) => i.id)));
  const network = new HeldRequests(
    model.invokeRequests,
    Object.keys(model.invokeRequests).filter((id) => !ownInvokes.has(id)),
  );
  await network.install(page);
  const context: DriverContext = { page, brandInfo, network };
  const timesOut = path.events.some((event) => {
    const invoke = event.type.match(invokeEvent);
    const driver = invoke?.[1] === "error" ? model.invokeRequests[invoke[2]] : undefined;
    return driver && sendsRequest(driver) && (driver.failure?.(event) ?? defaultFailure(event)) === "timeout";
  });
  // Time flows as usual; a held request's time limit is reached by moving the clock (no test waits 15 s).
  if (timesOut) await page.clock.install();
  // A delayed event comes from the app's own timer, maybe while a state is still being checked or after the path's
  // last step: the requests of the states it leads to are held too (never answered by the server behind the path).
  const invokesOf = (snapshot: unknown) => [
    ...activeInvokes(snapshot).map((invoke) => invoke.id),
    ...reachedByDelays(activeNodes(snapshot)).flatMap((node) => node.invoke.map((i) => i.id)),
  ];
  network.expectInvokes(invokesOf(path.snapshots[0]));
  await model.start(context);
  await assertState(model, context, path.snapshots[0]);
  for (const [index, event] of path.events.entries()) {
    network.expectInvokes([...invokesOf(path.snapshots[index]), ...invokesOf(path.snapshots[index + 1])]);
    // Named as the path's title names it, so the report and the trace show which step of the title failed.
    await test.step(`step ${index + 1}: ${path.steps[index]}`, async () => {
      // A recording says where the machine went; a machine with a bug goes elsewhere, and its page may follow it.
      expect(stateValue(path.snapshots[index + 1]), "the state the path expects").toEqual(path.expectedValues[index]);
      await runStep(model, context, event, recorded);
      await assertState(model, context, path.snapshots[index + 1]);
    });
  }
  const expected = network.expectedConsoleErrors;
  await expect
    .poll(() => pageProblems.length, { message: `console errors of ${expected.map((e) => e.invokeId).join(", ")}` })
    .toBeGreaterThanOrEqual(expected.length);
  expect(pageProblems, "console errors: only those of the path's failed answers").toEqual(
    expected.map(({ text }) => expect.stringContaining(text)),
  );
  pageProblems.length = 0;
}

/**
 * What `npm run path` asks the browser for (`MODEL_PATH`): browser paths by id (`lookup-browser-05`, the one the QA
 * catalogue names for a machine path), or a recording to replay. The browser then runs only that.
 */
export type AskedPath = { browserIds: string[] } | { recording: string };

function askedPath(): AskedPath | null {
  const asked = process.env.MODEL_PATH;
  return asked ? (JSON.parse(asked) as AskedPath) : null;
}
