import type { Context } from "hono";
import { type BrandCode, brandCodes } from "../../../brands/index";
import { requestBrand } from "../../storefront/request-brand";

/** The brand whose configured origin has this host (`shop.example:443`), if any. */
function brandOfHost(host: string | undefined, brandOrigins: Record<BrandCode, string>): BrandCode | undefined {
  if (!host) return undefined;
  return brandCodes.find((code) => new URL(brandOrigins[code]).host === host.toLowerCase());
}

/** The host of an `Origin` header, when it is an origin at all. */
function originHost(origin: string | undefined): string | undefined {
  if (!origin || !URL.canParse(origin)) return undefined;
  return new URL(origin).host;
}

/**
 * The brand a brand-API call is for, when its path names no basket or order: the brand page that sent it (its
 * `Origin`, which the browser sets and a page cannot), else the host the call came to, as the storefront resolves it.
 */
export function callBrand(c: Context, brandOrigins: Record<BrandCode, string>): BrandCode {
  return (
    brandOfHost(originHost(c.req.header("origin")), brandOrigins) ??
    brandOfHost(c.req.header("host"), brandOrigins) ??
    requestBrand(c)
  );
}
