import { useEffect, useReducer } from "react";
import { type StatechartsMessage, type StorefrontMessage, statechartsChannelName } from "../protocol";
import { applyMessage, noTabs } from "../viewer-state";

const storefrontKinds = new Set<unknown>(["snapshot", "event", "bye"]);

function isStorefrontMessage(data: unknown): data is StorefrontMessage {
  return typeof data === "object" && data !== null && "kind" in data && storefrontKinds.has(data.kind);
}

/** Listens to the storefront tabs of this browser and asks those already open for their actors' snapshots. */
export function useStatechartsFeed() {
  const [state, dispatch] = useReducer(applyMessage, noTabs);
  useEffect(() => {
    const channel = new BroadcastChannel(statechartsChannelName);
    channel.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (isStorefrontMessage(event.data)) dispatch(event.data);
    });
    const hello: StatechartsMessage = { kind: "hello" };
    channel.postMessage(hello);
    return () => channel.close();
  }, []);
  return state;
}
