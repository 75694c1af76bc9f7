import { type ActorRefFrom, assertEvent, assign, enqueueActions, raise, setup } from "xstate";
import type { BrandCode, Currency } from "../../brands/index";
import type { ServiceplanList } from "../../contract/catalogue";
import type { Account } from "../../rules/login/account";
import type { BasketEvent, basketMachine } from "../basket/basket.machine";
import { type SearchAction, type SearchResult, searchResultDomain } from "../basket/selectors";
import { catalogueMachine } from "../catalogue/catalogue.machine";
import type { ChartStateMeta } from "../chart-meta";
import type { checkoutMachine } from "../checkout/checkout.machine";
import type { PlacedOrder } from "../checkout/checkout-context";
import type { knowledgeBaseMachine } from "../knowledge-base/knowledge-base.machine";
import type { loginMachine } from "../login/login.machine";
import { selectChosenPeriod } from "../lookup/chosen-period";
import type { lookupMachine } from "../lookup/lookup.machine";
import type { orderMachine } from "../order/order.machine";
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
  /** The catalogue the page came with (the server puts it into the HTML), so neither the app nor the basket loads it. */
  catalogue?: ServiceplanList | null;
}

/**
 * The basket with its implementations: its code loads when first used (an add, the basket pages) or at once when this
 * browser keeps a basket, and is handed over in `app.basket.loaded`, so no page loads it before it first paints.
 */
export type BasketLogic = typeof basketMachine;

/**
 * The checkout, login and order workflows with their implementations. Their code loads with the checkout pages (so
 * a visitor who only searches never downloads it) and the pages hand them over in `app.checkoutWorkflows.loaded`.
 */
export interface CheckoutWorkflows {
  checkout: typeof checkoutMachine;
  login: typeof loginMachine;
  order: typeof orderMachine;
}

/**
 * The domain lookup with its implementations: only the search results page loads its code and hands it over in
 * `app.lookup.loaded`, so the home page (which only opens that page) never downloads it.
 */
export type LookupLogic = typeof lookupMachine;

/**
 * The reviews and knowledge-base workflows with their implementations: only the pages that show them load their code
 * (the home page and the knowledge base), and hand them over in `app.reviews.loaded` / `app.knowledgeBase.loaded`.
 */
export type ReviewsLogic = typeof reviewsMachine;
export type KnowledgeBaseLogic = typeof knowledgeBaseMachine;

export interface AppContext extends AppInput {
  /** The basket once its code is loaded; the events for it wait in `heldForBasket` until then. */
  basket: ActorRefFrom<BasketLogic> | null;
  heldForBasket: BasketEvent[];
  checkoutWorkflowsStarted: boolean;
  /** The checkout, login and order workflows once a checkout page has loaded them. */
  checkout: ActorRefFrom<CheckoutWorkflows["checkout"]> | null;
  login: ActorRefFrom<CheckoutWorkflows["login"]> | null;
  order: ActorRefFrom<CheckoutWorkflows["order"]> | null;
  /** The domain lookup once the search results page has loaded it. */
  lookup: ActorRefFrom<LookupLogic> | null;
  /** The reviews workflow once a page that shows reviews has loaded it. */
  reviews: ActorRefFrom<ReviewsLogic> | null;
  /** The knowledge-base workflow once the knowledge-base page has loaded it. */
  knowledgeBase: ActorRefFrom<KnowledgeBaseLogic> | null;
}

export type AppEvent =
  | { type: "app.checkoutWorkflows.loaded"; workflows: CheckoutWorkflows }
  | { type: "app.basket.loaded"; logic: BasketLogic }
  /** An event for the basket, sent once it runs. */
  | { type: "app.basket.send"; event: BasketEvent }
  | { type: "app.lookup.loaded"; logic: LookupLogic }
  | { type: "app.reviews.loaded"; logic: ReviewsLogic }
  | { type: "app.knowledgeBase.loaded"; logic: KnowledgeBaseLogic }
  /** What the page workflows tell the app (their `announce…` actions, src/actors/): typed here, where they land. */
  | { type: "login.account.changed"; account: Account | null }
  | { type: "checkout.order.placed"; order: PlacedOrder }
  /** The visitor adds a search result to the basket (or transfers it); the app adds the period chosen in its row. */
  | { type: "app.searchResult.add"; result: SearchResult; action: SearchAction };

