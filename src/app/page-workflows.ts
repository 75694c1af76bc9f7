// Which pages start which workflows, as plain data: the browser's routes, the server's preloads and the page-weight
// checks read it alike (nothing here imports React, CSS or a workflow's code).

/** The workflows only some pages run; their code is fetched when such a page first asks for one. */
export type PageWorkflow = "lookup" | "reviews" | "knowledgeBase" | "checkout";

/** The source module of each page workflow's code: its chunk's key in Vite's manifest. */
export const pageWorkflowModules: Record<PageWorkflow, readonly string[]> = {
  lookup: ["src/actors/lookup.ts"],
  reviews: ["src/actors/reviews.ts"],
  knowledgeBase: ["src/actors/knowledge-base.ts"],
  checkout: ["src/actors/checkout.ts", "src/actors/login.ts", "src/actors/order.ts"],
};

/** The workflows each route starts, by route id (its module's source path). */
export const workflowsOfRoute: Readonly<Record<string, readonly PageWorkflow[]>> = {
  "src/routes/home.tsx": ["reviews"],
  "src/routes/search-results.tsx": ["lookup"],
  "src/components/checkout/CheckoutWorkflowsLayout.tsx": ["checkout"],
  "src/routes/knowledge-base.tsx": ["knowledgeBase"],
};

/**
 * The source modules whose chunks a page needs, so that its HTML preloads them all: the routes it shows, then the
 * code of the workflows those routes start.
 */
export function pageModulesOf(routeIds: readonly string[]): string[] {
  const workflows = routeIds.flatMap((id) => workflowsOfRoute[id] ?? []);
  return [...routeIds, ...workflows.flatMap((name) => pageWorkflowModules[name])];
}
