import type { ChartModel, ChartState } from "./machine-model";

/**
 * A chart as the diagrams draw it: the children a state's `meta.diagramGroups` names are moved into a compound state
 * of their own (the group), so that the diagrams collapse it into one box and draw its inside apart, as they do for
 * the machine's own compound states. Only the drawing sees groups: their ids are not XState ids.
 */
export interface GroupedChart {
  model: ChartModel;
  /** Ids of the groups added. */
  groups: ReadonlySet<string>;
  /** The XState id of a state as drawn (a state moved into a group has a longer id there); undefined for a group. */
  machineId(id: string): string | undefined;
}

function renamer(renames: Map<string, string>): (id: string) => string {
  return (id) => {
    let best: [string, string] | undefined;
    for (const [from, to] of renames) {
      if ((id === from || id.startsWith(`${from}.`)) && from.length > (best?.[0].length ?? -1)) best = [from, to];
    }
    return best ? best[1] + id.slice(best[0].length) : id;
  };
}

export function groupedChart(model: ChartModel): GroupedChart {
  const renames = new Map<string, string>();
  const groups = new Map<string, { parent: string; key: string; description: string; members: Set<string> }>();
  const rename = renamer(renames);
  // Outer states first, so that a group inside a moved state is named after the state's new id.
  const visit = (state: ChartState) => {
    for (const [key, group] of Object.entries(state.diagramGroups ?? {})) {
      const keys = new Set(state.children.map((child) => child.key));
      if (keys.has(key)) throw new Error(`${state.id}: the diagram group "${key}" has the name of a child state`);
      const unknown = group.states.filter((member) => !keys.has(member));
      if (unknown.length > 0) throw new Error(`${state.id}: the diagram group "${key}" names ${unknown.join(", ")}`);
      const groupId = `${rename(state.id)}.${key}`;
      groups.set(groupId, { parent: state.id, key, description: group.description, members: new Set(group.states) });
      for (const member of group.states) renames.set(`${state.id}.${member}`, `${groupId}.${member}`);
    }
    state.children.forEach(visit);
  };
  visit(model.root);

  const redraw = (state: ChartState): ChartState => {
    const children: ChartState[] = [];
    for (const child of state.children) {
      const group = [...groups].find(([, g]) => g.parent === state.id && g.members.has(child.key));
      if (!group) children.push(redraw(child));
      else if (!children.some((drawn) => drawn.id === group[0])) {
        const [id, { key, description, members }] = group;
        const inside = state.children.filter((other) => members.has(other.key)).map(redraw);
        // The group holding the state's first state starts there, so its own diagram shows where it is entered.
        const initial =
          state.initial && members.has(state.initial.slice(state.id.length + 1)) ? state.initial : undefined;
        children.push({
          id,
          key,
          type: "compound",
          description,
          initial: initial && rename(initial),
          invokes: [],
          transitions: [],
          children: inside,
        });
      }
    }
    return {
      ...state,
      id: rename(state.id),
      initial: state.initial && rename(state.initial),
      transitions: state.transitions.map((t) => ({ ...t, targets: t.targets.map(rename) })),
      children,
    };
  };
  const machineIds = new Map([...renames].map(([from, to]) => [to, from]));
  return {
    model: { ...model, root: redraw(model.root) },
    groups: new Set(groups.keys()),
    machineId: (id) => (groups.has(id) ? undefined : renamer(machineIds)(id)),
  };
}
