import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
  StateMachine,
} from "xstate";
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from "xstate/graph";
import { namePaths, type PathName } from "./path-names";

/**
 * What an invoked actor reports to the machine, as a path sends it: `xstate.done.actor.<id>` with an `output`,
 * `xstate.error.actor.<id>` with an `error`, `xstate.snapshot.<id>` with a `snapshot`. Typed here so that fixtures
 * need no casts.
 */
export interface ActorReport {
  type: `xstate.${string}`;
  output?: unknown;
  error?: unknown;
  snapshot?: unknown;
}

/** Delayed events (`xstate.after.…`) and actor reports are the machine's own `xstate.` events. */
function isActorReportType(type: string): type is ActorReport["type"] {
  return type.startsWith("xstate.");
}

/** An event of a model path: one of the machine's own events or an actor's report. */
export type ModelEventOf<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | ActorReport;

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Shown in test names and the coverage summary. */
  name: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * The events worth sending in a snapshot, including invoke results
   * (`xstate.done.actor.<id>` with an `output`). Delayed events and invoke errors
   * (`xstate.error.actor.<id>`) of the active states are added automatically.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => ModelEventOf<TMachine>[];
  /** The key that tells two states apart: the state value plus the context fields that matter. Default: the value. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Traversal bound; exceeding it throws, which means `serializeState` keeps a growing counter. */
  limit?: number;
  /**
   * An independent check of every step (optional): written from the spec, not from the machine, so a path the
   * machine itself generated can still fail. Called once per replayed path to get a fresh checker, which may
   * remember earlier steps of that path; see `tests/machines/<flow>/`.
   */
  oracle?: ModelOracle<TMachine>;
}

/** One step of a replayed path as an oracle sees it: the snapshots around one event, as the machine has them. */
export interface ModelStep<TMachine extends AnyStateMachine> {
  /** The event sent; null for the initial snapshot (then `before` is null too). */
  event: ModelEventOf<TMachine> | null;
  before: SnapshotFrom<TMachine> | null;
  after: SnapshotFrom<TMachine>;
  /** The types of the delayed events scheduled after the step (`xstate.after.…`), not yet sent or cancelled. */
  scheduled: string[];
}

/** Makes a checker for one path; the checker returns what is wrong with a step (nothing when it is right). */
export type ModelOracle<TMachine extends AnyStateMachine> = () => (step: ModelStep<TMachine>) => readonly string[];

/** What an oracle found wrong: at which step (0 is the initial snapshot, n the snapshot after the n-th event). */
export interface OracleViolation {
  step: number;
  event: string;
  message: string;
}

export interface ModelPath extends PathName {
  /** The test name: `<id> <title>` (see `path-names.ts`). */
  description: string;
  events: EventObject[];
  /** State value expected after each event. */
  expectedValues: unknown[];
  /** Whether this is a shortest path to a state (the rest take one more transition each). */
  shortest: boolean;
}

export interface CoverageCount {
  reached: number;
  total: number;
  missing: string[];
}

export interface ModelCoverage {
  states: CoverageCount;
  transitions: CoverageCount;
}

type Snapshot = { value: unknown; _nodes: AnyStateNode[]; can(event: EventObject): boolean; status: string };

/** A never-settling actor: during replay, invoke results come only from the path's own events. */
const inertActor = fromPromise(() => new Promise<never>(() => {}));

/** The machine with every invoked actor inert; an invoked machine stays (it reports snapshots) with its own made inert. */
function withInertActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.entries(machine.implementations.actors ?? {});
  return machine.provide({
    actors: Object.fromEntries(
      actors.map(([name, logic]) => [name, logic instanceof StateMachine ? withInertActors(logic) : inertActor]),
    ),
  });
}

function activeNodes(snapshot: unknown): AnyStateNode[] {
  return (snapshot as Snapshot)._nodes;
}

/** The invokes of the active states, by id and source (the name of the actor in the machine's `actors`). */
export function activeInvokes(snapshot: unknown): { id: string; src: string }[] {
  return activeNodes(snapshot).flatMap((node) =>
    node.invoke.map((invoke) => ({ id: invoke.id, src: typeof invoke.src === "string" ? invoke.src : invoke.id })),
  );
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const targets = (transition.target ?? []).map((t) => t.id).join(",");
  const guard = transition.guard ? JSON.stringify(transition.guard) : "";
  return `${transition.source.id} —${transition.eventType || "always"}→ ${targets || "(self)"}${guard ? ` [${guard}]` : ""}`;
}

/** Every state node (the root excluded) and every transition candidate of the machine, by readable key. */
export function modelInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = getStateNodes(machine);
  const transitions = new Set<string>();
  for (const node of [machine.root as AnyStateNode, ...nodes]) {
    for (const candidates of node.transitions.values()) for (const t of candidates) transitions.add(transitionKey(t));
    for (const t of node.always ?? []) transitions.add(transitionKey(t));
  }
  return { states: nodes.map((n) => n.id), transitions: [...transitions] };
}

