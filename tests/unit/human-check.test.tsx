// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { hcaptchaTestToken, type LookupPayload, type LookupResponse } from "../../contract/domains";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { type Answer, lookupMachine } from "../../machines/lookup/lookup.machine";
import { RuntimeConfigProvider } from "../../src/app/brand-context";
import { answer, entry, whInput } from "../machines/lookup/lookup.fixtures";

// The real widget cannot load hCaptcha's script offline; this stand-in verifies at once with a token.
vi.mock("@hcaptcha/react-hcaptcha", () => ({
  default: ({ onVerify }: { onVerify: (token: string) => void }) => (
    <button type="button" onClick={() => onVerify("real-widget-token")}>
      hCaptcha widget
    </button>
  ),
}));

const tokens: (string | undefined)[] = [];
const lookup = createActor(
  lookupMachine.provide({
    actors: {
      lookupRequest: fromPromise<Answer<LookupResponse>, { requestName: string; payload: LookupPayload }>(
        async ({ input }) => {
          tokens.push(input.payload.hcaptcha_token);
          return {
            requestName: input.requestName,
            response: input.payload.hcaptcha_token
              ? answer(true, entry("mycaptcha.com", "registrar_available"))
              : { requireHCaptcha: true },
          };
        },
      ),
    },
  }),
  { input: whInput },
).start();
vi.mock("../../src/components/domain-search/use-lookup-actor", () => ({ useLookupActor: () => lookup }));

const { HumanCheck } = await import("../../src/components/domain-search/HumanCheck");

function renderWith(hcaptchaSiteKey: string | undefined) {
  const config = { brand: { displayName: "WebHost" }, brandApiBaseUrl: "/brand-api", hcaptchaSiteKey } as RuntimeConfig;
  return render(
    <RuntimeConfigProvider config={config}>
      <HumanCheck />
    </RuntimeConfigProvider>,
  );
}

async function requireCheck() {
  tokens.length = 0;
  await act(async () => {
    lookup.send({
      type: "lookup.submit",
      search: { kind: "single", query: "mycaptcha.com", transfer: false },
    });
  });
  expect(lookup.getSnapshot().matches({ searching: { request: "humanCheckRequired" } })).toBe(true);
}

// Lets React settle state updates and lazy components inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);

describe("the human check goes through the same lookup states in both modes", () => {
  it("test mode: the local check yields hCaptcha's test token", async () => {
    await requireCheck();
    renderWith(undefined);
    fireEvent.click(screen.getByRole("button", { name: "Start the human check" }));
    expect(lookup.getSnapshot().matches({ searching: { request: "solvingHumanCheck" } })).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "I am a human" })));
    expect(tokens).toEqual([undefined, hcaptchaTestToken]);
    expect(lookup.getSnapshot().matches({ searching: { request: "complete" } })).toBe(true);
  });

  it("with a site key: the hCaptcha widget, loaded lazily, yields its token", async () => {
    await requireCheck();
    renderWith("site-key");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Start the human check" }));
      await import("../../src/components/human-check/HCaptchaWidget");
    });
    await act(async () =>
      fireEvent.click(await screen.findByRole("button", { name: "hCaptcha widget" }, { timeout: 10_000 })),
    );
    expect(tokens).toEqual([undefined, "real-widget-token"]);
    expect(lookup.getSnapshot().matches({ searching: { request: "complete" } })).toBe(true);
  });
});
