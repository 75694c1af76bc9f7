import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { ApiError, createApiClient } from "../../src/api/client";

const answerSchema = z.object({ basket_uuid: z.string() });

function fakeFetch(status: number, body: string) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, { status }));
}

describe("brand API client", () => {
  it("sends JSON with credentials and returns the validated answer", async () => {
    const fetchImpl = fakeFetch(200, JSON.stringify({ basket_uuid: "b-1" }));
    const api = createApiClient("/brand-api/", fetchImpl as unknown as typeof fetch);
    await expect(
      api("/basket", { method: "POST", body: { parent_customer_id: 101 }, schema: answerSchema }),
    ).resolves.toEqual({
      basket_uuid: "b-1",
    });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("/brand-api/basket");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe('{"parent_customer_id":101}');
    expect((init?.headers ?? {}) as Record<string, string>).toHaveProperty("content-type", "application/json");
    expect(init?.method).toBe("POST");
  });

  it("adds query parameters, leaving out undefined ones", async () => {
    const fetchImpl = fakeFetch(200, JSON.stringify({ basket_uuid: "b" }));
    const api = createApiClient("https://api.example", fetchImpl as unknown as typeof fetch);
    await api("/x", { query: { a: 1, b: undefined, c: "d e" }, schema: answerSchema });
    expect(fetchImpl.mock.calls[0][0]).toBe("https://api.example/x?a=1&c=d+e");
  });

  it("rejects an error status with its status and body", async () => {
    const api = createApiClient(
      "",
      fakeFetch(422, JSON.stringify({ error: "hcaptcha_token" })) as unknown as typeof fetch,
    );
    const failure = await api("/domain/lookup", { schema: answerSchema }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, body: { error: "hcaptcha_token" } });
  });

  it("rejects an answer of the wrong shape", async () => {
    const api = createApiClient("", fakeFetch(200, JSON.stringify({ nope: true })) as unknown as typeof fetch);
    await expect(api("/basket", { schema: answerSchema })).rejects.toThrow(/not in the expected shape/);
  });

  it("rejects an answer that is not JSON", async () => {
    const api = createApiClient("", fakeFetch(502, "<html>Bad gateway</html>") as unknown as typeof fetch);
    await expect(api("/basket", { schema: answerSchema })).rejects.toMatchObject({ status: 502 });
  });
});
