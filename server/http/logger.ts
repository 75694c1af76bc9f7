import type { MiddlewareHandler } from "hono";

/** From the fewest lines to the most: `debug` adds one line per request. */
export const logLevels = ["error", "warn", "info", "debug"] as const;
export type LogLevel = (typeof logLevels)[number];

export type LogFields = Record<string, unknown>;

/** The server's log: one JSON object a line, written only at or above the configured level. */
export interface Logger {
  readonly level: LogLevel;
  enabled(level: LogLevel): boolean;
  error(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  debug(message: string, fields?: LogFields): void;
}

/** Where a finished line goes: errors and warnings to stderr, the rest to stdout. */
export type LogWriter = (line: string, level: LogLevel) => void;

const consoleWriter: LogWriter = (line, level) => {
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
};

export function createLogger(level: LogLevel, write: LogWriter = consoleWriter): Logger {
  const rank = logLevels.indexOf(level);
  const enabled = (wanted: LogLevel) => logLevels.indexOf(wanted) <= rank;
  const at =
    (wanted: LogLevel) =>
    (message: string, fields: LogFields = {}): void => {
      if (!enabled(wanted)) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: wanted, msg: message, ...fields }), wanted);
    };
  return { level, enabled, error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}

/** The most characters of a visitor's text (a path, a URL, a header value) that a log line repeats. */
export const maxLoggedVisitorText = 200;
/** The most characters of an error's stack a log line holds: ours are shorter, but a message may quote a visitor. */
export const maxLoggedErrorText = 4_000;

function clipped(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength)}…`;
}

/**
 * A visitor's text as a log line repeats it, cut to a fixed length with an ellipsis: a request line of up to Node's
 * 16 KB of headers must not become a log line as long, once per request.
 */
export function visitorText(text: string): string {
  return clipped(text, maxLoggedVisitorText);
}

/** An error as a log line holds it: its stack (or its text), cut to a fixed length with an ellipsis. */
export function errorText(error: unknown): string {
  return clipped(error instanceof Error ? (error.stack ?? error.message) : String(error), maxLoggedErrorText);
}

/** One debug line per request (method, path, status, duration); mounted only when the level is `debug`. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger.debug("request", { method: c.req.method, path: visitorText(c.req.path), status: c.res.status, ms });
  };
}
