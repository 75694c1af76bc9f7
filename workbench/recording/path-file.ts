import { z } from "zod";

/**
 * A recorded visit as a path file (issue 28): per actor, the events it received in order and the state value it was in
 * after each. The live viewer writes it, `npm run path -- --replay <file>` reads it, so a bug seen once is replayed
 * against the machines and their oracles as a regression test.
 */
export const pathFileVersion = 1;

const json = z.json();

const recordedStepSchema = z.object({
  /** The event as the actor received it: its type and its payload. */
  event: z.looseObject({ type: z.string().min(1) }),
  /** The actor's state value after the event. */
  state: json,
});

const recordedActorSchema = z.object({
  /** What the live viewer calls the actor ("lookup"): its system id, else its machine's id. */
  name: z.string().min(1),
  /** The machine's id, which names its model in tests/machines/<flow>/. */
  machine: z.string().min(1),
  /** The actor's input as the store gave it; without one the model's own input is used. */
  input: json.optional(),
  steps: z.array(recordedStepSchema),
});

export const pathFileSchema = z.object({
  version: z.literal(pathFileVersion),
  actors: z.array(recordedActorSchema).min(1),
});

export type PathFile = z.infer<typeof pathFileSchema>;
export type RecordedActor = z.infer<typeof recordedActorSchema>;
export type RecordedStep = z.infer<typeof recordedStepSchema>;

/** A path file read from text, or why it is not one (zod's issues, one a line). */
export function readPathFile(text: string): { file: PathFile } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const result = pathFileSchema.safeParse(parsed);
  return result.success ? { file: result.data } : { problem: z.prettifyError(result.error) };
}
