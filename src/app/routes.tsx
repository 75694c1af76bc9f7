import type { RouteObject } from "react-router";
import { type RoutePaths, statechartsPath } from "../../brands/routes";
import { Layout } from "../components/Layout";
import { NotFoundPage } from "../components/NotFoundPage";
import { RouteErrorPage } from "../components/RouteErrorPage";

/** Route paths with the router's trailing-slash-free matching. */
function routePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Every route of spec section 2 for one brand. Each page is its own chunk, so a visitor
 * searching for a domain never downloads the checkout.
 */
export function createRoutes(
  paths: RoutePaths,
  options: { statecharts: boolean } = { statecharts: false },
): RouteObject[] {
  const statechartsRoute: RouteObject[] = options.statecharts
    ? [{ path: statechartsPath, lazy: () => import("../routes/statecharts") }]
    : [];
  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, lazy: () => import("../routes/home") },
            { path: routePath(paths.searchResults), lazy: () => import("../routes/search-results") },
            { path: routePath(paths.hosting), lazy: () => import("../routes/hosting") },
            { path: routePath(paths.basket), lazy: () => import("../routes/basket") },
            {
              // Checkout and order pages: the layout starts the checkout, login and order workflows first.
              lazy: () => import("../components/checkout/CheckoutWorkflowsLayout"),
              children: [
                { path: routePath(paths.checkout), lazy: () => import("../routes/checkout") },
                { path: routePath(paths.charged), lazy: () => import("../routes/order-charged") },
                {
                  path: routePath(paths.awaitingConfirmation),
                  lazy: () => import("../routes/order-awaiting-confirmation"),
                },
                { path: routePath(paths.paymentPending), lazy: () => import("../routes/order-payment-pending") },
                {
                  path: routePath(paths.cardCheckoutComplete),
                  lazy: () => import("../routes/card-checkout-complete"),
                },
                { path: routePath(paths.paypalComplete), lazy: () => import("../routes/paypal-complete") },
                { path: routePath(paths.orderTracking), lazy: () => import("../routes/order-tracking") },
              ],
            },
            { path: routePath(paths.chooseYourContract), lazy: () => import("../routes/choose-your-contract") },
            { path: routePath(paths.terms), lazy: () => import("../routes/terms") },
            { path: `${routePath(paths.terms)}/:slug`, lazy: () => import("../routes/terms-page") },
            { path: routePath(paths.cookiePolicy), lazy: () => import("../routes/cookie-policy") },
            { path: routePath(paths.knowledgeBase), lazy: () => import("../routes/knowledge-base") },
            { path: ":slug", lazy: () => import("../routes/main-page") },
            ...statechartsRoute,
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
