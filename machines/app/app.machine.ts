import { sendTo, setup } from "xstate";
import type { BrandCode, Currency } from "../../brands/types";
import { basketMachine } from "../basket/basket.machine";
import { checkoutMachine } from "../checkout/checkout.machine";
import { knowledgeBaseMachine } from "../knowledge-base/knowledge-base.machine";
import type { Account } from "../login/account";
import { loginMachine } from "../login/login.machine";
import { lookupMachine } from "../lookup/lookup.machine";
import { orderMachine } from "../order/order.machine";
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
    checkout: checkoutMachine,
    login: loginMachine,
    order: orderMachine,
    site: siteMachine,
    reviews: reviewsMachine,
    knowledgeBase: knowledgeBaseMachine,
  },
}).createMachine({
  id: "app",
  description: "The storefront for one brand, composing the workflow actors.",
  context: ({ input }) => input,
  on: {
    // Login hands the logged-in customer (or null) to checkout, which copies them into the basket.
    "login.account.changed": {
      actions: sendTo("checkout", ({ event }) => ({
        type: "checkout.account.changed",
        account: (event as unknown as { account: Account | null }).account,
      })),
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
    {
      id: "checkout",
      systemId: "checkout",
      src: "checkout",
      input: ({ context }) => ({ parentCustomerId: context.parentCustomerId, supportPhone: context.supportPhone }),
    },
    {
      id: "login",
      systemId: "login",
      src: "login",
      input: ({ context }) => ({ parentCustomerId: context.parentCustomerId, supportPhone: context.supportPhone }),
    },
    { id: "order", systemId: "order", src: "order" },
    { id: "site", systemId: "site", src: "site" },
    { id: "reviews", systemId: "reviews", src: "reviews" },
    { id: "knowledgeBase", systemId: "knowledgeBase", src: "knowledgeBase" },
  ],
});
