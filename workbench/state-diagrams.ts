import { type GroupedChart, groupedChart } from "./diagram-groups";
import { diagramClassDefs } from "./diagram-theme";
import {
  allStates,
  type ChartModel,
  type ChartState,
  type ChartTransition,
  stateName,
  transitionLabel,
} from "./machine-model";
import { escapeText, mermaidId, mermaidLines } from "./mermaid-text";

/**
 * Above this many states a diagram no longer reads at page width: compound states are drawn collapsed, each with a
 * diagram of its own, and a state with more children than this draws them in phases (see `withPhases`). (Parallel
 * regions are never collapsed alone: they are drawn side by side.) `npm run diagrams` lowers it for a machine whose
 * diagrams still do not fit the workbench's window at a readable scale.
 */
export const maxStatesPerDiagram = 12;

/** One Mermaid state diagram of a machine: the whole machine, its overview, or the inside of one compound state. */
export interface StateDiagram {
  machine: string;
  /** The rendered SVG's file name: `lookup.svg` for the machine, `lookup.searching.svg` for a compound state. */
  file: string;
  title: string;
  /** The state whose inside is drawn: the machine's root for its main diagram. */
  scope: string;
  /** Mermaid `stateDiagram-v2` source. */
  source: string;
  /**
   * The same diagram with each state outside it drawn as two boxes, one for the arrows from it and one for those to
   * it, so every arrow through it runs one way: fewer rows top to bottom, but more boxes side by side. Drawn where
   * `source` does not fit the workbench's frame.
   */
  apartSource: string;
  /** Mermaid node id -> XState state id, for every state drawn as a box (or a group, for compound states). */
  nodes: Record<string, string>;
  /** Files of the diagrams drawing the inside of the states this one shows collapsed. */
  details: string[];
  /** Mermaid node id of each state drawn collapsed -> the file of the diagram of its inside. */
  opens: Record<string, string>;
  /** File of the diagram this one is a detail of. */
  parent?: string;
}

const arrowWidth = 24;
/**
 * An arrow with more phrases than this is a list (the events a state takes in its stride, say): each phrase then
 * keeps to one line where it fits `listWidth`, as a list taller than the diagram's boxes would make it too tall.
 */
const listPhrases = 6;
const listWidth = 32;
const boxWidth = 34;
const anyTimeId = "at_any_time";

function isWithin(id: string, ancestor: string): boolean {
  return id === ancestor || id.startsWith(`${ancestor}.`);
}

/** A state's path below the machine as words: "searching › request › polling". */
export function statePath(id: string): string {
  return id
    .split(".")
    .slice(1)
    .map((key) => stateName({ key }))
    .join(" › ");
}

interface Edge {
  from: string;
  to: string;
  labels: string[];
}

class DiagramBuilder {
  readonly lines: string[] = ["stateDiagram-v2"];
  readonly nodes: Record<string, string> = {};
  private readonly edges = new Map<string, Edge>();
  private readonly stubs = new Map<string, string>();

  constructor(
    private readonly scope: ChartState,
    private readonly collapsed: Set<string>,
    private readonly chart: GroupedChart,
    /** Each state outside drawn as two boxes (see `StateDiagram.apartSource`). */
    private readonly apart: boolean,
  ) {}

  /** The node a state is drawn as here: itself, or the collapsed state it lies in. */
  drawnAs(id: string): string {
    for (const collapsed of this.collapsed) if (isWithin(id, collapsed)) return mermaidId(collapsed);
    return mermaidId(id);
  }

  inside(id: string): boolean {
    return isWithin(id, this.scope.id);
  }

  /** A box standing for a state drawn in another diagram, so arrows leaving or entering this one have an end. */
  stub(id: string, end: "from" | "to"): string {
    const node = `${this.apart && end === "from" ? "from_" : ""}outside_${mermaidId(id)}`;
    this.stubs.set(node, id);
    return node;
  }

  edge(from: string, to: string, label: string): void {
    const key = `${from}>${to}`;
    const edge = this.edges.get(key) ?? { from, to, labels: [] };
    if (!edge.labels.includes(label)) edge.labels.push(label);
    this.edges.set(key, edge);
  }

