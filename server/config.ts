import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { type BrandCode, brandCodes, brands } from "../brands/index";
import { defaultPostgresPoolSize } from "./db/database";
import { type LogLevel, logLevels } from "./http/logger";
import { type ProxyTrust, readProxyTrust } from "./http/proxy-trust";

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), with a host; credentials go in the URL. */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** `demo` (the default) runs the sandbox providers, mailbox and test names; `production` turns them off. */
export const serverModes = ["demo", "production"] as const;
export type ServerMode = (typeof serverModes)[number];

const environmentSchema = z.object({
  STOREFRONT_MODE: z.enum(serverModes).default("demo"),
  TRUST_PROXY: optionalText.transform((value, context): ProxyTrust => {
    const reading = readProxyTrust(value);
    if (reading.ok) return reading.trust;
    context.issues.push({ code: "custom", message: reading.problem, input: value });
    return z.NEVER;
  }),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(defaultPostgresPoolSize),
  DIST_DIR: z.string().default("./dist"),
  BRAND_API_URL: z.string().default("/brand-api"),
  HCAPTCHA_SITEKEY: optionalText,
  HCAPTCHA_SECRET: optionalText,
  AI_BASE_URL: optionalText,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  STATECHARTS: optionalText,
  LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  LOOKUP_POLL_DELAY_MS: z.coerce.number().int().min(10).max(60_000).optional(),
  PAYMENT_REFRESH_DELAY_MS: z.coerce.number().int().min(10).max(60_000).optional(),
  ORDER_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(60_000).optional(),
  CONTENT_BASE_URL: optionalText,
  CONTENT_TOKEN: optionalText,
  CONTENT_DIR: z.string().default("./content"),
  STOREFRONT_FAULT_POINT: optionalText,
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  // The messages never repeat the value: an SMTP URL holds the relay's password.
  SMTP_URL: optionalText.refine((value) => value === undefined || isSmtpUrl(value), {
    message: "must be an smtp://user:password@host:port or smtps://... URL",
  }),
  MAIL_FROM: optionalText.refine((value) => value === undefined || /^[^\s@<>"]+@[^\s@<>"]+$/.test(value), {
    message: "must be a plain address such as orders@example.com (the brand's name is added)",
  }),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  STOP_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
    z.enum(logLevels).default("info"),
  ),
});

export interface ServerConfig {
  /** `production` turns off every sandbox stand-in and refuses to start without real secrets. */
  mode: ServerMode;
  /**
   * The proxies in front of the server (`TRUST_PROXY`): only through them is X-Forwarded-For read for the visitor's
   * address, and X-Forwarded-Proto believed to mark cookies `Secure`. Without any, the socket is the visitor.
   */
  proxyTrust: ProxyTrust;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Most connections this process opens to PostgreSQL (`DATABASE_POOL_SIZE`, default 10); unused on SQLite. */
  databasePoolSize: number;
  /** The browser build (`<DIST_DIR>/client`); the server itself runs from `<DIST_DIR>/server`. */
  clientDir: string;
  /** The server-render build of the app (`<DIST_DIR>/ssr`), which renders each page's HTML. */
  ssrDir: string;
  /** The statechart workbench's build (`<DIST_DIR>/statecharts`), served at /statecharts with `statecharts` on. */
  statechartsDir: string;
  brandApiBaseUrl: string;
  /** Public origin of each brand; redirects and checkout URLs are built from these only. */
  brandOrigins: Record<BrandCode, string>;
  hcaptcha: { siteKey: string | undefined; secret: string | undefined };
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  statecharts: boolean;
  /** Domain lookups a minute one session may make before a human check (an address may make ten times as many). */
  lookupRateLimitPerMinute: number;
  /** Overrides the spec's 2500 ms lookup poll delay in the browser (the browser tests shorten it); unset in production. */
  lookupPollDelayMs: number | undefined;
  /** Overrides the spec's 4 s between card payment refreshes in the browser (the browser tests); unset in production. */
  paymentRefreshDelayMs?: number;
  /** Overrides the spec's 2 s between order and status rereads in the browser (the browser tests); unset in production. */
  orderRetryDelayMs?: number;
  /** The headless content service: its base URL (unset: the built-in stand-in), bearer token and the stand-in's files. */
  content: { baseUrl: string | undefined; token: string; dir: string };
  /** A named fault point (server/brand-api/orders/fault-points.ts) for the fault tests; never set in production mode. */
  faultPoint: string | undefined;
  /** How long a payment provider call (capture, void) may take before it counts as failed. */
  paymentProviderTimeoutMs: number;
  /**
   * Where the Prometheus metrics are served (GET /metrics), apart from the brand hosts: `METRICS_PORT` (unset: not
   * served) on `METRICS_HOST` (default loopback only).
   */
  metrics: { port: number; host: string } | undefined;
  /** On SIGTERM, how long requests in flight may take to finish before they are cut and the process exits 1. */
  stopGraceMs: number;
  /** `error`, `warn`, `info` (the default) or `debug`, which adds one line per request. */
  logLevel: LogLevel;
  /**
   * Where mail (login links, order confirmations) goes: the SMTP relay of `SMTP_URL`, or without one (the demo only)
   * the sandbox mailbox; `from` is `MAIL_FROM`, else each brand sends as no-reply@ its own host.
   */
  mail: { smtpUrl: string | undefined; from: string | undefined };
}

