import { setup } from "xstate";
import type { BrandCode, Currency } from "../../brands/types";
import { basketMachine } from "../basket/basket.machine";
import { knowledgeBaseMachine } from "../knowledge-base/knowledge-base.machine";
import { lookupMachine } from "../lookup/lookup.machine";
import { reviewsMachine } from "../reviews/reviews.machine";
import { sessionMachine } from "../session/session.machine";
import { siteMachine } from "../site/site.machine";

/** What every workflow needs to know about the brand it runs for. */
export interface AppInput {
  brandName: BrandCode;
  parentCustomerId: number;
  supportedTlds: readonly string[];
  defaultCurrency: Currency;
  basketStorageKey: string;
  supportPhone: string;
  /** Whether the page was opened on a search results page (the session check then runs at once). */
  startedOnSearchResults?: boolean;
}

export type AppContext = AppInput;

/**
 * The root app actor: one per page load. It invokes each workflow actor of the spec
 * (session, lookup, basket, login, checkout, order) as a child with a `systemId`, and
 * carries cross-actor flows as events, so React never creates a workflow actor itself.
 *
 * Adding a workflow: register its machine under `actors`, invoke it below with
 * `id` and `systemId` equal to its name, and give it an implementation in
 * `src/app/app-logic.ts` with `.provide()`.
 */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
  },
  actors: {
    session: sessionMachine,
    lookup: lookupMachine,
    basket: basketMachine,
    site: siteMachine,
    reviews: reviewsMachine,
    knowledgeBase: knowledgeBaseMachine,
  },
}).createMachine({
  id: "app",
  description: "The storefront for one brand, composing the workflow actors.",
  context: ({ input }) => input,
  invoke: [
    {
      id: "session",
      systemId: "session",
      src: "session",
      input: ({ context }) => ({ onSearchResultsPage: context.startedOnSearchResults === true }),
    },
    {
      id: "lookup",
      systemId: "lookup",
      src: "lookup",
      input: ({ context }) => ({
        parentCustomerId: context.parentCustomerId,
        supportedTlds: context.supportedTlds,
        supportPhone: context.supportPhone,
      }),
    },
    {
      id: "basket",
      systemId: "basket",
      src: "basket",
      input: ({ context }) => ({ brandName: context.brandName }),
    },
    { id: "site", systemId: "site", src: "site" },
    { id: "reviews", systemId: "reviews", src: "reviews" },
    { id: "knowledgeBase", systemId: "knowledgeBase", src: "knowledgeBase" },
  ],
});