/**
 * The machine's events in a snapshot: the caller's fixtures plus delayed events and invoke errors of active states.
 * The workbench's simulate mode offers the same events, so a product owner steps through what the paths take.
 */
export function eventsIn<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>) {
  return (snapshot: SnapshotFrom<TMachine>): ModelEventOf<TMachine>[] => {
    const automatic: ActorReport[] = [];
    for (const node of activeNodes(snapshot)) {
      for (const { eventType } of node.after) if (isActorReportType(eventType)) automatic.push({ type: eventType });
      for (const type of node.transitions.keys()) {
        if (isActorReportType(type) && type.startsWith("xstate.error.actor.")) {
          automatic.push({ type, error: new Error("simulated failure") });
        }
      }
    }
    const seen = new Set<string>();
    return [...options.events(snapshot), ...automatic].filter((event) => {
      const key = JSON.stringify(event);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
}

/**
 * Paths from `xstate/graph`: the shortest path to every distinct state, then one path per
 * transition (the shortest path to its source state plus its event), so that every
 * transition the fixtures can take is taken at least once.
 */
export function modelPaths<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>): ModelPath[] {
  const serialize = (s: unknown) =>
    options.serializeState
      ? options.serializeState(s as SnapshotFrom<TMachine>)
      : JSON.stringify((s as Snapshot).value);
  const traversal = {
    input: options.input,
    events: eventsIn(options),
    filterEvents: (snapshot: SnapshotFrom<TMachine>, event: ModelEventOf<TMachine>) =>
      (snapshot as unknown as Snapshot).can(event),
    serializeState: serialize,
    limit: options.limit ?? 20_000,
  };
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's option types are generic over the logic's snapshot.
  const shortest = getShortestPaths(options.machine, traversal as any) as StatePath<any, EventObject>[];
  const shortestByState = new Map(shortest.map((p) => [serialize(p.state), p]));
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const adjacency = getAdjacencyMap(options.machine, traversal as any) as AdjacencyMap<unknown, EventObject>;

  type Step = { event: EventObject; state: unknown };
  // Each path with the initial snapshot first; a transition path equal to a shortest path is the same test.
  const unnamed = new Map<string, { steps: Step[]; shortest: boolean }>();
  const add = (steps: Step[], shortest: boolean) => {
    const key = JSON.stringify(steps.slice(1).map((s) => s.event));
    if (!unnamed.has(key)) unnamed.set(key, { steps, shortest });
  };
  for (const p of shortest) add(p.steps, true);
  for (const [stateKey, entry] of Object.entries(adjacency)) {
    const head = shortestByState.get(stateKey);
    if (!head) continue;
    const transitions = Object.values(entry.transitions) as Step[];
    for (const { event, state } of transitions) add([...head.steps, { event, state }], false);
  }
  const paths = [...unnamed.values()].map(({ steps, shortest: isShortest }) => ({
    events: steps.slice(1).map((s) => s.event),
    states: steps.map((s) => s.state),
    shortest: isShortest,
  }));
  const names = namePaths(options.name, options.machine, paths);
  const named = paths.map((path, index) => ({
    ...names[index],
    description: `${names[index].id} ${names[index].title}`,
    events: path.events,
    expectedValues: path.states.slice(1).map((state) => (state as Snapshot).value),
    shortest: path.shortest,
  }));
  // In id order, so that test reports and `npm run paths` read lookup-01, lookup-02, ...
  return named.sort((a, b) => a.number - b.number);
}

export interface ReplayResult<TMachine extends AnyStateMachine = AnyStateMachine> {
  reachedStates: Set<string>;
  takenTransitions: Set<string>;
  /** The transitions each step took: first those out of the start (eventless ones), then those of each event. */
  stepTransitions: string[][];
  /** State value after each event. */
  values: unknown[];
  /** The initial snapshot, then the snapshot after each event (value and context as the machine really has them). */
  snapshots: SnapshotFrom<TMachine>[];
  /** What the options' oracle found wrong, step by step; empty without an oracle. */
  violations: OracleViolation[];
}

/**
 * What a replay sends for each of the path's events, given the snapshot it is sent in; null skips the step, `endReplay`
 * ends the replay there. Replays over generated data (`generated-data.ts`, `replay-with-data.ts`) put their data into
 * the path's events this way.
 */
export type StepEvent<TMachine extends AnyStateMachine> = (
  pathEvent: ModelEventOf<TMachine>,
  before: SnapshotFrom<TMachine>,
) => ModelEventOf<TMachine> | null | typeof endReplay;

/** What a `StepEvent` answers to end the replay at that step (the step and those after it are not sent). */
export const endReplay = Symbol("end the replay");

/**
 * Runs a path against a real actor of the machine (inert invoked actors, simulated clock): a generated path, or the
 * events of a recorded visit (`npm run path -- --replay`), which need no name.
 */
export function replayPath<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
  path: Pick<ModelPath, "events">,
  eventFor: StepEvent<TMachine> = (event) => event,
): ReplayResult<TMachine> {
  const machine = withInertActors(options.machine);
  const reachedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const stepTransitions: string[][] = [[]];
  const noteActive = (snapshot: unknown) => {
    for (const node of activeNodes(snapshot)) if (node.parent) reachedStates.add(node.id);
  };
  // Set once created: an eventless transition out of the initial state is inspected during createActor already.
  let root: unknown;
  const actor = createActor(machine, {
    input: options.input,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (inspection.type !== "@xstate.microstep" || (root !== undefined && inspection.actorRef !== root)) return;
      // Each microstep's snapshot, so transient states (left by an eventless transition) count as reached.
      noteActive(inspection.snapshot);
      const taken = (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions;
      for (const transition of taken) {
        takenTransitions.add(transitionKey(transition));
        stepTransitions[stepTransitions.length - 1].push(transitionKey(transition));
      }
    },
  });
  root = actor;
  actor.start();
  noteActive(actor.getSnapshot());
  const values: unknown[] = [];
  const snapshots = [actor.getSnapshot() as SnapshotFrom<TMachine>];
  const check = options.oracle?.();
  const violations: OracleViolation[] = [];
  const scheduled = () => Object.values(actor.system.getSnapshot()._scheduledEvents).map((s) => s.event.type);
  const oracleStep = (step: ModelStep<TMachine>, index: number, eventType: string) => {
    if (!check) return;
    for (const message of check(step)) violations.push({ step: index, event: eventType, message });
  };
  oracleStep({ event: null, before: null, after: snapshots[0], scheduled: scheduled() }, 0, "(start)");
  // The path's events came from `options.events` (or are the delays and failures added to them).
  const events = path.events as ModelEventOf<TMachine>[];
  for (const [index, pathEvent] of events.entries()) {
    const before = snapshots[snapshots.length - 1];
    const event = eventFor(pathEvent, before);
    if (event === endReplay) break;
    if (event === null) continue;
    stepTransitions.push([]);
    actor.send(event);
    noteActive(actor.getSnapshot());
    values.push(actor.getSnapshot().value);
    snapshots.push(actor.getSnapshot() as SnapshotFrom<TMachine>);
    const step = { event, before, after: snapshots[snapshots.length - 1], scheduled: scheduled() };
    oracleStep(step, index + 1, path.events[index].type);
  }
  actor.stop();
  return { reachedStates, takenTransitions, stepTransitions, values, snapshots, violations };
}

/** A path that failed: the replayed states differ from the generated ones, or the oracle found a wrong step. */
export interface PathFailure {
  path: string;
  problems: string[];
}

/**
 * Replays every path and returns the failing ones (empty when all pass). With an oracle this can fail even when
 * the paths were generated from the very machine replayed, which is how the mutant tests use it.
 */
export function checkModelPaths<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
  paths: ModelPath[] = modelPaths(options),
): PathFailure[] {
  const failures: PathFailure[] = [];
  for (const path of paths) {
    const { values, violations } = replayPath(options, path);
    const problems = violations.map((v) => `step ${v.step} (${v.event}): ${v.message}`);
    if (JSON.stringify(values) !== JSON.stringify(path.expectedValues)) {
      problems.unshift(`states ${JSON.stringify(values)}, generated ${JSON.stringify(path.expectedValues)}`);
    }
    if (problems.length > 0) failures.push({ path: path.description, problems });
  }
  return failures;
}

/** States reached and transitions taken by all paths, against the machine's whole inventory. */
export function modelCoverage<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
  paths: ModelPath[] = modelPaths(options),
): ModelCoverage {
  const inventory = modelInventory(options.machine);
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const result = replayPath(options, path);
    for (const s of result.reachedStates) reached.add(s);
    for (const t of result.takenTransitions) taken.add(t);
  }
  const count = (all: string[], hit: Set<string>): CoverageCount => ({
    reached: all.filter((x) => hit.has(x)).length,
    total: all.length,
    missing: all.filter((x) => !hit.has(x)),
  });
  return { states: count(inventory.states, reached), transitions: count(inventory.transitions, taken) };
}

export function formatCoverage(name: string, coverage: ModelCoverage): string {
  const pct = (c: CoverageCount) => (c.total === 0 ? 100 : Math.floor((c.reached / c.total) * 100));
  return `[model coverage] ${name}: states ${coverage.states.reached}/${coverage.states.total} (${pct(coverage.states)}%), transitions ${coverage.transitions.reached}/${coverage.transitions.total} (${pct(coverage.transitions)}%)`;
}