/** The configuration cannot run: the server says why and exits instead of starting. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** hCaptcha's published test keys (decisions.md section 6) and the content token the demo once shipped with. */
const publicTestSecrets = new Set([
  "10000000-ffff-ffff-ffff-000000000001",
  "0x0000000000000000000000000000000000000000",
  "local-content-token",
]);
const shortestSecret = 16;

type Environment = z.infer<typeof environmentSchema>;

/** Each brand's public origin comes from `BRAND_URL_<code>` (BRAND_URL_WH, ...), one variable per registered brand. */
const brandUrlVariable = (brand: BrandCode) => `BRAND_URL_${brand}`;

function brandUrlsIn(env: NodeJS.ProcessEnv): Record<BrandCode, string | undefined> {
  return Object.fromEntries(
    brandCodes.map((brand) => [brand, optionalText.parse(env[brandUrlVariable(brand)])]),
  ) as Record<BrandCode, string | undefined>;
}

/**
 * An origin a browser can be sent to: `https://`, a host name, nothing after it. `https://` alone, a path, a query, a
 * user name or a backslash in it (which browsers read as a slash) would make checkout and payment links go elsewhere.
 */
function isHttpsOrigin(value: string | undefined): boolean {
  if (!value || value.includes("\\")) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}

/** What production mode needs that the demo invents: real secrets, the brands' public https origins, a mail relay. */
function productionProblems(e: Environment, brandUrls: Record<BrandCode, string | undefined>): string[] {
  const problems: string[] = [];
  const secret = (name: "HCAPTCHA_SITEKEY" | "HCAPTCHA_SECRET" | "CONTENT_TOKEN") => {
    const value = e[name];
    if (!value) problems.push(`${name} is required`);
    else if (publicTestSecrets.has(value)) problems.push(`${name} is a public test or default value`);
    else if (name !== "HCAPTCHA_SITEKEY" && value.length < shortestSecret)
      problems.push(`${name} must be at least ${shortestSecret} characters`);
  };
  secret("HCAPTCHA_SITEKEY");
  secret("HCAPTCHA_SECRET");
  secret("CONTENT_TOKEN");
  for (const brand of brandCodes)
    if (!isHttpsOrigin(brandUrls[brand]))
      problems.push(
        `${brandUrlVariable(brand)} must be the brand's public https:// origin, such as https://shop.example.com`,
      );
  if (!e.SMTP_URL)
    problems.push("SMTP_URL is required to email login links and order confirmations (smtp://user:password@host:587)");
  return problems;
}

/** Reads the server's configuration from environment variables (README.md lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const brandUrls = brandUrlsIn(env);
  if (e.CONTENT_BASE_URL && !e.CONTENT_TOKEN)
    throw new ConfigurationError("Invalid configuration: CONTENT_BASE_URL needs the service's CONTENT_TOKEN.");
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    throw new ConfigurationError(
      "Invalid configuration: METRICS_PORT must differ from PORT, so the brand hosts never serve the metrics.",
    );
  if (e.STOREFRONT_MODE === "production") {
    const problems = productionProblems(e, brandUrls);
    if (problems.length > 0)
      throw new ConfigurationError(`STOREFRONT_MODE=production cannot start: ${problems.join("; ")}.`);
  }
  const localOrigin = (host: string) => `http://${host}${e.PORT === 80 ? "" : `:${e.PORT}`}`;
  return {
    mode: e.STOREFRONT_MODE,
    proxyTrust: e.TRUST_PROXY,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    clientDir: path.resolve(e.DIST_DIR, "client"),
    ssrDir: path.resolve(e.DIST_DIR, "ssr"),
    statechartsDir: path.resolve(e.DIST_DIR, "statecharts"),
    brandApiBaseUrl: e.BRAND_API_URL,
    // An origin has no trailing slash: links are built as origin + path.
    brandOrigins: Object.fromEntries(
      brandCodes.map((brand) => [brand, brandUrls[brand]?.replace(/\/$/, "") ?? localOrigin(brands[brand].localHost)]),
    ) as Record<BrandCode, string>,
    hcaptcha: { siteKey: e.HCAPTCHA_SITEKEY, secret: e.HCAPTCHA_SECRET },
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    // The statechart workbench and the store's feed to it are tooling for product owners and QA, never for visitors.
    statecharts: e.STOREFRONT_MODE !== "production" && (e.STATECHARTS === "1" || e.STATECHARTS === "true"),
    lookupRateLimitPerMinute: e.LOOKUP_RATE_LIMIT,
    // The spec's delays are the product: a shortened one is for tests only, never honoured in production mode.
    lookupPollDelayMs: e.STOREFRONT_MODE === "production" ? undefined : e.LOOKUP_POLL_DELAY_MS,
    paymentRefreshDelayMs: e.STOREFRONT_MODE === "production" ? undefined : e.PAYMENT_REFRESH_DELAY_MS,
    orderRetryDelayMs: e.STOREFRONT_MODE === "production" ? undefined : e.ORDER_RETRY_DELAY_MS,
    content: {
      baseUrl: e.CONTENT_BASE_URL,
      // No token shared by every install: without one the in-process stand-in gets a token nobody else knows.
      token: e.CONTENT_TOKEN ?? randomBytes(32).toString("base64url"),
      dir: path.resolve(e.CONTENT_DIR),
    },
    faultPoint: e.STOREFRONT_MODE === "production" ? undefined : e.STOREFRONT_FAULT_POINT,
    paymentProviderTimeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    stopGraceMs: e.STOP_GRACE_MS,
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
  };
}
