import type { AnyStateNode, StateValue } from "xstate";

/**
 * Ids of a machine's active state nodes for a snapshot's state value (`"idle"`, `{ searching: { polling: "waiting" } }`,
 * parallel objects), root included: the ids the diagrams carry in `data-state-id`. Walking the state nodes rather than
 * joining keys keeps states with an explicit `id` right.
 */
export function activeStateIds(root: AnyStateNode, value: StateValue): string[] {
  const ids = [root.id];
  const walk = (node: AnyStateNode, current: StateValue) => {
    const entries: [string, StateValue | undefined][] =
      typeof current === "string" ? [[current, undefined]] : Object.entries(current);
    for (const [key, childValue] of entries) {
      const child = node.states[key];
      if (!child) continue;
      ids.push(child.id);
      if (childValue !== undefined) walk(child, childValue);
    }
  };
  walk(root, value);
  return ids;
}
