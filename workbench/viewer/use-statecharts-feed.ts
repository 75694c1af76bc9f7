import { useEffect, useReducer } from "react";
import { type StatechartsMessage, type StorefrontMessage, statechartsChannelName } from "../protocol";
import { recordMessage, startRecording } from "../recording/recorder";
import { applyMessage, noTabs } from "../viewer-state";

const storefrontKinds = new Set<unknown>(["snapshot", "event", "bye"]);

function isStorefrontMessage(data: unknown): data is StorefrontMessage {
  return typeof data === "object" && data !== null && "kind" in data && storefrontKinds.has(data.kind);
}

/**
 * Listens to the storefront tabs of this browser and asks those already open for their actors' snapshots; records
 * every actor that starts from now on (workbench/recording/recorder.ts), in memory only.
 */
export function useStatechartsFeed() {
  const [state, dispatch] = useReducer(applyMessage, noTabs);
  const [recordings, record] = useReducer(recordMessage, Date.now(), startRecording);
  useEffect(() => {
    const channel = new BroadcastChannel(statechartsChannelName);
    channel.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (!isStorefrontMessage(event.data)) return;
      dispatch(event.data);
      record(event.data);
    });
    const hello: StatechartsMessage = { kind: "hello" };
    channel.postMessage(hello);
    return () => channel.close();
  }, []);
  return { feed: state, recordings };
}
