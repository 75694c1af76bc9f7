/**
 * The simulation shown, in the page's address (`?steps=lookup:0.1.3`): the workflow simulated and the index of each
 * choice taken, in the order offered at its step. A link reopens the same step; the other parameters of the address
 * (the workflow or state shown) are left as they are.
 */
export interface LinkedSimulation {
  workflow: string;
  choices: number[];
}

const param = "steps";

/** The simulation an address names; null when it names none or cannot be read. */
export function parseSimulationParam(value: string | null): LinkedSimulation | null {
  if (!value) return null;
  const [workflow, taken = ""] = value.split(":");
  const choices = taken === "" ? [] : taken.split(".").map(Number);
  if (!/^[A-Za-z]+$/.test(workflow) || !choices.every((index) => Number.isInteger(index) && index >= 0)) return null;
  return { workflow, choices };
}

export function formatSimulationParam({ workflow, choices }: LinkedSimulation): string {
  return choices.length === 0 ? workflow : `${workflow}:${choices.join(".")}`;
}

/** The simulation the page was opened on, if its address names one. */
export function linkedSimulation(): LinkedSimulation | null {
  return parseSimulationParam(new URLSearchParams(location.search).get(param));
}

/** Writes the simulation shown into the address, or takes it out (null), without a new history entry. */
export function showSimulationInAddress(simulation: LinkedSimulation | null): void {
  const params = new URLSearchParams(location.search);
  // Deleted first so that the steps come last, after the params of what is shown.
  params.delete(param);
  if (simulation) params.set(param, formatSimulationParam(simulation));
  const search = params.toString();
  history.replaceState(history.state, "", `${location.pathname}${search ? `?${search}` : ""}${location.hash}`);
}
