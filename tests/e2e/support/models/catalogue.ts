import { catalogueMachine } from "../../../../machines/catalogue/catalogue.machine";
import { ApiError } from "../../../../src/api/client";
import { catalogue } from "../../../fixtures/basket";
import type { BrowserPathModel } from "../browser-paths";

const catalogueDown = new ApiError("internal", "The catalogue could not be read.", 503);

/** The basket's catalogue child as the hosting page drives it: the plans load, or fail and are tried again. */
export const cataloguePathModel: BrowserPathModel<typeof catalogueMachine> = {
  name: "catalogue",
  machine: catalogueMachine,
  input: { brandName: "UK2" },
  events: () => [
    { type: "xstate.done.actor.loadCatalogue", output: catalogue },
    { type: "xstate.error.actor.loadCatalogue", error: catalogueDown },
    { type: "catalogue.retry" },
  ],
  notDrivenInBrowser: {},
};
