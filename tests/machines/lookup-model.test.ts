import { lookupModel } from "./support/lookup-model";
import { describeModelPaths } from "./support/model-coverage";

/** The lookup's generated paths, each checked by the lookup oracle after every step (see docs/testing.md). */
describeModelPaths(lookupModel());
