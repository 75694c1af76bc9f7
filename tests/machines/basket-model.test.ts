import { basketModel } from "./support/basket-model";
import { describeModelPaths } from "./support/model-coverage";

/** The basket's generated paths, each checked by the basket oracle after every step (see docs/testing.md). */
describeModelPaths(basketModel());
