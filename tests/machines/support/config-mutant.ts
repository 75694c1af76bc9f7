import { type AnyStateMachine, StateMachine } from "xstate";

/** A copy of `node` with `update` applied at `path` (objects copied along the way, everything else shared). */
function updateAt(node: unknown, path: readonly string[], update: (value: unknown) => unknown): unknown {
  if (path.length === 0) return update(node);
  if (typeof node !== "object" || node === null) throw new Error(`no ${path[0]} in the machine config`);
  const [key, ...rest] = path;
  return { ...node, [key]: updateAt(Object.getOwnPropertyDescriptor(node, key)?.value, rest, update) };
}

/**
 * A mutant of `machine` for the oracle tests: its config changed at `path`, with the same actions, guards, actors and
 * delays (a bug in the machine's structure rather than in one implementation, which `.provide()` can swap).
 */
export function withConfigChange<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: readonly string[],
  update: (value: unknown) => unknown,
): TMachine {
  const config = updateAt(machine.config, path, update);
  // The changed config keeps the original's types; XState cannot infer them from a config built at run time.
  const mutant: AnyStateMachine = new StateMachine(config as TMachine["config"], machine.implementations);
  return mutant as TMachine;
}
