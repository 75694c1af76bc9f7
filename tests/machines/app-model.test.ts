import { createMachine } from "xstate";
import { type AppInput, appMachine } from "../../machines/app/app.machine";
import { describeModelPaths } from "./support/model-coverage";

const input: AppInput = {
  brandName: "UK2",
  parentCustomerId: 303,
  supportedTlds: ["uk", "com"],
  defaultCurrency: { code: "GBP", symbol: "£" },
  basketStorageKey: "basket_uk2",
  supportPhone: "0800 555 0123",
};
const workflow = createMachine({});

describeModelPaths({
  name: "app",
  machine: appMachine,
  input,
  events: () =>
    [
      { type: "app.checkoutWorkflows.loaded", workflows: { checkout: workflow, login: workflow, order: workflow } },
      { type: "login.account.changed", account: null },
      { type: "checkout.order.placed", order: { orderId: "1", status: "charged" } },
    ] as never[],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.checkoutWorkflowsStarted]),
});
