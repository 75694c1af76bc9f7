import { describeModelPaths } from "../support/model-coverage";
import { checkoutModel } from "./checkout.model";

/** The checkout's generated paths, each checked by the checkout oracle after every step (see docs/testing.md). */
describeModelPaths(checkoutModel());