/**
 * The root app actor: one per page load. It invokes the workflow actors every page needs (session, the catalogue, whose
 * prices the home and hosting pages show, and site) as children, spawns those only some pages need (the basket; the
 * lookup; checkout, login and order; reviews; the knowledge base) when their code is handed over, keeping their refs in
 * its context, and carries cross-actor flows as events, so React never creates a workflow actor itself.
 *
 * Adding a workflow every page needs: register its machine under `actors`, invoke it below with `id` and `systemId`
 * equal to its name, and give it an implementation in `src/app/workflows.ts` with `.provide()`.
 */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
    meta: {} as ChartStateMeta,
  },
  actors: {
    session: sessionMachine,
    catalogue: catalogueMachine,
    site: siteMachine,
  },
  guards: {
    basketNotStarted: ({ context }) => context.basket === null,
    lookupNotStarted: ({ context }) => context.lookup === null,
    reviewsNotStarted: ({ context }) => context.reviews === null,
    knowledgeBaseNotStarted: ({ context }) => context.knowledgeBase === null,
    checkoutWorkflowsNotStarted: ({ context }) => !context.checkoutWorkflowsStarted,
    checkoutWorkflowsRunning: ({ context }) => context.checkoutWorkflowsStarted,
  },
  actions: {
    // The basket resolves the lines added from the plans the app's catalogue has (it loads them only if none yet).
    startBasket: assign({
      basket: ({ context, event, spawn }) => {
        assertEvent(event, "app.basket.loaded");
        return spawn(event.logic, { input: { brandName: context.brandName, catalogue: context.catalogue } });
      },
    }),
    sendHeldToBasket: enqueueActions(({ context, enqueue }) => {
      const basket = context.basket;
      if (!basket) return;
      for (const event of context.heldForBasket) enqueue.sendTo(basket, event);
      enqueue.assign({ heldForBasket: [] });
    }),
    sendToBasket: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, "app.basket.send");
      if (context.basket) enqueue.sendTo(context.basket, event.event);
      else enqueue.assign({ heldForBasket: [...context.heldForBasket, event.event] });
    }),
    keepCatalogue: assign({
      catalogue: ({ context }, params: { serviceplans: ServiceplanList | null }) =>
        params.serviceplans ?? context.catalogue ?? null,
    }),
    startLookup: assign({
      lookup: ({ context, event, spawn }) => {
        assertEvent(event, "app.lookup.loaded");
        return spawn(event.logic, {
          input: {
            parentCustomerId: context.parentCustomerId,
            supportedTlds: context.supportedTlds,
            supportPhone: context.supportPhone,
          },
        });
      },
    }),
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
      assertEvent(event, "app.checkoutWorkflows.loaded");
      const { workflows } = event;
      const brand = { parentCustomerId: context.parentCustomerId, supportPhone: context.supportPhone };
      return {
        checkoutWorkflowsStarted: true,
        checkout: spawn(workflows.checkout, { systemId: "checkout", input: brand }),
        login: spawn(workflows.login, { systemId: "login", input: brand }),
        order: spawn(workflows.order, { systemId: "order" }),
      };
    }),
    // The lookup knows the period the visitor chose in the result's row; the basket decides what the result becomes.
    addSearchResultToBasket: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, "app.searchResult.add");
      // Before the search results page has started the lookup, no period is chosen.
      const lookup = context.lookup;
      const period = lookup ? selectChosenPeriod(lookup.getSnapshot(), searchResultDomain(event.result)) : undefined;
      enqueue.raise({
        type: "app.basket.send",
        event: { type: "basket.domain.add", result: event.result, action: event.action, period },
      });
    }),
    passAccountToCheckout: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, "login.account.changed");
      if (context.checkout)
        enqueue.sendTo(context.checkout, { type: "checkout.account.changed", account: event.account });
    }),
  },
}).createMachine({
  id: "app",
  description: "The storefront for one brand: runs the workflows every page needs and starts the others on demand.",
  meta: { activity: "running the session, catalogue and site" },
  context: ({ input }) => ({
    ...input,
    basket: null,
    heldForBasket: [],
    checkoutWorkflowsStarted: false,
    checkout: null,
    login: null,
    order: null,
    lookup: null,
    reviews: null,
    knowledgeBase: null,
  }),
  // The workflows only some pages need start once, when the first such page hands over their code, and keep running.
  on: {
    "app.basket.loaded": {
      description: "basket code loaded, basket started",
      guard: "basketNotStarted",
      actions: ["startBasket", "sendHeldToBasket"],
    },
    "app.basket.send": { description: "event for the basket, held until it runs", actions: "sendToBasket" },
    "app.lookup.loaded": {
      description: "search results page starts the domain lookup",
      guard: "lookupNotStarted",
      actions: "startLookup",
    },
    "app.checkoutWorkflows.loaded": {
      description: "checkout page starts checkout, login and order",
      guard: "checkoutWorkflowsNotStarted",
      actions: "startCheckoutWorkflows",
    },
    "app.reviews.loaded": {
      description: "a page with reviews starts the reviews",
      guard: "reviewsNotStarted",
      actions: "startReviews",
    },
    "app.knowledgeBase.loaded": {
      description: "knowledge-base page starts the article search",
      guard: "knowledgeBaseNotStarted",
      actions: "startKnowledgeBase",
    },
    // Login hands the logged-in customer (or null) to checkout, which copies them into the basket.
    "login.account.changed": {
      description: "login copied into checkout",
      guard: "checkoutWorkflowsRunning",
      actions: "passAccountToCheckout",
    },
    "app.searchResult.add": {
      description: "search result added to basket",
      actions: "addSearchResultToBasket",
    },
    // Once an order exists the basket is emptied (never before).
    "checkout.order.placed": {
      description: "placed order empties the basket",
      actions: raise({ type: "app.basket.send", event: { type: "basket.clear" } }),
    },
  },
  invoke: [
    {
      id: "session",
      systemId: "session",
      src: "session",
      input: ({ context }) => ({ onSearchResultsPage: context.startedOnSearchResults === true }),
    },
    {
      id: "catalogue",
      src: "catalogue",
      input: ({ context }) => ({ brandName: context.brandName, serviceplans: context.catalogue }),
      onSnapshot: {
        description: "plans kept for the basket",
        actions: {
          type: "keepCatalogue",
          params: ({ event }) => ({ serviceplans: event.snapshot.context.serviceplans }),
        },
      },
    },
    { id: "site", systemId: "site", src: "site" },
  ],
});
