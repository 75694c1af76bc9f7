import { catalogueMachine } from "../../../machines/catalogue/catalogue.machine";
import { catalogue } from "../../fixtures/basket";
import { describeUncheckedModel } from "../support/unchecked-model";

describeUncheckedModel({
  name: "catalogue",
  machine: catalogueMachine,
  input: { brandName: "WH" },
  events: () => [{ type: "xstate.done.actor.loadCatalogue", output: catalogue }, { type: "catalogue.retry" }],
});
