import { type CallFailure, errorEnvelopeSchema } from "../../contract/errors";
import type { ResponseSchema } from "../../contract/response-schema";

/** How long any request may take, answer included, before it fails with code `timeout` (issue 12). */
export const requestTimeLimitMs = 15_000;

const timeoutMessage = "The request took too long. Please check your connection and try again.";
const networkMessage = "We could not reach the server. Please check your connection and try again.";

/**
 * A brand API call that did not give the expected answer: the error envelope's `code` and `message`, the HTTP
 * status (0 when no answer came) and the whole error body, for the fields an area adds beside the envelope.
 * The client's own codes (timeout, network, unexpected_answer) carry no server sentence.
 */
export class ApiError extends Error implements CallFailure {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly body: unknown = { code, message },
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiRequest<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Validates the successful answer; a mismatch is an ApiError, never untyped data. */
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /**
   * Only for calls whose repeat has the effect of one (placing a basket's order, starting or reading its payment):
   * after a gateway error (a 502 or 503 not answered by the brand API itself) the call is sent once more, so an
   * instance restarting behind the balancer loses no order. A lost connection is not repeated: the visitor is told
   * (code `network`) and the page offers the way to try again, as for every other call.
   */
  retryOnceOnGatewayError?: boolean;
}

export type ApiClient = <T>(path: string, request: ApiRequest<T>) => Promise<T>;

export interface ApiClientOptions {
  /** The time limit of each request; tests shorten it. */
  timeLimitMs?: number;
  /** The pause before a call is sent again after a gateway error; tests shorten it. */
  gatewayRetryDelayMs?: number;
  fetchImpl?: typeof fetch;
}

/** Long enough for a balancer to send the repeat to another instance, short beside the time limit. */
const gatewayRetryDelayMs = 1000;

/** What one sending of a request brought back: an answer, or none (the connection failed). */
type Attempt = { response: Response; text: string } | "unreached";

function parseJson(text: string): { ok: true; data: unknown } | { ok: false } {
  try {
    return { ok: true, data: text ? JSON.parse(text) : undefined };
  } catch {
    return { ok: false };
  }
}

/**
 * A 502 or 503 from something between the browser and the brand API (a balancer whose instance died or is
 * restarting), or no answer at all. The brand API's own 502/503 (payment_provider_failed, provider_unavailable)
 * carries its error envelope: that is its answer, and asking again would only spend the time limit.
 */
function isGatewayError(attempt: Attempt): boolean {
  if (attempt === "unreached") return false;
  if (attempt.response.status !== 502 && attempt.response.status !== 503) return false;
  const json = parseJson(attempt.text);
  return !(json.ok && errorEnvelopeSchema.safeParse(json.data).success);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The one way the browser talks to the brand API: JSON with credentials, answers checked against the shared zod
 * schemas, every request within a time limit. A failure rejects with an ApiError (timeout and network included);
 * the caller's own abort rejects as it is, so the machines tell a cancelled request from a failed one.
 */
export function createApiClient(
  baseUrl: string,
  {
    timeLimitMs = requestTimeLimitMs,
    gatewayRetryDelayMs: retryDelayMs = gatewayRetryDelayMs,
    fetchImpl = (...args) => fetch(...args),
  }: ApiClientOptions = {},
): ApiClient {
  const base = baseUrl.replace(/\/+$/, "");
  return async (path, { method = "GET", body, query, schema, signal, retryOnceOnGatewayError = false }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
    const url = `${base}${path}${params.size ? `?${params}` : ""}`;
    // One limit for the call, a repeat included.
    const timeLimit = AbortSignal.timeout(timeLimitMs);
    const callSignal = signal ? AbortSignal.any([signal, timeLimit]) : timeLimit;
    /** The caller's abort rejects as it is; the time limit as code `timeout`. */
    const abortFailure = (error: unknown) => (signal?.aborted ? error : new ApiError("timeout", timeoutMessage, 0));
    const send = async (): Promise<Attempt> => {
      try {
        const response = await fetchImpl(url, {
          method,
          credentials: "include",
          headers:
            body === undefined
              ? { accept: "application/json" }
              : { accept: "application/json", "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: callSignal,
        });
        // The limit covers the answer's body too: a server may send headers and then hold the rest.
        return { response, text: await response.text() };
      } catch (error) {
        if (callSignal.aborted) throw abortFailure(error);
        return "unreached";
      }
    };
    let attempt = await send();
    // Sending these calls twice has the effect of once, so a repeat is safe even when the balancer had passed the
    // first request on before the instance behind it went away.
    if (retryOnceOnGatewayError && isGatewayError(attempt)) {
      await pause(retryDelayMs, callSignal).catch((error: unknown) => {
        throw abortFailure(error);
      });
      attempt = await send();
    }
    if (attempt === "unreached") throw new ApiError("network", networkMessage, 0);
    const { response, text } = attempt;
    const parsedJson = parseJson(text);
    if (!parsedJson.ok)
      throw new ApiError(
        "unexpected_answer",
        `The brand API answered ${path} with something that is not JSON.`,
        response.status,
        text,
      );
    const data = parsedJson.data;
    const parsed = schema.safeParse(data);
    if (response.ok && parsed.success) return parsed.data;
    // The envelope is the error whatever the status; a 2xx answer in neither shape is no answer we can read.
    const envelope = errorEnvelopeSchema.safeParse(data);
    if (envelope.success) throw new ApiError(envelope.data.code, envelope.data.message, response.status, data);
    if (!response.ok)
      throw new ApiError(
        "unexpected_answer",
        `The brand API answered ${path} with status ${response.status}.`,
        response.status,
        data,
      );
    throw new ApiError(
      "unexpected_answer",
      `The brand API's answer to ${path} is not in the expected shape.`,
      response.status,
      data,
    );
  };
}
