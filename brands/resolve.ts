import { type BrandCode, brandCodes, brands, defaultBrand } from "./index";

/** Name of the cookie that remembers a `?brand=` switch for one browser. */
export const brandCookieName = "storefront_brand";

/** Reads a brand code written in any case ("mp", "Uk2"); anything else is not a brand. */
export function parseBrandCode(value: string | null | undefined): BrandCode | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  return (brandCodes as readonly string[]).includes(upper) ? (upper as BrandCode) : undefined;
}

/** The host name without port, lower-cased, without a trailing dot. */
export function hostName(host: string | null | undefined): string {
  if (!host) return "";
  const withoutPort = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0];
  return withoutPort.toLowerCase().replace(/\.$/, "");
}

export function brandForHost(host: string | null | undefined): BrandCode | undefined {
  const name = hostName(host);
  return brandCodes.find((code) => brands[code].localHost === name);
}

export interface BrandRequest {
  host: string | null | undefined;
  /** Value of the `?brand=` query parameter, if any. */
  brandParam?: string | null;
  /** Value of the brand cookie set by an earlier `?brand=` switch, if any. */
  brandCookie?: string | null;
}

/**
 * Which brand a request is for: an explicit `?brand=` wins, then the browser's earlier
 * switch, then the host name; any other host (plain `localhost` included) is WH.
 */
export function resolveBrand(request: BrandRequest): BrandCode {
  return (
    parseBrandCode(request.brandParam) ??
    parseBrandCode(request.brandCookie) ??
    brandForHost(request.host) ??
    defaultBrand
  );
}
