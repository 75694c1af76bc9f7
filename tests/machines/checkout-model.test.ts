import { checkoutModel } from "./support/checkout-model";
import { describeModelPaths } from "./support/model-coverage";

/** The checkout's generated paths, each checked by the checkout oracle after every step (see docs/testing.md). */
describeModelPaths(checkoutModel());
