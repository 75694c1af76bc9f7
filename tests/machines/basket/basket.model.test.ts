import { describeModelPaths } from "../support/model-coverage";
import { basketModel } from "./basket.model";

/** The basket's generated paths, each checked by the basket oracle after every step (see docs/testing.md). */
describeModelPaths(basketModel());
