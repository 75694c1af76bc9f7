import type { SnapshotFrom } from "xstate";
import type { lookupMachine } from "./lookup.machine";

// A module of its own: the app machine, which every page loads, needs only this of the lookup's selectors; the rest
// load with the search page (issue 39: no lookup machinery on the home page).

/** The period the visitor chose in a result row, if any; the basket falls back to its own choice without one. */
export const selectChosenPeriod = (snapshot: SnapshotFrom<typeof lookupMachine>, domain: string): string | undefined =>
  snapshot.context.selectedPeriods[domain];
