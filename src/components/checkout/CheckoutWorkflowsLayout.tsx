import { useEffect } from "react";
import { Outlet } from "react-router";
import { AppActor } from "../../app/app-actor";
import { useRuntimeConfig } from "../../app/brand-context";
import { createCheckoutWorkflows } from "../../app/checkout-workflows";

/**
 * Wraps the checkout and order pages: hands the checkout, login and order workflows (whose code loads with these
 * pages) to the root app actor, and shows the page once they run. The actor starts them once per page load.
 */
export function Component() {
  const app = AppActor.useActorRef();
  const config = useRuntimeConfig();
  const running = AppActor.useSelector((snapshot) => snapshot.context.checkoutWorkflowsStarted);
  useEffect(() => {
    if (!running) app.send({ type: "app.checkoutWorkflows.loaded", workflows: createCheckoutWorkflows(config) });
  }, [app, config, running]);
  return running ? <Outlet /> : <p role="status">Loading checkout…</p>;
}
