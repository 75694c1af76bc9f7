import type { AnyMachineSnapshot, EventObject } from "xstate";
import { jsonSafe } from "../json-safe";
import type { Json } from "../protocol";
import { type PathFile, pathFileVersion } from "../recording/path-file";
import type { SimulationModel } from "./simulator";

/** A step of a simulation: the event chosen and the snapshot it led to. */
export interface SimulatedStep {
  event: EventObject;
  snapshot: AnyMachineSnapshot;
}

/** Deep enough for any fixture: the viewer's default depth cuts a lookup's price lists off. */
const fixtureDepth = 64;

const fieldsOf = (value: Json): Record<string, Json> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};

/**
 * A simulation as a recording (workbench/recording/path-file.ts), one actor: the workflow's input, each event chosen
 * and the state after it. `npm run path -- --replay <file>` replays it like a visit, so a product owner's "what if"
 * becomes a QA path. The events are the model's fixtures, so there is no personal data to replace.
 */
export function simulationRecording(model: SimulationModel, steps: readonly SimulatedStep[]): PathFile {
  const input = model.input === undefined ? {} : { input: jsonSafe(model.input, fixtureDepth) };
  return {
    version: pathFileVersion,
    actors: [
      {
        name: model.name,
        machine: model.machine.id,
        ...input,
        steps: steps.map(({ event, snapshot }) => ({
          event: { ...fieldsOf(jsonSafe(event, fixtureDepth)), type: event.type },
          state: jsonSafe(snapshot.value, fixtureDepth),
        })),
      },
    ],
  };
}
