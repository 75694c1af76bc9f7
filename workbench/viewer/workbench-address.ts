import { useMemo, useSyncExternalStore } from "react";

/**
 * What the workbench shows, as its address names it (/statecharts?workflow=checkout&view=paying&state=paying.savingContact),
 * so that a link shows a colleague the same thing and Back and Forward retrace it. Other parts of the workbench keep
 * params of their own in the same query (the simulation's steps): each writer sets only its own.
 */
export interface WorkbenchAddress {
  workflow?: string;
  mode?: string;
  /** The diagram shown, by its file without the workflow and ".svg" (`searching.request`); none for the first. */
  view?: string;
  /** The state whose details are open, by its id without the workflow (`searching.request.polling`). */
  state?: string;
}

const keys = ["workflow", "mode", "view", "state"] as const;
/** Fired after this module changes the address: history.pushState and replaceState fire no event of their own. */
const changed = "workbench-address";

function parse(search: string): WorkbenchAddress {
  const params = new URLSearchParams(search);
  const address: WorkbenchAddress = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) address[key] = value;
  }
  return address;
}

/**
 * Sets the params named in `change` (an undefined one is removed), keeping every other param of the address. A new
 * history entry (`push`) for what a visitor chose to look at; `replace` for corrections that are no step of theirs.
 */
export function changeAddress(change: WorkbenchAddress, how: "push" | "replace" = "push"): void {
  const params = new URLSearchParams(location.search);
  for (const key of keys) {
    if (!(key in change)) continue;
    const value = change[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  const url = `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
  if (url === `${location.pathname}${location.search}${location.hash}`) return;
  if (how === "push") history.pushState(history.state, "", url);
  else history.replaceState(history.state, "", url);
  window.dispatchEvent(new Event(changed));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(changed, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(changed, onChange);
  };
}

/** The workbench's params of the current address, updated on every change and on Back and Forward. */
export function useWorkbenchAddress(): WorkbenchAddress {
  const search = useSyncExternalStore(subscribe, () => location.search);
  return useMemo(() => parse(search), [search]);
}
