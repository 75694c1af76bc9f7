import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { callFailureCode, serverMessageOf } from "../../contract/errors";
import { ApiError, createApiClient } from "../../src/api/client";

const answerSchema = z.object({ basket_uuid: z.string() });

function fakeFetch(status: number, body: string) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, { status }));
}

describe("brand API client", () => {
  it("sends JSON with credentials and returns the validated answer", async () => {
    const fetchImpl = fakeFetch(200, JSON.stringify({ basket_uuid: "b-1" }));
    const api = createApiClient("/brand-api/", { fetchImpl: fetchImpl as unknown as typeof fetch });
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
    const api = createApiClient("https://api.example", { fetchImpl: fetchImpl as unknown as typeof fetch });
    await api("/x", { query: { a: 1, b: undefined, c: "d e" }, schema: answerSchema });
    expect(fetchImpl.mock.calls[0][0]).toBe("https://api.example/x?a=1&c=d+e");
  });

  it("rejects an error answer with the envelope's code and message, its status and its body", async () => {
    const answer = { code: "not_yours", message: "These items belong to another account.", items: ["a.com"] };
    const api = createApiClient("", { fetchImpl: fakeFetch(403, JSON.stringify(answer)) as unknown as typeof fetch });
    const failure = await api("/basket/b", { schema: answerSchema }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "not_yours", message: answer.message, status: 403, body: answer });
    expect(serverMessageOf(failure)).toBe(answer.message);
  });

  it("rejects an error status without the envelope as an unexpected answer", async () => {
    const api = createApiClient("", {
      fetchImpl: fakeFetch(422, JSON.stringify({ error: "hcaptcha_token" })) as unknown as typeof fetch,
    });
    const failure = await api("/domain/lookup", { schema: answerSchema }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "unexpected_answer", status: 422, body: { error: "hcaptcha_token" } });
    expect(serverMessageOf(failure)).toBeNull();
  });

  it("rejects an answer of the wrong shape", async () => {
    const api = createApiClient("", {
      fetchImpl: fakeFetch(200, JSON.stringify({ nope: true })) as unknown as typeof fetch,
    });
    await expect(api("/basket", { schema: answerSchema })).rejects.toMatchObject({
      code: "unexpected_answer",
      message: expect.stringMatching(/not in the expected shape/),
    });
  });

  it("rejects an answer that is not JSON", async () => {
    const api = createApiClient("", {
      fetchImpl: fakeFetch(502, "<html>Bad gateway</html>") as unknown as typeof fetch,
    });
    await expect(api("/basket", { schema: answerSchema })).rejects.toMatchObject({
      code: "unexpected_answer",
      status: 502,
    });
  });

  it("gives up on a request that never answers after the time limit, with code timeout", async () => {
    const api = createApiClient("", { timeLimitMs: 20, fetchImpl: neverAnswers() });
    const failure = await api("/domain/lookup", { schema: answerSchema }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "timeout", status: 0 });
    expect(callFailureCode(failure)).toBe("timeout");
    expect(serverMessageOf(failure)).toBeNull();
  });

  it("gives up on an answer whose body never ends, with code timeout", async () => {
    // Headers arrive at once; the body stays open until the request's signal aborts it, as fetch does.
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const heldBody = new ReadableStream({
        start: (stream) => init?.signal?.addEventListener("abort", () => stream.error(init.signal?.reason)),
      });
      return new Response(heldBody, { status: 200 });
    });
    const api = createApiClient("", { timeLimitMs: 20, fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(api("/basket", { schema: answerSchema })).rejects.toMatchObject({ code: "timeout" });
  });

  it("lets the caller's own abort reject as an abort, not as a failed call", async () => {
    const api = createApiClient("", { timeLimitMs: 10_000, fetchImpl: neverAnswers() });
    const controller = new AbortController();
    const pending = api("/domain/lookup", { schema: answerSchema, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    const failure = await pending;
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ name: "AbortError" });
  });

  it("turns a request that never reached the server into code network", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const api = createApiClient("", { fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(api("/basket", { schema: answerSchema })).rejects.toMatchObject({ code: "network", status: 0 });
  });
});

