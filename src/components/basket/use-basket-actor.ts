import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { waitFor } from "xstate";
import type { AppContext } from "../../../machines/app/app.machine";
import type { BasketEvent } from "../../../machines/basket/basket.machine";
import { basketItemCount, isRestoring } from "../../../machines/basket/selectors";
import { AppActor } from "../../app/app-actor";
import { useBrand, useRuntimeConfig } from "../../app/brand-context";
import { usePageWorkflowLoader } from "../../app/page-workflow-loader";
import { usePageWorkflow } from "../site/site-actors";

const runningBasket = (context: AppContext) => context.basket;

/** The basket workflow actor, null until its code is loaded (machines/app/app.machine.ts); starts nothing. */
export function useBasketIfRunning() {
  return AppActor.useSelector((snapshot) => runningBasket(snapshot.context));
}

/** The running basket, for the parts of a page shown only once it runs (`useStartedBasket`). */
export function useBasketActor() {
  const basket = useBasketIfRunning();
  if (!basket) throw new Error("The basket is not running yet; render this part once useStartedBasket answers it.");
  return basket;
}

/** The basket, started when the page opens (the basket and checkout pages): null until its code is loaded. */
export function useStartedBasket() {
  return usePageWorkflow("basket", runningBasket);
}

/**
 * Starts the basket if it is not running (its code is loaded and handed to the root actor, which starts it once) and
 * then runs `whenReady` once it has read the saved basket: before that, it takes no edit. Code that cannot be fetched
 * fails the page as a page that cannot be fetched does: the route's error page.
 */
function useStartBasket() {
  const app = AppActor.useActorRef();
  const config = useRuntimeConfig();
  const loadPageWorkflow = usePageWorkflowLoader();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  return useCallback(
    (whenReady?: () => void) => {
      const running = app.getSnapshot().context.basket;
      const started = running
        ? Promise.resolve(running)
        : loadPageWorkflow("basket", config).then((loaded) => {
            app.send(loaded);
            return app.getSnapshot().context.basket;
          });
      started
        .then((basket) => (basket ? waitFor(basket, (snapshot) => !isRestoring(snapshot)) : undefined))
        .then(whenReady, (error: unknown) => setFailure({ error }));
    },
    [app, config, loadPageWorkflow],
  );
}

/** Sends an event to the basket, starting it first if needed. */
export function useSendToBasket() {
  const app = AppActor.useActorRef();
  const startBasket = useStartBasket();
  return useCallback(
    (event: BasketEvent) => startBasket(() => app.send({ type: "app.basket.send", event })),
    [app, startBasket],
  );
}

/** Adds a search result to the basket (the root actor adds the period chosen in the results), starting it if needed. */
export function useAddSearchResult() {
  const app = AppActor.useActorRef();
  const startBasket = useStartBasket();
  return useCallback(
    (event: Extract<Parameters<typeof app.send>[0], { type: "app.searchResult.add" }>) =>
      startBasket(() => app.send(event)),
    [app, startBasket],
  );
}

function storedBasketExists(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    // Storage switched off: no basket can have been kept.
    return false;
  }
}

/**
 * Starts the basket at once when this browser keeps one for the brand, or when another tab writes one: the header then
 * shows its count. Otherwise the basket waits for its first use, and no page loads its code before it answers.
 */
export function useBasketStartedWhenStored() {
  const { basketStorageKey } = useBrand();
  const startBasket = useStartBasket();
  useEffect(() => {
    if (storedBasketExists(basketStorageKey)) {
      startBasket();
      return;
    }
    // The basket then reads what the other tab wrote when it starts.
    const onStorage = (event: StorageEvent) => {
      if (event.key === basketStorageKey) startBasket();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [basketStorageKey, startBasket]);
}

/** The catalogue actor, invoked by the root app actor (machines/app/app.machine.ts). */
export function useCatalogueActor() {
  const catalogue = AppActor.useSelector((snapshot) => snapshot.children.catalogue);
  if (!catalogue) throw new Error("The app actor has no catalogue child; see machines/app/app.machine.ts.");
  return catalogue;
}

/**
 * How many lines the basket holds (domains, hosting plans, add-ons and backups). A basket that has not started holds
 * none: it starts at once where this browser keeps one (`useBasketStartedWhenStored`), and on its first use.
 */
export function useBasketItemCount(): number {
  return useSelector(useBasketIfRunning() ?? undefined, (snapshot) => (snapshot ? basketItemCount(snapshot) : 0));
}
