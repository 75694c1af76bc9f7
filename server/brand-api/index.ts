import { Hono } from "hono";
import { apiDescriptionRoutes } from "../openapi/openapi-routes";
import { accessGuard } from "./access/access-guard";
import { brandApiFront } from "./api-front";
import { basketRoutes } from "./baskets/basket-routes";
import { catalogueRoutes } from "./catalogue/catalogue-routes";
import { customerRoutes } from "./customers/customer-routes";
import { loginRoutes } from "./customers/login-routes";
import type { BrandApiDeps } from "./deps";
import { domainRoutes } from "./domains/domain-routes";
import { orderRoutes } from "./orders/order-routes";
import { basketContactRoutes } from "./payments/basket-contact-routes";
import { creditRoutes } from "./payments/credit-routes";
import { orderPlacingRoutes } from "./payments/order-placing-routes";
import { paymentProviderFor } from "./payments/payment-provider";
import { paymentRoutes } from "./payments/payment-routes";

/**
 * The brand API of spec section 7, mounted under /brand-api. Each area (domains, baskets,
 * customers, payments, orders) adds its routes here from its own module.
 */
export function createBrandApi(deps: BrandApiDeps): Hono {
  const brandOrigins = Object.values(deps.config.brandOrigins);
  const api = new Hono();
  // Who may call each endpoint is the contract's `access`, decided by this guard for every route below.
  api.use("*", brandApiFront(brandOrigins, accessGuard(deps.db, deps.config)));
  // One provider for every area that moves money (none in production): a change to a basket can release a payment.
  const provider = paymentProviderFor(deps.config);
  api.route("/", domainRoutes(deps));
  api.route("/", catalogueRoutes());
  api.route("/", basketRoutes({ ...deps, provider }));
  api.route("/", loginRoutes(deps));
  api.route("/", customerRoutes(deps));
  api.route("/", basketContactRoutes({ ...deps, provider }));
  api.route("/", creditRoutes({ ...deps, provider }));
  api.route("/", paymentRoutes({ ...deps, provider }));
  api.route("/", orderPlacingRoutes({ ...deps, provider }));
  api.route("/", orderRoutes({ ...deps, provider }));
  api.route("/", apiDescriptionRoutes());
  return api;
}