  box(state: ChartState, indent: string): void {
    const id = mermaidId(state.id);
    // A group is no machine state: its box has no XState id for the viewer to light or select.
    const machineId = this.chart.machineId(state.id);
    if (machineId) this.nodes[id] = machineId;
    const isCollapsed = this.collapsed.has(state.id);
    const title = escapeText(stateName(state)) + (isCollapsed ? " ▸" : "");
    const notes = [
      state.activity ? `⟳ ${state.activity}` : undefined,
      state.description ?? (state.children.length > 0 && !isCollapsed ? undefined : "(no description)"),
    ].filter((note): note is string => note !== undefined);
    if (state.children.length > 0 && !isCollapsed) {
      // A group's label is its only text (Mermaid rejects notes on groups): its activity and description go in it.
      const label = [title, ...notes.map((note) => mermaidLines(note, boxWidth * 2))].join("<br/>");
      this.lines.push(`${indent}state "${label}" as ${id} {`);
      if (state.type === "parallel") {
        state.children.forEach((child, index) => {
          if (index > 0) this.lines.push(`${indent}  --`);
          this.box(child, `${indent}  `);
        });
      } else {
        if (state.initial) this.lines.push(`${indent}  [*] --> ${this.drawnAs(state.initial)}`);
        for (const child of state.children) this.box(child, `${indent}  `);
      }
      this.lines.push(`${indent}}`);
    } else {
      this.lines.push(`${indent}state "${title}" as ${id}`);
      for (const note of notes) {
        for (const line of mermaidLines(note, boxWidth).split("<br/>")) this.lines.push(`${indent}${id} : ${line}`);
      }
      if (isCollapsed) this.lines.push(`${indent}class ${id} collapsed`);
    }
    if (state.type === "final") this.lines.push(`${indent}${id} --> [*]`);
  }

  /**
   * Arrows of the states drawn here, lifted to the collapsed state they lie in. Arrows within one collapsed state are
   * left out, except those whose label carries a number (a delay or a limit, such as "after 2.5 s" or "6 polls done"):
   * they become the collapsed box's own loop, so an overview still shows the workflow's timings and limits.
   */
  transitionsOf(state: ChartState): void {
    const from = this.drawnAs(state.id);
    const lifted = from !== mermaidId(state.id);
    for (const t of state.transitions) {
      const label = transitionLabel(t);
      if (t.targets.length === 0) {
        if (!lifted || carriesNumber(label)) this.edge(from, from, label);
        continue;
      }
      for (const target of t.targets) {
        const to = this.inside(target) ? this.drawnAs(target) : this.stub(target, "to");
        if (!(lifted && to === from) || carriesNumber(label)) this.edge(from, to, label);
      }
    }
  }

  /** Events accepted in every state of this diagram: their arrows start at one "at any time" block. */
  anyTime(ancestors: ChartState[], isRoot: boolean): void {
    const accepted: ChartTransition[] = ancestors.flatMap((ancestor) => ancestor.transitions);
    let drawn = false;
    for (const t of accepted) {
      if (t.targets.length === 0 && isRoot) {
        this.edge(anyTimeId, anyTimeId, transitionLabel(t));
        drawn = true;
      }
      for (const target of t.targets.filter((id) => this.inside(id))) {
        this.edge(anyTimeId, this.drawnAs(target), transitionLabel(t));
        drawn = true;
      }
    }
    if (drawn) this.lines.push(`  state "at any time" as ${anyTimeId}`, `  class ${anyTimeId} anytime`);
  }

  /** Arrows from states drawn in other diagrams into this one. */
  arrivals(machineRoot: ChartState, ancestors: Set<string>): void {
    for (const state of allStates(machineRoot)) {
      if (this.inside(state.id) || ancestors.has(state.id)) continue;
      for (const t of state.transitions) {
        for (const target of t.targets.filter((id) => this.inside(id))) {
          this.edge(this.stub(state.id, "from"), this.drawnAs(target), transitionLabel(t));
        }
      }
    }
  }

  /**
   * A state drawn in another diagram, by its path below the nearest state it shares with this diagram's scope: the
   * title names the rest ("↗ generating ai" inside "searching › request › requesting to complete").
   */
  private outsideName(id: string): string {
    const parts = (this.chart.machineId(id) ?? id).split(".");
    let scope = this.scope.id;
    while (this.chart.machineId(scope) === undefined && scope.includes("."))
      scope = scope.slice(0, scope.lastIndexOf("."));
    const scopeParts = (this.chart.machineId(scope) ?? scope).split(".");
    let shared = 0;
    while (shared < parts.length - 1 && parts[shared] === scopeParts[shared]) shared++;
    return parts
      .slice(shared)
      .map((key) => stateName({ key }))
      .join(" › ");
  }

