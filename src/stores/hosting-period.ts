import { createStore } from "@xstate/store";
import type { Period } from "../../machines/basket/selectors";

/** Spec section 9: the preferred period is 12 months. */
const initialContext: { period: Period } = { period: "12m" };

/**
 * The billing period the hosting page shows prices for: a choice on one page with no workflow behind it, so a small
 * store rather than basket state. It lasts for the page load, so the choice survives a visit to the basket.
 */
export const hostingPeriodStore = createStore({
  context: initialContext,
  on: {
    select: (context, event: { period: Period }) => ({ ...context, period: event.period }),
  },
});
