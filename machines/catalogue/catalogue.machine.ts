import { assign, fromPromise, setup } from "xstate";
import type { BrandCode } from "../../brands/index";
import type { ServiceplanList } from "../../contract/catalogue";
import type { ChartStateMeta } from "../chart-meta";

export interface CatalogueInput {
  brandName: BrandCode;
  /** The plans the page came with (the server puts them into the HTML), so its first snapshot shows them. */
  serviceplans?: ServiceplanList | null;
}

export interface CatalogueContext {
  brandName: BrandCode;
  /** The brand's hosting plans and add-ons with their prices; null until loaded. */
  serviceplans: ServiceplanList | null;
}

export type CatalogueEvent = { type: "catalogue.retry" };

/**
 * The catalogue: the hosting plans and add-ons on sale, with their prices (decisions.md section 4). The basket invokes
 * it and keeps a copy of what it loaded to resolve the plans a visitor adds; the hosting page reads it directly.
 * `loadCatalogue` is injected by `src/actors/catalogue.ts`.
 */
export const catalogueMachine = setup({
  types: {
    input: {} as CatalogueInput,
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    meta: {} as ChartStateMeta,
  },
  actors: {
    /** Loads the plans; given those the page came with, it needs no request (`src/actors/catalogue.ts`). */
    loadCatalogue: fromPromise<ServiceplanList, { brandName: BrandCode; serviceplans: ServiceplanList | null }>(
      async () => {
        throw new Error("loadCatalogue is injected");
      },
    ),
  },
}).createMachine({
  id: "catalogue",
  description: "The hosting plans and add-ons on sale, with their prices.",
  context: ({ input }) => ({ brandName: input.brandName, serviceplans: input.serviceplans ?? null }),
  initial: "fetchingPlans",
  states: {
    fetchingPlans: {
      description: "Loading the plans and add-ons.",
      meta: { activity: "loading the plans and prices" },
      invoke: {
        id: "loadCatalogue",
        src: "loadCatalogue",
        input: ({ context }) => ({ brandName: context.brandName, serviceplans: context.serviceplans }),
        onDone: {
          description: "plans loaded",
          target: "loaded",
          actions: assign({ serviceplans: ({ event }) => event.output }),
        },
        onError: { description: "plans not loaded", target: "failed" },
      },
    },
    loaded: { description: "The plans and add-ons can be shown and added." },
    failed: {
      description: "The plans could not be loaded; the visitor can try again.",
      on: { "catalogue.retry": { description: "visitor tries again", target: "fetchingPlans" } },
    },
  },
});
