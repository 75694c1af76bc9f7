import type { Context } from "hono";
import type { Access } from "../../contract/endpoints/endpoint";

/** Who is calling, as the access guard found them for the brand the call is for. */
export interface GuestOrCustomer {
  /** The logged-in customer, when their account belongs to the brand the call is for; null for a guest. */
  customerId: number | null;
  isStaff: boolean;
}

/** A caller the guard admitted as a logged-in customer of the call's brand. */
interface LoggedInCaller extends GuestOrCustomer {
  customerId: number;
}

/** What a handler learns of its caller: nothing for an endpoint anyone may call, else who the guard admitted. */
export type CallerOf<A extends Access> = A extends "anyone"
  ? undefined
  : A extends "basketOwner" | "orderOwner"
    ? GuestOrCustomer
    : LoggedInCaller;

/**
 * Decides whether a request may call an endpoint of the given access, from its parsed path parameters: the caller, or
 * the refusal to answer (in the error envelope).
 */
export interface AccessGuard {
  admit(
    c: Context,
    access: Exclude<Access, "anyone">,
    params: Record<string, unknown>,
  ): Promise<GuestOrCustomer | Response>;
}

declare module "hono" {
  interface ContextVariableMap {
    /** Set for every endpoint of the brand API by its front (server/brand-api/api-front.ts). */
    accessGuard: AccessGuard;
  }
}

/** The guard for this request; an endpoint that restricts its callers cannot be served without one. */
export function accessGuardOf(c: Context): AccessGuard {
  const guard = c.get("accessGuard");
  if (!guard) throw new Error(`No access guard is mounted for ${c.req.method} ${c.req.path}.`);
  return guard;
}
