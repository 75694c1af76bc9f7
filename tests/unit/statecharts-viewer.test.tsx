// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { act, cleanup, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { RuntimeConfigProvider } from "../../src/app/brand-context";
import type { DiagramEntry } from "../../workbench/diagram-files";
import { chartModel } from "../../workbench/machine-model";
import { type SnapshotMessage, statechartsChannelName } from "../../workbench/protocol";
import { readPathFile } from "../../workbench/recording/path-file";
import { withScopedIds } from "../../workbench/scoped-ids";
import { useDiagramSvg } from "../../workbench/viewer/LiveDiagram";
import { LiveViewer } from "../../workbench/viewer/LiveViewer";

// The committed diagrams arrive with `npm run diagrams`; this fixture follows the same data-state-id contract.
vi.mock("../../workbench/diagram-files", () => {
  const fixture = (file: string) => readFileSync(path.join("tests/fixtures/statecharts", file), "utf8");
  return {
    loadDiagramIndex: async (): Promise<DiagramEntry[]> => JSON.parse(fixture("diagrams.json")),
    loadDiagramSvg: async (file: string) => fixture(file),
  };
});

const config = { brand: { displayName: "WebHost" } } as RuntimeConfig;

const index: DiagramEntry[] = JSON.parse(readFileSync("tests/fixtures/statecharts/diagrams.json", "utf8"));
const workflows = [{ name: "lookup", machine: lookupMachine, chart: chartModel("lookup", lookupMachine) }];

function renderViewer() {
  render(
    <RuntimeConfigProvider config={config}>
      <LiveViewer index={index} workflows={workflows} />
    </RuntimeConfigProvider>,
  );
}

/** A storefront tab's side of the channel. */
const storefront = new BroadcastChannel(statechartsChannelName);
const lookupSnapshot = (active: string[]): SnapshotMessage => ({
  kind: "snapshot",
  tab: "tab-1",
  page: "/domain-search-results?domain=example.com",
  actor: { key: "x:2", name: "lookup", machine: "lookup" },
  activeStateIds: active,
  context: { query: "example.com" },
});

