import { type Context, Hono } from "hono";
import { type BrandCode, brandOfParentCustomer, brands } from "../../../brands/index";
import type { DomainExtensionPrice, ServiceplanList } from "../../../contract/catalogue";
import * as catalogueEndpoints from "../../../contract/endpoints/catalogue";
import { freeOnlineOffer } from "../../../rules/basket/upsells";
import { apiError } from "../../http/api-error";
import { registerEndpoint } from "../../http/register-endpoint";
import { brandCurrency, domainPrice, domainPriceEntries } from "../domains/price-list";
import { catalogueServices, serviceplansIn } from "./catalogue-data";

/** The one-year registration prices of the extensions the brand features (those it sells). */
function featuredDomainPrices(brand: BrandCode): DomainExtensionPrice[] {
  return brands[brand].featuredTlds.flatMap((tld) => {
    const entry = domainPrice({ brand, tld, period: "1y" });
    if (!entry) return [];
    const { extradetails: _tld, ...price } = entry;
    return [{ tld, price }];
  });
}

/**
 * The brand's catalogue: its plans and add-ons priced in its currency, the `.online` prices behind its offer, and the
 * prices of the extensions its home page features.
 */
export function brandCatalogue(brand: BrandCode): ServiceplanList {
  const currency = brandCurrency(brand);
  // The price list's entries carry their extension for the lookup; the catalogue's prices are the contract's alone.
  const freeOnlinePrices = freeOnlineOffer(brand)
    ? domainPriceEntries({ brand, tld: "online" }).map(({ extradetails: _tld, ...price }) => price)
    : null;
  return {
    currency,
    serviceplans: [...serviceplansIn(currency.code)],
    free_online_prices: freeOnlinePrices,
    featured_domain_prices: featuredDomainPrices(brand),
  };
}

/**
 * The catalogue calls of spec section 7: hosting plans and add-ons with prices in the brand's currency per period.
 * Every serviceplan is available to every visitor, so the "available" list and the current customer's list agree.
 */
export function catalogueRoutes(): Hono {
  const routes = new Hono();
  const serviceplansOfRequest = (query: { parent_customer_id: number }) => {
    const brand = brandOfParentCustomer(query.parent_customer_id);
    return brand ? brandCatalogue(brand) : null;
  };
  const unknownBrand = (c: Context) =>
    apiError(c, 404, "unknown_brand", "There is no brand with this parent_customer_id.");

  for (const endpoint of [catalogueEndpoints.availableServiceplans, catalogueEndpoints.customerServiceplans])
    registerEndpoint(routes, endpoint, (c, { query }) => serviceplansOfRequest(query) ?? unknownBrand(c));
  registerEndpoint(routes, catalogueEndpoints.availableServiceplan, (c, { params, query }) => {
    const list = serviceplansOfRequest(query);
    if (!list) return unknownBrand(c);
    const plan = list.serviceplans.find((entry) => entry.serviceplan_id === params.id);
    return plan
      ? { currency: list.currency, serviceplan: plan }
      : apiError(c, 404, "not_found", `There is no serviceplan ${c.req.param("id")}.`);
  });
  registerEndpoint(routes, catalogueEndpoints.catalogueServices, () => ({ services: catalogueServices }));
  return routes;
}
