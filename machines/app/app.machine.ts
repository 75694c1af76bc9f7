import { type ActorRefFrom, type AnyActorLogic, assertEvent, assign, sendTo, setup } from "xstate";
import type { BrandCode, Currency } from "../../brands/types";
import type { Account } from "../../rules/login/account";
import { basketMachine } from "../basket/basket.machine";
import type { knowledgeBaseMachine } from "../knowledge-base/knowledge-base.machine";
import { lookupMachine } from "../lookup/lookup.machine";
import type { reviewsMachine } from "../reviews/reviews.machine";
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

/**
 * The checkout, login and order workflows with their implementations. Their code loads with the checkout pages (so
 * a visitor who only searches never downloads it) and the pages hand them over in `app.checkoutWorkflows.loaded`.
 */
export interface CheckoutWorkflows {
  checkout: AnyActorLogic;
  login: AnyActorLogic;
  order: AnyActorLogic;
}

/**
 * The reviews and knowledge-base workflows with their implementations: only the pages that show them load their code
 * (the home page and the knowledge base), and hand them over in `app.reviews.loaded` / `app.knowledgeBase.loaded`.
 */
export type ReviewsLogic = typeof reviewsMachine;
export type KnowledgeBaseLogic = typeof knowledgeBaseMachine;

export interface AppContext extends AppInput {
  checkoutWorkflowsStarted: boolean;
  /** The reviews workflow once a page that shows reviews has loaded it. */
  reviews: ActorRefFrom<ReviewsLogic> | null;
  /** The knowledge-base workflow once the knowledge-base page has loaded it. */
  knowledgeBase: ActorRefFrom<KnowledgeBaseLogic> | null;
}

export type AppEvent =
  | { type: "app.checkoutWorkflows.loaded"; workflows: CheckoutWorkflows }
  | { type: "app.reviews.loaded"; logic: ReviewsLogic }
  | { type: "app.knowledgeBase.loaded"; logic: KnowledgeBaseLogic }
  | { type: "login.account.changed"; account: Account | null }
  | { type: "checkout.order.placed"; order: unknown };

/**
 * The root app actor: one per page load. It invokes each workflow actor of the spec
 * (session, lookup, basket, login, checkout, order) as a child with a `systemId`, and
 * carries cross-actor flows as events, so React never creates a workflow actor itself.
 *
 * Adding a workflow: register its machine under `actors`, invoke it below with
 * `id` and `systemId` equal to its name, and give it an implementation in
 * `src/app/app-logic.ts` with `.provide()`. Workflows only some pages need
 * (checkout, login, order) are spawned instead when those pages load them.
 */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    session: sessionMachine,
    lookup: lookupMachine,
    basket: basketMachine,
    site: siteMachine,
  },
  guards: {
    reviewsNotStarted: ({ context }) => context.reviews === null,
    knowledgeBaseNotStarted: ({ context }) => context.knowledgeBase === null,
    checkoutWorkflowsNotStarted: ({ context }) => !context.checkoutWorkflowsStarted,
    checkoutWorkflowsRunning: ({ context }) => context.checkoutWorkflowsStarted,
  },
  actions: {
    startReviews: assign({
      reviews: ({ event, spawn }) => {
        assertEvent(event, "app.reviews.loaded");
        return spawn(event.logic);
      },
    }),
    startKnowledgeBase: assign({
      knowledgeBase: ({ event, spawn }) => {
        assertEvent(event, "app.knowledgeBase.loaded");
        return spawn(event.logic);
      },
    }),
    startCheckoutWorkflows: assign(({ context, event, spawn }) => {
      const { workflows } = event as Extract<AppEvent, { type: "app.checkoutWorkflows.loaded" }>;
      const brand = { parentCustomerId: context.parentCustomerId, supportPhone: context.supportPhone };
      // Logic handed over at run time is untyped for `spawn`; the views type each child (use-checkout-actors.ts).
      const start = spawn as unknown as (
        logic: AnyActorLogic,
        options: { id: string; systemId: string; input?: unknown },
      ) => void;
      start(workflows.checkout, { id: "checkout", systemId: "checkout", input: brand });
      start(workflows.login, { id: "login", systemId: "login", input: brand });
      start(workflows.order, { id: "order", systemId: "order" });
      return { checkoutWorkflowsStarted: true };
    }),
  },
}).createMachine({
  id: "app",
  description: "The storefront for one brand, composing the workflow actors.",
  context: ({ input }) => ({ ...input, checkoutWorkflowsStarted: false, reviews: null, knowledgeBase: null }),
  on: {
    "app.checkoutWorkflows.loaded": {
      description: "A checkout page loaded the checkout, login and order workflows: they start once and keep running.",
      guard: "checkoutWorkflowsNotStarted",
      actions: "startCheckoutWorkflows",
    },
    "app.reviews.loaded": {
      description: "A page that shows reviews loaded the reviews workflow: it starts once and keeps running.",
      guard: "reviewsNotStarted",
      actions: "startReviews",
    },
    "app.knowledgeBase.loaded": {
      description: "The knowledge-base page loaded its workflow: it starts once and keeps running.",
      guard: "knowledgeBaseNotStarted",
      actions: "startKnowledgeBase",
    },
    // Login hands the logged-in customer (or null) to checkout, which copies them into the basket.
    "login.account.changed": {
      guard: "checkoutWorkflowsRunning",
      actions: sendTo("checkout", ({ event }) => ({ type: "checkout.account.changed", account: event.account })),
    },
    // Once an order exists the basket is emptied (never before).
    "checkout.order.placed": { actions: sendTo("basket", { type: "basket.clear" }) },
  },
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
  ],
});
