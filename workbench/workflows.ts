import { type AnyStateMachine, StateMachine } from "xstate";
import { type ChartModel, chartModel } from "./machine-model";

/** One workflow of the storefront as the workbench shows it: its machine and its chart in business words. */
export interface Workflow {
  name: string;
  machine: AnyStateMachine;
  chart: ChartModel;
}

// The machines' own definitions, bundled with the workbench's chunk and loaded when it opens: never the storefront's.
const machineModules = import.meta.glob<Record<string, unknown>>("../machines/*/*.machine.ts");

/** Every machine exported by machines/<folder>/*.machine.ts, by its id, in name order. */
export async function loadWorkflows(): Promise<Workflow[]> {
  const modules = await Promise.all(Object.values(machineModules).map((load) => load()));
  const machines = modules.flatMap((exports) =>
    Object.values(exports).filter((value): value is AnyStateMachine => value instanceof StateMachine),
  );
  return machines
    .map((machine) => ({ name: machine.id, machine, chart: chartModel(machine.id, machine) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
