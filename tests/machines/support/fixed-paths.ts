import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { AnyStateMachine } from "xstate";
import { type ModelOptions, type ModelPath, modelPaths } from "./model-paths";

/**
 * Mutation testing of the rules (`npm run test:mutation -- rules …`, issue 27) sets `MODEL_PATHS_FIXED` to a folder
 * holding the paths generated once from the unmutated machines (`scripts/mutation.ts` writes them before Stryker
 * starts). Path files then read them instead of generating them while Vitest collects tests: generating runs every
 * rule, which Stryker would count as "static" coverage and so rerun every path file for every mutant; read from the
 * folder, each mutant runs only the paths whose replay reaches it.
 */
const folder = process.env.MODEL_PATHS_FIXED;

/** Whether the paths are the unmutated machine's, fixed before a mutation run (see above). */
export const pathsFixedBeforeMutation = folder !== undefined;

/** The model's generated paths: from the fixed folder during a mutation run (written there on first use), else new. */
export function generatedPaths<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>): ModelPath[] {
  if (folder === undefined) return modelPaths(options);
  // v8's serializer keeps what JSON would lose in the events (the Error of a simulated failure, undefined fields).
  const file = path.join(folder, `${options.name}.v8`);
  if (existsSync(file)) return deserialize(readFileSync(file));
  const paths = modelPaths(options);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, serialize(paths));
  return paths;
}
