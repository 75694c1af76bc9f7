import type { MiddlewareHandler } from "hono";

export type LogLine = (line: string) => void;

/** One line per request: time, method, path, status and duration. */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
