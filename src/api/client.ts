import type { ResponseSchema } from "../../contract/response-schema";

/** A brand API call that did not give the expected answer; `body` is the parsed error body when there was one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
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

/**
 * The one way the browser talks to the brand API: JSON with credentials, answers checked
 * against the shared zod schemas. Network failures and aborts reject as they are
 * (the machines tell a cancelled request from a failed one).
 */
export function createApiClient(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ApiClient {
  const base = baseUrl.replace(/\/+$/, "");
  return async (path, { method = "GET", body, query, schema, signal }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
    const url = `${base}${path}${params.size ? `?${params}` : ""}`;
    const response = await fetchImpl(url, {
      method,
      credentials: "include",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiError(`The brand API answered ${path} with something that is not JSON.`, response.status, text);
    }
    if (!response.ok)
      throw new ApiError(`The brand API answered ${path} with status ${response.status}.`, response.status, data);
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      throw new ApiError(`The brand API's answer to ${path} is not in the expected shape.`, response.status, data);
    return parsed.data;
  };
}