  finish(): string {
    for (const [node, id] of this.stubs) {
      this.lines.push(`  state "↗ ${escapeText(this.outsideName(id))}" as ${node}`, `  class ${node} outside`);
    }
    const collapsed = new Set([...this.collapsed].map(mermaidId));
    for (const { from, to, labels } of this.edges.values()) {
      // Between two collapsed boxes (phases, say) an arrow says only that one leads to the other: each one's own
      // diagram draws the arrow with its words, so this one stays small enough to read.
      if (from !== to && collapsed.has(from) && collapsed.has(to)) {
        this.lines.push(`  ${from} --> ${to}`);
        continue;
      }
      // Several phrases on one arrow are alternatives: each gets a bullet so that none reads as the next one's end.
      const phrases = labels.length > 1 ? labels.map((text) => `• ${text}`) : labels;
      const width = labels.length > listPhrases ? listWidth : arrowWidth;
      const label = phrases.map((text) => mermaidLines(text, width)).join("<br/>");
      this.lines.push(`  ${from} --> ${to} : ${label}`);
    }
    this.lines.push(...diagramClassDefs);
    return this.lines.join("\n");
  }
}

/** A delay or a limit: the labels are built from the machines' own constants ("after 2.5 s", "6 polls done"). */
function carriesNumber(label: string): boolean {
  return /\d/.test(label);
}

function diagramFile(model: ChartModel, scope: ChartState): string {
  return `${scope.id === model.root.id ? model.name : scope.id}.svg`;
}

function diagramTitle(model: ChartModel, scope: ChartState, overview: boolean): string {
  if (scope.id === model.root.id) return overview ? `${model.name}: overview` : model.name;
  return `${model.name}: inside ${statePath(scope.id)}`;
}

function buildDiagram(chart: GroupedChart, scope: ChartState, collapsed: ChartState[], parent?: string): StateDiagram {
  const { model } = chart;
  const isRoot = scope.id === model.root.id;
  const ancestors = allStates(model.root).filter((state) => state.id !== scope.id && isWithin(scope.id, state.id));
  const draw = (apart: boolean) => {
    const builder = new DiagramBuilder(scope, new Set(collapsed.map((state) => state.id)), chart, apart);
    // A group (a phase, say) is no machine state: its states are drawn loose, as the machine's are, without a box
    // around them that the arrows from outside would have to wind into. Its title says which group it is.
    if (isRoot || chart.machineId(scope.id) === undefined) {
      // The first state, or the collapsed box (a phase) it is drawn in.
      if (scope.initial) builder.lines.push(`  [*] --> ${builder.drawnAs(scope.initial)}`);
      for (const child of scope.children) builder.box(child, "  ");
    } else builder.box(scope, "  ");
    const drawn = allStates(scope).filter((state) => state.id !== model.root.id);
    for (const state of drawn) builder.transitionsOf(state);
    builder.anyTime(isRoot ? [scope] : ancestors, isRoot);
    if (!isRoot) builder.arrivals(model.root, new Set(ancestors.map((state) => state.id)));
    return { source: builder.finish(), nodes: builder.nodes };
  };
  const { source, nodes } = draw(false);
  return {
    machine: model.name,
    file: diagramFile(model, scope),
    title: diagramTitle(model, scope, collapsed.length > 0),
    scope: scope.id,
    source,
    apartSource: draw(true).source,
    nodes,
    details: collapsed.map((state) => diagramFile(model, state)),
    opens: Object.fromEntries(collapsed.map((state) => [mermaidId(state.id), diagramFile(model, state)])),
    parent,
  };
}

/**
 * Compound states to draw collapsed: the diagram groups always (they exist to be drawn apart; one inside a state
 * collapsed here is drawn in that state's diagram), then the smallest compound states until at most `maxStates`
 * boxes remain.
 */
function statesToCollapse(scope: ChartState, groups: ReadonlySet<string>, maxStates: number): ChartState[] {
  const size = (state: ChartState) => allStates(state).length - 1;
  const hidden = (collapsed: ChartState[], id: string) => collapsed.some((outer) => id.startsWith(`${outer.id}.`));
  const boxes = (collapsed: ChartState[]) => allStates(scope).filter((s) => s !== scope && !hidden(collapsed, s.id));
  const collapsed = allStates(scope).filter((state) => state.id !== scope.id && groups.has(state.id));
  const candidates = allStates(scope)
    .filter((state) => state.id !== scope.id && state.type !== "parallel" && state.children.length > 0)
    .filter((state) => !groups.has(state.id))
    .sort((a, b) => size(a) - size(b));
  for (const state of candidates) {
    if (boxes(collapsed).length <= maxStates) break;
    // A larger state around smaller ones already collapsed takes their place: they are drawn in its diagram.
    const inside = collapsed.filter((inner) => isWithin(inner.id, state.id));
    collapsed.splice(0, collapsed.length, ...collapsed.filter((other) => !inside.includes(other)), state);
  }
  // A group inside another collapsed here (a phase's own phases) is drawn in that one's diagram, not in this one.
  return collapsed.filter((state) => !collapsed.some((outer) => outer !== state && isWithin(state.id, outer.id)));
}

