import { matchesState, pathToStateValue } from "xstate";
import type { ModelPath } from "../../tests/machines/support/model-paths";

/** A QA path as `npm run paths` lists it: its id (what `npm run path -- <id>` runs) and its title. */
export interface QaPath {
  id: string;
  title: string;
}

/** Whether the state is active after one of the path's steps (a state left in the same step is not seen). */
function passesThrough(path: ModelPath, stateId: string): boolean {
  const keys = stateId.split(".").slice(1);
  if (keys.length === 0) return true;
  const value = pathToStateValue(keys);
  return path.expectedValues.some((reached) => matchesState(value, reached as Parameters<typeof matchesState>[1]));
}

/**
 * The model paths through a state, generated as the machine tests and `npm run paths` generate them (the same
 * fixtures, the same ids), with a function of their own for the workbench.
 */
export function qaPathsThrough(paths: ModelPath[], stateId: string): QaPath[] {
  return paths.filter((path) => passesThrough(path, stateId)).map(({ id, title }) => ({ id, title }));
}
