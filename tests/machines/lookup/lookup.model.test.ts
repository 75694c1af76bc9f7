import { describeModelPaths } from "../support/model-coverage";
import { lookupModel } from "./lookup.model";

/** The lookup's generated paths, each checked by the lookup oracle after every step (see docs/testing.md). */
describeModelPaths(lookupModel());
