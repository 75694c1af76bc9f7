import type { RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CodeTooSlowError,
  codeTimeLimitMs,
  loadWithinTimeLimit,
  withTimeLimitedCode,
} from "../../src/app/time-limited-code";

const never = () => new Promise<never>(() => {});

describe("code held to a time limit", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("brings what arrives in time, and fails what has not arrived when the limit passes", async () => {
    await expect(loadWithinTimeLimit(async () => "module")).resolves.toBe("module");
    const slow = loadWithinTimeLimit(never);
    const settled = vi.fn();
    slow.catch(settled);
    await vi.advanceTimersByTimeAsync(codeTimeLimitMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).rejects.toBeInstanceOf(CodeTooSlowError);
  });

  it("passes on a failure to load as it is", async () => {
    const failure = new TypeError("Failed to fetch dynamically imported module");
    await expect(loadWithinTimeLimit(() => Promise.reject(failure))).rejects.toBe(failure);
  });

  it("holds every lazily loaded route to it, at any depth, and leaves the rest of each route as it was", async () => {
    const [layout] = withTimeLimitedCode([
      {
        id: "layout",
        children: [
          { index: true, id: "home", lazy: never },
          { id: "pages", lazy: async () => ({}), children: [{ path: "deep", id: "deep", lazy: never }] },
        ],
      },
    ]);
    const [home, pages] = layout.children ?? [];
    const deep: RouteObject | undefined = pages.children?.[0];
    expect([home.id, home.index, pages.id, deep?.id, deep?.path]).toEqual(["home", true, "pages", "deep", "deep"]);
    const loads = [home, deep].map((route) => (typeof route?.lazy === "function" ? route.lazy() : undefined));
    for (const load of loads) load?.catch(() => {});
    await vi.advanceTimersByTimeAsync(codeTimeLimitMs);
    for (const load of loads) await expect(load).rejects.toBeInstanceOf(CodeTooSlowError);
  });
});
