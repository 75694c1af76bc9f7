import { describeGeneratedData } from "../support/generated-data";
import { basketData } from "./basket.data";
import { basketModel } from "./basket.model";
import { basketChecks } from "./basket.oracle";

/**
 * The basket's generated paths replayed over generated baskets (every brand, premium and own domains, offers, free
 * registrations, every voucher kind, each basket error) through the same oracle; see docs/testing.md.
 */
describeGeneratedData({
  base: basketModel(),
  data: basketData,
  modelFor: (data) => basketModel(undefined, data),
  numRuns: 4,
  checks: basketChecks,
});
