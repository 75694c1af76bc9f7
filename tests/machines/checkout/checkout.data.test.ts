import { describeGeneratedData } from "../support/generated-data";
import { checkoutData } from "./checkout.data";
import { checkoutModel } from "./checkout.model";
import { checkoutChecks } from "./checkout.oracle";

/**
 * Checkout's generated paths replayed over generated data (every brand's input, totals, tax and credit, contact forms,
 * the customer logging in, every payment error code) through the same oracle; see docs/testing.md.
 */
describeGeneratedData({
  base: checkoutModel(),
  data: checkoutData,
  modelFor: (data) => checkoutModel(undefined, data),
  numRuns: 4,
  checks: checkoutChecks,
});
