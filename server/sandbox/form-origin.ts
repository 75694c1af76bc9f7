import type { Context } from "hono";

/**
 * Whether a form post comes from a page of `origin`, the brand's configured origin where its sandbox pages are served.
 * A browser names the posting page's origin in `Origin` and says in `Sec-Fetch-Site` whether it was this origin, a
 * sibling of the same site or another site; a post from anywhere else is refused like a forged token, even when it
 * carries a token planted in the visitor's cookies. Clients that send neither header rely on the token alone.
 */
export function postedFromOrigin(c: Context, origin: string): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return false;
  const posting = c.req.header("origin");
  return posting === undefined || posting === new URL(origin).origin;
}