/**
 * The most states a diagram draws, by the id of the state whose inside it draws (a state, a diagram group or a phase;
 * the machine's id for its main diagram): `npm run diagrams` lowers it for a diagram that does not fit the workbench's
 * window at a readable scale, so that diagram is split further.
 */
export type MaxStates = (scope: string) => number;

const everyScope: MaxStates = () => maxStatesPerDiagram;

/**
 * A chart whose states with more than their `maxStates` children (not counting those in a diagram group of the
 * machine's own) draw those children in phases: consecutive runs of them, in the machine's order (which follows its
 * flow), as diagram groups named after their first and last state ("checking session to logging in"). The state's
 * diagram then shows the phases, each opening to its states.
 */
export function withPhases(state: ChartState, maxStatesFor: MaxStates, only?: ReadonlySet<string>): ChartState {
  const children = state.children.map((child) => withPhases(child, maxStatesFor, only));
  const maxStates = maxStatesFor(state.id);
  // Drawn once already (`only` names the groups that drawing added): only those groups may draw phases now.
  if (only && !only.has(state.id)) return { ...state, children, diagramGroups: undefined };
  if (state.type === "parallel") return { ...state, children };
  const grouped = new Set(Object.values(state.diagramGroups ?? {}).flatMap((group) => group.states));
  const loose = children.filter((child) => !grouped.has(child.key));
  const count = Math.ceil(loose.length / maxStates);
  if (count < 2) return { ...state, children };
  const diagramGroups = { ...state.diagramGroups };
  for (let phase = 0; phase < count; phase++) {
    // Even runs: 7 states in 3 phases are 2, 3 and 2.
    const members = loose.slice(
      Math.round((phase * loose.length) / count),
      Math.round(((phase + 1) * loose.length) / count),
    );
    const first = members[0];
    const last = members.at(-1);
    // A phase of one state would only hide it behind one more click.
    if (!first || !last || first === last) continue;
    const key = `${first.key}To${last.key.charAt(0).toUpperCase()}${last.key.slice(1)}`;
    diagramGroups[key] = {
      description: `From ${stateName(first)} to ${stateName(last)}: ${members.map(stateName).join(", ")}.`,
      states: members.map((member) => member.key),
    };
  }
  return { ...state, children, diagramGroups };
}

/** Two groupings one after the other as one: the second grouped the first's drawing further. */
function composed(first: GroupedChart, second: GroupedChart): GroupedChart {
  const machineId = (id: string) => {
    const inFirst = second.machineId(id);
    return inFirst === undefined ? undefined : first.machineId(inFirst);
  };
  const ids = allStates(second.model.root).map((state) => state.id);
  return { model: second.model, groups: new Set(ids.filter((id) => machineId(id) === undefined)), machineId };
}

/**
 * The chart as drawn: the machine's diagram groups and its phases, then the phases of those groups (a group with more
 * states than its diagram holds), and so on, until no group needs phases.
 */
function phasedChart(model: ChartModel, maxStates: MaxStates): GroupedChart {
  let chart = groupedChart({ ...model, root: withPhases(model.root, maxStates) });
  let added = chart.groups;
  while (added.size > 0) {
    const next = groupedChart({ ...chart.model, root: withPhases(chart.model.root, maxStates, added) });
    if (next.groups.size === 0) break;
    chart = composed(chart, next);
    added = next.groups;
  }
  return chart;
}

/**
 * The state diagrams of a machine: one when it has at most `maxStates` states; otherwise an overview with its
 * smallest compound states (and its phases) collapsed until it fits and, for each of them, a diagram of its inside.
 */
export function stateDiagrams(model: ChartModel, maxStates: MaxStates = everyScope): StateDiagram[] {
  const diagrams: StateDiagram[] = [];
  const chart = phasedChart(model, maxStates);
  const visit = (scope: ChartState, parent?: string) => {
    const collapsed = statesToCollapse(scope, chart.groups, maxStates(scope.id));
    const diagram = buildDiagram(chart, scope, collapsed, parent);
    diagrams.push(diagram);
    for (const state of collapsed) visit(state, diagram.file);
  };
  visit(chart.model.root);
  return diagrams;
}
