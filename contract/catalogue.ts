import { z } from "zod/mini";
import { currencySchema } from "./currency";
import { int32IdParam } from "./limits";

const periodSchema = z.string().check(z.regex(/^\d+[dmy]$/, "a period such as 12m or 1y"));

/** Spec section 3 "Pricing entry", amounts in minor units of the brand's currency. */
export const cataloguePriceSchema = z.object({
  period: periodSchema,
  period_in_months: z.number(),
  new_price: z.number().check(z.int()),
  renew_price: z.number().check(z.int()),
  special_offer_price: z.nullable(z.number().check(z.int())),
  serviceplan_id: z.number().check(z.int()),
});

/** A hosting plan or add-on of the catalogue (decisions.md section 4). */
export const serviceplanSchema = z.object({
  serviceplan_id: z.number().check(z.int()),
  codename: z.string(),
  name: z.string(),
  type: z.enum(["hosting", "addon"]),
  description: z.string(),
  requires_domain: z.boolean(),
  features: z.array(z.string()),
  prices: z.array(cataloguePriceSchema),
});

/** An extension's one-year registration price, as a shop lists it before any name is searched. */
export const domainExtensionPriceSchema = z.object({ tld: z.string(), price: cataloguePriceSchema });

/** GET /customer/current/serviceplan/available and /customer/current/serviceplan. */
export const serviceplanListSchema = z.object({
  currency: currencySchema,
  serviceplans: z.array(serviceplanSchema),
  /** The `.online` register prices behind the brand's free `.online` offer (UK2), for when the offer ends. */
  free_online_prices: z.nullable(z.array(cataloguePriceSchema)),
  /** The one-year prices of the extensions the brand features on its home page, best known first. */
  featured_domain_prices: z.array(domainExtensionPriceSchema),
});

/** GET /customer/current/serviceplan/available/{id}: one plan, in the brand's currency. */
export const serviceplanResponseSchema = z.object({ currency: currencySchema, serviceplan: serviceplanSchema });

/** GET /customer/current/service: the services the catalogue sells, with their serviceplans' codenames. */
export const serviceListSchema = z.object({
  services: z.array(z.object({ service: z.string(), name: z.string(), codenames: z.array(z.string()) })),
});

/** Every catalogue call names its brand by parent_customer_id. */
export const catalogueQuerySchema = z.object({
  parent_customer_id: int32IdParam,
});

export type CataloguePrice = z.infer<typeof cataloguePriceSchema>;
export type Serviceplan = z.infer<typeof serviceplanSchema>;
export type DomainExtensionPrice = z.infer<typeof domainExtensionPriceSchema>;
export type ServiceplanList = z.infer<typeof serviceplanListSchema>;
export type ServiceList = z.infer<typeof serviceListSchema>;

/** Id of the JSON script element that carries the catalogue the server had at hand, so the app need not load it. */
export const catalogueElementId = "storefront-catalogue";
