import { allStates, type ChartModel, type ChartState } from "./machine-model";

/** Ids of the active states for a snapshot value (`"idle"`, `{ polling: "waiting" }`, parallel objects). */
export function activeStateIds(machineId: string, value: unknown): Set<string> {
  const ids = new Set<string>([machineId]);
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === "string") {
      ids.add(`${prefix}.${v}`);
      return;
    }
    if (v && typeof v === "object") {
      for (const [key, child] of Object.entries(v)) {
        ids.add(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, child);
      }
    }
  };
  walk(machineId, value);
  return ids;
}

/** Event types the machine answers in its current states (internal xstate events left out). */
export function acceptedEvents(model: ChartModel, active: Set<string>): { type: string; guarded: boolean }[] {
  const accepted = new Map<string, boolean>();
  for (const state of allStates(model.root).filter((s: ChartState) => active.has(s.id))) {
    for (const t of state.transitions) {
      if (!t.eventType || t.eventType.startsWith("xstate.")) continue;
      accepted.set(t.eventType, (accepted.get(t.eventType) ?? true) && Boolean(t.guard));
    }
  }
  return [...accepted].map(([type, guarded]) => ({ type, guarded })).sort((a, b) => a.type.localeCompare(b.type));
}
