import type { RouteObject } from "react-router";
import { requestTimeLimitMs } from "../api/client";

/**
 * How long the code of a page or of a workflow may take to arrive: as long as any request. Past it the page shows its
 * error page, which says to reload, instead of waiting for ever on a connection that dropped the file.
 */
export const codeTimeLimitMs = requestTimeLimitMs;

/** Code that did not arrive within `codeTimeLimitMs`. */
export class CodeTooSlowError extends Error {
  constructor(limitMs: number) {
    super(`The page's code did not arrive within ${limitMs / 1000} s.`);
    this.name = "CodeTooSlowError";
  }
}

/** What `load` brings (a module), or a CodeTooSlowError once the time limit has passed without it. */
export function loadWithinTimeLimit<T>(load: () => Promise<T>, limitMs = codeTimeLimitMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CodeTooSlowError(limitMs)), limitMs);
    load().then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The routes with every lazily loaded one held to the time limit, at any depth. */
export function withTimeLimitedCode(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children && withTimeLimitedCode(route.children);
    const lazy = route.lazy;
    if (typeof lazy !== "function") return route.index ? route : { ...route, children };
    const timed: typeof lazy = () => loadWithinTimeLimit(lazy);
    return route.index ? { ...route, lazy: timed } : { ...route, children, lazy: timed };
  });
}
