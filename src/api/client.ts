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
}

export type ApiClient = <T>(path: string, request: ApiRequest<T>) => Promise<T>;

export interface ApiClientOptions {
  /** The time limit of each request; tests shorten it. */
  timeLimitMs?: number;
  fetchImpl?: typeof fetch;
}

function parseJson(text: string): { ok: true; data: unknown } | { ok: false } {
  try {
    return { ok: true, data: text ? JSON.parse(text) : undefined };
  } catch {
    return { ok: false };
  }
}

/**
 * The one way the browser talks to the brand API: JSON with credentials, answers checked against the shared zod
 * schemas, every request within a time limit. A failure rejects with an ApiError (timeout and network included);
 * the caller's own abort rejects as it is, so the machines tell a cancelled request from a failed one.
 */
export function createApiClient(
  baseUrl: string,
  { timeLimitMs = requestTimeLimitMs, fetchImpl = (...args) => fetch(...args) }: ApiClientOptions = {},
): ApiClient {
  const base = baseUrl.replace(/\/+$/, "");
  return async (path, { method = "GET", body, query, schema, signal }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
    const url = `${base}${path}${params.size ? `?${params}` : ""}`;
    const timeLimit = AbortSignal.timeout(timeLimitMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method,
        credentials: "include",
        headers:
          body === undefined
            ? { accept: "application/json" }
            : { accept: "application/json", "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeLimit]) : timeLimit,
      });
      // The limit covers the answer's body too: a server may send headers and then hold the rest.
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeLimit.aborted) throw new ApiError("timeout", timeoutMessage, 0);
      throw new ApiError("network", networkMessage, 0);
    }
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
