import { sameOriginTarget } from "../../contract/same-origin-target";

/**
 * The absolute address, on the brand's configured origin, of a link or redirect built from request input or stored
 * values: the target when it stays on that origin (contract/same-origin-target.ts decides), else the fallback path.
 */
export function brandAddress(brandOrigin: string, target: string | undefined, fallbackPath: string): URL {
  const local = (target && sameOriginTarget(target, brandOrigin)) || fallbackPath;
  return new URL(local, brandOrigin);
}
