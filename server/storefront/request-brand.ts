import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { BrandCode } from "../../brands/index";
import { brandCookieName, resolveBrand } from "../../brands/resolve";

/** The brand a storefront request is for: `?brand=`, then the brand cookie, then the host name. */
export function requestBrand(c: Context): BrandCode {
  return resolveBrand({
    host: c.req.header("host"),
    brandParam: c.req.query("brand"),
    brandCookie: getCookie(c, brandCookieName),
  });
}