describe("retrying an idempotent call once after a gateway error", () => {
  const placed = JSON.stringify({ basket_uuid: "b-1" });
  const badGateway = "<html><body><h1>502 Bad Gateway</h1></body></html>";
  const unavailable = "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>";
  type Answer = { status: number; body: string } | "network failure";

  /** A fetch that gives these answers in turn, and records every request it was sent. */
  function answersInTurn(...answers: Answer[]) {
    return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
      const answer = answers.shift();
      if (!answer) throw new Error("the test gave no answer for this request");
      if (answer === "network failure") throw new TypeError("Failed to fetch");
      return new Response(answer.body, { status: answer.status });
    });
  }
  const clientWith = (fetchImpl: ReturnType<typeof answersInTurn>, timeLimitMs = 10_000) =>
    createApiClient("", { fetchImpl: fetchImpl as unknown as typeof fetch, gatewayRetryDelayMs: 5, timeLimitMs });
  const placeOrder = { method: "POST", schema: answerSchema, retryOnceOnGatewayError: true } as const;

  it("sends the call once more after a 503 from the balancer, and returns its answer", async () => {
    const fetchImpl = answersInTurn({ status: 503, body: unavailable }, { status: 200, body: placed });
    await expect(clientWith(fetchImpl)("/basket/b-1/placeorder", placeOrder)).resolves.toEqual({ basket_uuid: "b-1" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [first, second] = fetchImpl.mock.calls;
    expect(second[0]).toBe(first[0]);
    expect(second[1]?.method).toBe("POST");
  });

  it("sends it once more after a 502 too, but not after a lost connection (the page offers a retry)", async () => {
    const after502 = answersInTurn({ status: 502, body: badGateway }, { status: 200, body: placed });
    await expect(clientWith(after502)("/basket/b-1/placeorder", placeOrder)).resolves.toEqual({ basket_uuid: "b-1" });
    const afterNetwork = answersInTurn("network failure", { status: 200, body: placed });
    await expect(clientWith(afterNetwork)("/basket/b-1/placeorder", placeOrder)).rejects.toMatchObject({
      code: "network",
    });
    expect(afterNetwork).toHaveBeenCalledTimes(1);
  });

  it.each([500, 409, 404, 429])("does not repeat a call answered %i", async (status) => {
    const fetchImpl = answersInTurn({ status, body: JSON.stringify({ code: "other", message: "No." }) });
    await expect(clientWith(fetchImpl)("/basket/b-1/placeorder", placeOrder)).rejects.toMatchObject({
      code: "other",
      status,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("does not repeat the brand API's own 502/503 answer (its error envelope): that is its answer", async () => {
    const envelope = { code: "payment_provider_failed", message: "The payment provider did not answer." };
    const fetchImpl = answersInTurn({ status: 502, body: JSON.stringify(envelope) });
    await expect(clientWith(fetchImpl)("/basket/b-1/placeorder", placeOrder)).rejects.toMatchObject({
      ...envelope,
      status: 502,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("does not repeat a call without the option", async () => {
    const gatewayError = answersInTurn({ status: 503, body: unavailable });
    await expect(clientWith(gatewayError)("/basket", { method: "POST", schema: answerSchema })).rejects.toMatchObject({
      code: "unexpected_answer",
      status: 503,
    });
    expect(gatewayError).toHaveBeenCalledTimes(1);
    const lostConnection = answersInTurn("network failure");
    await expect(clientWith(lostConnection)("/basket", { method: "POST", schema: answerSchema })).rejects.toMatchObject(
      { code: "network" },
    );
    expect(lostConnection).toHaveBeenCalledTimes(1);
  });

  it("gives up after the second failure with the usual error", async () => {
    const twice = answersInTurn({ status: 503, body: unavailable }, { status: 502, body: badGateway });
    await expect(clientWith(twice)("/basket/b-1/placeorder", placeOrder)).rejects.toMatchObject({
      code: "unexpected_answer",
      status: 502,
      message: "The brand API answered /basket/b-1/placeorder with something that is not JSON.",
    });
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it("repeats only within the call's time limit", async () => {
    const fetchImpl = answersInTurn({ status: 503, body: unavailable }, { status: 200, body: placed });
    const api = createApiClient("", {
      fetchImpl: fetchImpl as unknown as typeof fetch,
      gatewayRetryDelayMs: 10_000,
      timeLimitMs: 30,
    });
    await expect(api("/basket/b-1/placeorder", placeOrder)).rejects.toMatchObject({ code: "timeout", status: 0 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("lets the caller's abort during the pause reject as an abort", async () => {
    const fetchImpl = answersInTurn({ status: 503, body: unavailable }, { status: 200, body: placed });
    const api = createApiClient("", { fetchImpl: fetchImpl as unknown as typeof fetch, gatewayRetryDelayMs: 10_000 });
    const controller = new AbortController();
    const pending = api("/basket/b-1/placeorder", { ...placeOrder, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    controller.abort();
    const failure = await pending;
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ name: "AbortError" });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

/** A fetch that never answers, and rejects as fetch does when its signal aborts. */
function neverAnswers(): typeof fetch {
  return ((_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true });
    })) as typeof fetch;
}
