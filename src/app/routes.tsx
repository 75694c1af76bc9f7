import type { RouteObject } from "react-router";
import type { RoutePaths } from "../../brands/routes";
import { Layout } from "../components/Layout";
import { NotFoundPage } from "../components/NotFoundPage";
import { RouteErrorPage } from "../components/RouteErrorPage";
import { withTimeLimitedCode } from "./time-limited-code";

/** Route paths with the router's trailing-slash-free matching. */
function routePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Every route of spec section 2 for one brand. Each page is its own chunk, so a visitor
 * searching for a domain never downloads the checkout. A page's route id is its module's source path, by which the
 * server finds the page's chunk in Vite's manifest and preloads it with the page's HTML; a page that starts a workflow
 * loads through its module in src/app/pages/, which brings the workflow's code into the same chunk. A page whose code
 * does not arrive in time shows the error page.
 */
export function createRoutes(paths: RoutePaths): RouteObject[] {
  return withTimeLimitedCode([
    {
      element: <Layout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, id: "src/app/pages/home.ts", lazy: async () => (await import("./pages/home")).route },
            {
              path: routePath(paths.searchResults),
              id: "src/app/pages/search-results.ts",
              lazy: async () => (await import("./pages/search-results")).route,
            },
            { path: routePath(paths.hosting), id: "src/routes/hosting.tsx", lazy: () => import("../routes/hosting") },
            { path: routePath(paths.basket), id: "src/routes/basket.tsx", lazy: () => import("../routes/basket") },
            {
              // Checkout and order pages: the layout starts the checkout, login and order workflows first.
              id: "src/app/pages/checkout.ts",
              lazy: async () => (await import("./pages/checkout")).route,
              children: [
                {
                  path: routePath(paths.checkout),
                  id: "src/routes/checkout.tsx",
                  lazy: () => import("../routes/checkout"),
                },
                {
                  path: routePath(paths.charged),
                  id: "src/routes/order-charged.tsx",
                  lazy: () => import("../routes/order-charged"),
                },
                {
                  path: routePath(paths.awaitingConfirmation),
                  id: "src/routes/order-awaiting-confirmation.tsx",
                  lazy: () => import("../routes/order-awaiting-confirmation"),
                },
                {
                  path: routePath(paths.paymentPending),
                  id: "src/routes/order-payment-pending.tsx",
                  lazy: () => import("../routes/order-payment-pending"),
                },
                {
                  path: routePath(paths.cardCheckoutComplete),
                  id: "src/routes/card-checkout-complete.tsx",
                  lazy: () => import("../routes/card-checkout-complete"),
                },
                {
                  path: routePath(paths.paypalComplete),
                  id: "src/routes/paypal-complete.tsx",
                  lazy: () => import("../routes/paypal-complete"),
                },
                {
                  path: routePath(paths.orderTracking),
                  id: "src/routes/order-tracking.tsx",
                  lazy: () => import("../routes/order-tracking"),
                },
              ],
            },
            {
              path: routePath(paths.chooseYourContract),
              id: "src/routes/choose-your-contract.tsx",
              lazy: () => import("../routes/choose-your-contract"),
            },
            { path: routePath(paths.terms), id: "src/routes/terms.tsx", lazy: () => import("../routes/terms") },
            {
              path: `${routePath(paths.terms)}/:slug`,
              id: "src/routes/terms-page.tsx",
              lazy: () => import("../routes/terms-page"),
            },
            {
              path: routePath(paths.cookiePolicy),
              id: "src/routes/cookie-policy.tsx",
              lazy: () => import("../routes/cookie-policy"),
            },
            {
              path: routePath(paths.knowledgeBase),
              id: "src/app/pages/knowledge-base.ts",
              lazy: async () => (await import("./pages/knowledge-base")).route,
            },
            { path: ":slug", id: "src/routes/main-page.tsx", lazy: () => import("../routes/main-page") },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
