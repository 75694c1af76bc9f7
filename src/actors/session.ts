import { fromPromise } from "xstate";
import * as storefrontEndpoints from "../../contract/endpoints/storefront";
import { sessionMachine } from "../../machines/session/session.machine";
import type { ApiClient } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";

/** Loads /init-lookup in an off-screen frame (it sets the session cookie); settles when the frame has loaded. */
export function loadInitLookupFrame(doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = doc.createElement("iframe");
    frame.src = "/init-lookup";
    frame.title = "Session setup";
    frame.tabIndex = -1;
    frame.setAttribute("aria-hidden", "true");
    frame.className = "hidden-frame";
    frame.addEventListener("load", () => resolve(), { once: true });
    frame.addEventListener("error", () => reject(new Error("The session page could not be loaded.")), { once: true });
    doc.body.append(frame);
  });
}

/** The session machine with the storefront server's check (same origin as the page, not the brand API). */
export function createSessionLogic(storefront: ApiClient) {
  const call = endpointCaller(storefront);
  return sessionMachine.provide({
    actors: {
      checkSession: fromPromise(({ signal }) => call(storefrontEndpoints.checkSession, { signal })),
      loadInitFrame: fromPromise(() => loadInitLookupFrame()),
    },
  });
}
