import { fromCallback, fromPromise } from "xstate";
import type { OrderItem } from "../../contract/basket";
import * as basketEndpoints from "../../contract/endpoints/basket";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { type BasketEvent, basketMachine, earnedPromotionVouchers } from "../../machines/basket/basket.machine";
import { domainPromotionCookie, voucherNotEligibleCookie } from "../../rules/basket/cookies";
import { serializeBasket } from "../../rules/basket/persistence";
import type { ApiClient } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";
import { createCatalogueLogic } from "./catalogue";
import { lastCheckedOutBasket, rememberCheckedOutBasket } from "./checked-out-basket";
import { writeCookie } from "./cookies";
import { checkoutAddress, goTo } from "./navigation";

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be switched off; the basket then lives for this page only.
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // As above: a basket that cannot be stored still works on this page.
  }
}

/** The basket machine (and its catalogue) with local storage, the brand API, the checkout address and cookies injected. */
export function createBasketLogic(api: ApiClient, config: RuntimeConfig) {
  const { basketStorageKey, parentCustomerId, checkoutURL } = config.brand;
  const call = endpointCaller(api);

  /**
   * A new server basket holding the items; the voucher, when given, is applied once the basket exists. `replaces` is
   * the server basket this browser checked out before: the server closes it and releases any payment it holds.
   */
  async function createServerBasket(items: OrderItem[], replaces?: string): Promise<string> {
    const { basket_uuid } = await call(basketEndpoints.createBasket, {
      body: { parent_customer_id: parentCustomerId, ...(replaces ? { replaces } : {}) },
    });
    if (items.length > 0) await call(basketEndpoints.addBasketItems, { params: { id: basket_uuid }, body: { items } });
    return basket_uuid;
  }

  const applyVoucher = (basketUuid: string, code: string) =>
    call(basketEndpoints.applyVoucher, { params: { id: basketUuid }, body: { voucher_code: code } });

  return basketMachine.provide({
    actors: {
      readStoredBasket: fromPromise(async () => readStorage(basketStorageKey)),
      storageEvents: fromCallback<BasketEvent>(({ sendBack }) => {
        // Another tab of the brand changed (or cleared) the basket: feed it to the machine as an event.
        const onStorage = (event: StorageEvent) => {
          if (event.key === basketStorageKey || event.key === null)
            sendBack({ type: "basket.storage.changed", raw: readStorage(basketStorageKey) });
        };
        window.addEventListener("storage", onStorage);
        return () => window.removeEventListener("storage", onStorage);
      }),
      catalogue: createCatalogueLogic(api, config),
      checkVoucher: fromPromise(async ({ input }) => applyVoucher(await createServerBasket(input.items), input.code)),
      submitBasket: fromPromise(async ({ input }) => {
        const basketUuid = await createServerBasket(input.items, lastCheckedOutBasket(basketStorageKey) ?? undefined);
        rememberCheckedOutBasket(basketStorageKey, basketUuid);
        if (input.voucherCode) await applyVoucher(basketUuid, input.voucherCode);
        return { basketUuid };
      }),
    },
    actions: {
      storeBasket: ({ context }) => {
        writeStorage(basketStorageKey, serializeBasket(context.contents, context.brandName));
        const vouchers = earnedPromotionVouchers(context);
        if (vouchers.length > 0)
          writeCookie(domainPromotionCookie.name, vouchers.join(","), domainPromotionCookie.maxAgeSeconds);
      },
      clearStoredBasket: () => writeStorage(basketStorageKey, null),
      openCheckout: ({ self }, { basketUuid }) => {
        const url = checkoutAddress(checkoutURL, basketUuid);
        // Shown in this page (the router, no reload): the basket is no longer opening checkout, so Back finds it ready.
        void goTo(url).then((inThisPage) => {
          if (inThisPage) self.send({ type: "basket.checkout.opened" });
        });
      },
      rememberVoucherNotEligible: (_, { code }) =>
        writeCookie(voucherNotEligibleCookie.name, code, voucherNotEligibleCookie.maxAgeSeconds),
    },
  });
}