const lit = () =>
  [...document.querySelectorAll(".is-active-state")].map((element) => element.getAttribute("data-state-id"));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the statechart viewer page", () => {
  it("asks the storefront tabs for their state, and says how to open one while there is none", async () => {
    const hellos: unknown[] = [];
    storefront.onmessage = (event) => hellos.push(event.data);
    renderViewer();
    expect(screen.getByRole("status").textContent).toContain(
      "No storefront tab is open yet. Open the storefront in another tab of this browser and use it",
    );
    await waitFor(() => expect(hellos).toEqual([{ kind: "hello" }]));
    storefront.onmessage = null;
  });

  it("outlines the active states in the diagram and names them, following each new snapshot", async () => {
    renderViewer();
    act(() => storefront.postMessage(lookupSnapshot(["lookup", "lookup.idle"])));
    const lookup = await screen.findByRole("region", { name: "lookup" });
    expect(screen.getByRole("status").textContent).toContain(
      "Following the storefront tab at /domain-search-results?domain=example.com.",
    );
    expect(lookup.textContent).toContain("Now in: idle");
    await waitFor(() => expect(lit()).toEqual(["lookup.idle"]));
    expect(lookup.querySelector("figcaption")?.textContent).toBe("Domain lookup");

    act(() => storefront.postMessage(lookupSnapshot(["lookup", "lookup.searching", "lookup.searching.polling"])));
    await waitFor(() => expect(lit()).toEqual(["lookup.searching", "lookup.searching.polling"]));
    expect(lookup.textContent).toContain("Now in: searching › polling");
    const context = within(lookup).getByRole("table", { name: "What lookup holds" });
    expect(within(context).getByRole("row", { name: "query example.com" })).toBeTruthy();
  });

  it("logs received events in business words with their actor and payload, newest first", async () => {
    renderViewer();
    for (const [at, type] of [
      [1, "lookup.submit"],
      [2, "xstate.done.actor.lookupRequest"],
    ] as const) {
      act(() =>
        storefront.postMessage({
          kind: "event",
          seq: at,
          tab: "tab-1",
          page: "/",
          actor: { key: "x:2", name: "lookup", machine: "lookup" },
          at,
          type,
          payload: { at },
          value: "idle",
        }),
      );
    }
    const log = await screen.findByRole("list", { name: "Events, newest first" });
    await waitFor(() => expect(log.children).toHaveLength(2));
    expect(log.children[0].textContent).toContain("lookup: answer to checking availability");
    expect(log.children[1].textContent).toContain("lookup: visitor changed the search");
    expect(log.textContent).not.toMatch(/lookup\.submit|xstate\./);
    expect(within(log.children[1] as HTMLElement).getByRole("row", { name: "at 1" })).toBeTruthy();
  });

  it("exports what it recorded since it opened as a path file, without the visitor's email address", async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      if (blob instanceof Blob) saved.push(blob);
      return "blob:recording";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderViewer();
    const actor = { key: "x:3", name: "lookup", machine: "lookup" };
    const event = (seq: number, type: string, payload: Record<string, unknown>, value: unknown) => ({
      kind: "event",
      seq,
      tab: "tab-1",
      page: "/",
      actor,
      at: Date.now(),
      type,
      payload,
      value,
    });
    const input = { supportPhone: "1-888-555-0142" };
    act(() => storefront.postMessage(event(10, "xstate.init", { input }, "idle")));
    // Started, but no step yet: nothing to export.
    const exportButton = await screen.findByRole("button", { name: "Export recording" });
    expect(exportButton).toHaveProperty("disabled", true);
    const search = { kind: "single", query: "jane@mailbox.org", transfer: false };
    act(() => storefront.postMessage(event(11, "lookup.submit", { search }, { searching: { request: "requesting" } })));
    await waitFor(() => expect(exportButton).toHaveProperty("disabled", false));
    act(() => exportButton.click());
    expect(clicked).toHaveBeenCalledTimes(1);
    const file = readPathFile(await saved[0].text());
    expect(file).toEqual({
      file: {
        version: 1,
        actors: [
          {
            name: "lookup",
            machine: "lookup",
            input: { supportPhone: "+1 555 0100" },
            steps: [
              {
                event: { type: "lookup.submit", search: { ...search, query: "visitor@example.com" } },
                state: { searching: { request: "requesting" } },
              },
            ],
          },
        ],
      },
    });
  });
});

describe("a diagram's markup", () => {
  it("is never the diagram shown before: while the next one loads there is none", async () => {
    const { result, rerender } = renderHook(({ file }) => useDiagramSvg(file), {
      initialProps: { file: "lookup.svg" },
    });
    await waitFor(() => expect(result.current).toContain("data-state-id"));
    rerender({ file: "missing.svg" });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBeInstanceOf(Error));
  });
});

describe("diagrams sharing one page", () => {
  it("get ids of their own, with every style, marker and label reference following", () => {
    const markup = readFileSync("tests/fixtures/statecharts/lookup.svg", "utf8");
    document.body.innerHTML = `<div>${withScopedIds(markup, "one")}</div><div>${withScopedIds(markup, "two")}</div>`;
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids).toEqual([
      "one-my-svg",
      "one-chart-title-my-svg",
      "one-my-svg_arrow",
      "two-my-svg",
      "two-chart-title-my-svg",
      "two-my-svg_arrow",
    ]);
    const [first, second] = document.querySelectorAll("svg");
    expect(second.getAttribute("aria-labelledby")).toBe("two-chart-title-my-svg");
    expect(second.querySelector("style")?.textContent).toBe("#two-my-svg .node rect{fill:#eee;stroke-width:1px}");
    expect(first.querySelector("[marker-end]")?.getAttribute("marker-end")).toBe("url(#one-my-svg_arrow)");
    expect(first.querySelectorAll("[data-state-id]")).toHaveLength(4);
  });
});
