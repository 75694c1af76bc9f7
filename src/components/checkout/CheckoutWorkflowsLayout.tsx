import { Outlet } from "react-router";
import type { AppContext } from "../../../machines/app/app.machine";
import { usePageWorkflow } from "../site/site-actors";

const checkoutWorkflowsStarted = (context: AppContext) => context.checkoutWorkflowsStarted;

/**
 * Wraps the checkout and order pages: has the checkout, login and order workflows (whose code loads with these pages)
 * started by the root app actor, and shows the page once they run. The actor starts them once per page load.
 */
export function Component() {
  const running = usePageWorkflow("checkout", checkoutWorkflowsStarted);
  return running ? <Outlet /> : <p role="status">Loading checkout…</p>;
}
