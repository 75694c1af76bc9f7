import { type Context, Hono } from "hono";
import { type BrandCode, brandCodes, brands } from "../../../brands/index";
import { catalogueQuerySchema, type ServiceplanList } from "../../../contract/catalogue";
import { int32IdParam } from "../../../contract/limits";
import { freeOnlineOffer } from "../../../rules/basket/upsells";
import { apiError } from "../../http/api-error";
import { readQuery, validParam } from "../../http/validate";
import { brandCurrency, domainPriceEntries } from "../domains/price-list";
import { catalogueServices, serviceplansIn } from "./catalogue-data";

/** The brand whose parent customer id this is, if any. */
export function brandOfParentCustomer(parentCustomerId: number): BrandCode | undefined {
  return brandCodes.find((code) => brands[code].parentCustomerId === parentCustomerId);
}

/** The brand's catalogue: its plans and add-ons priced in its currency, and the `.online` prices behind its offer. */
export function brandCatalogue(brand: BrandCode): ServiceplanList {
  const currency = brandCurrency(brand);
  const freeOnlinePrices = freeOnlineOffer(brand) ? domainPriceEntries({ brand, tld: "online" }) : null;
  return { currency, serviceplans: serviceplansIn(currency.code), free_online_prices: freeOnlinePrices };
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

  for (const path of ["/customer/current/serviceplan/available", "/customer/current/serviceplan"]) {
    routes.get(path, (c) => {
      const list = serviceplansOfRequest(readQuery(c, catalogueQuerySchema));
      return list ? c.json(list) : unknownBrand(c);
    });
  }
  routes.get("/customer/current/serviceplan/available/:id", (c) => {
    const list = serviceplansOfRequest(readQuery(c, catalogueQuerySchema));
    if (!list) return unknownBrand(c);
    const serviceplanId = validParam(c, "id", int32IdParam);
    const plan = list.serviceplans.find((entry) => entry.serviceplan_id === serviceplanId);
    return plan
      ? c.json({ currency: list.currency, serviceplan: plan })
      : apiError(c, 404, "not_found", `There is no serviceplan ${c.req.param("id")}.`);
  });
  routes.get("/customer/current/service", (c) => c.json({ services: catalogueServices }));
  return routes;
}
