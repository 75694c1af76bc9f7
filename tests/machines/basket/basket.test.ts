import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import type { BasketVoucher } from "../../../contract/basket";
import type { ServiceplanList } from "../../../contract/catalogue";
import { type BasketEvent, basketMachine } from "../../../machines/basket/basket.machine";
import { isCheckingVoucher, isRestoring } from "../../../machines/basket/selectors";
import { catalogueMachine } from "../../../machines/catalogue/catalogue.machine";
import { restoreBasket, serializeBasket } from "../../../rules/basket/persistence";
import { emptyBasketContents } from "../../../rules/basket/types";
import { ApiError } from "../../../src/api/client";
import { catalogue, orderQueryFor, personalHosting, save10, searchResult, usedMax } from "../../fixtures/basket";

const orderQuery = orderQueryFor("ordered.com");
const add = (fullDomain: string, period?: string): BasketEvent => ({
  type: "basket.domain.add",
  result: searchResult(fullDomain),
  action: "register",
  period,
});

interface Harness {
  stored: string | null;
  writes: string[];
  cleared: number;
  opened: string[];
  notEligible: string[];
  promotions: string[][];
  submitted: { items: unknown[]; voucherCode: string | null }[];
  sendStorageEvent?: (event: BasketEvent) => void;
}

function startBasket(
  options: {
    stored?: string | null;
    submit?: () => Promise<{ basketUuid: string }>;
    checkVoucher?: () => Promise<{ voucher: BasketVoucher }>;
    catalogueFails?: boolean;
    /** The catalogue the page came with (the server's HTML carries it). */
    pageCatalogue?: ServiceplanList;
  } = {},
) {
  const harness: Harness = {
    stored: options.stored ?? null,
    writes: [],
    cleared: 0,
    opened: [],
    notEligible: [],
    promotions: [],
    submitted: [],
  };
  let catalogueCalls = 0;
  const loaderInputs: unknown[] = [];
  const machine = basketMachine.provide({
    actors: {
      readStoredBasket: fromPromise(async () => harness.stored),
      storageEvents: fromCallback<BasketEvent>(({ sendBack }) => {
        harness.sendStorageEvent = sendBack;
        return () => {
          harness.sendStorageEvent = undefined;
        };
      }),
      catalogue: catalogueMachine.provide({
        actors: {
          loadCatalogue: fromPromise(async ({ input }) => {
            loaderInputs.push(input);
            catalogueCalls += 1;
            if (options.catalogueFails && catalogueCalls === 1) throw new Error("offline");
            return catalogue;
          }),
        },
      }),
      checkVoucher: fromPromise(options.checkVoucher ?? (async () => ({ voucher: save10 }))),
      submitBasket: fromPromise(async ({ input }) => {
        harness.submitted.push(input);
        return (options.submit ?? (async () => ({ basketUuid: "basket-1" })))();
      }),
    },
    actions: {
      storeBasket: ({ context }) => {
        harness.writes.push(serializeBasket(context.contents, context.brandName));
        harness.promotions.push(
          context.contents.domains.flatMap((d) => (d.free_register_id === null ? [] : [d.fullDomain])),
        );
      },
      clearStoredBasket: () => {
        harness.cleared += 1;
      },
      openCheckout: (_, { basketUuid }) => harness.opened.push(basketUuid),
      rememberVoucherNotEligible: (_, { code }) => harness.notEligible.push(code),
    },
  });
  const actor = createActor(machine, { input: { brandName: "WH", catalogue: options.pageCatalogue } }).start();
  const catalogueOf = () => actor.getSnapshot().children.catalogue;
  const ready = () => waitFor(actor, (s) => !isRestoring(s) && s.context.catalogue !== null);
  return { actor, harness, ready, catalogueOf, loaderInputs };
}

describe("basket machine", () => {
  it("restores the stored basket and loads the catalogue", async () => {
    const stored = serializeBasket({ ...emptyBasketContents, vouchers: ["MAXED"] }, "WH");
    const { actor, ready } = startBasket({ stored });
    await ready();
    expect(actor.getSnapshot().context.contents.vouchers).toEqual(["MAXED"]);
    expect(actor.getSnapshot().context.catalogue).toEqual(catalogue);
    expect(actor.getSnapshot().context.domainPromotions.map((p) => p.tld)).toEqual(["com"]);
  });

  it("has the catalogue the page came with from its first snapshot, and hands it to the catalogue's loader", async () => {
    const pageCatalogue = { ...catalogue, free_online_prices: null };
    const { actor, catalogueOf, loaderInputs, ready } = startBasket({ pageCatalogue });
    expect(actor.getSnapshot().context.catalogue).toBe(pageCatalogue);
    expect(catalogueOf()?.getSnapshot().context.serviceplans).toBe(pageCatalogue);
    await ready();
    expect(loaderInputs).toEqual([{ brandName: "WH", serviceplans: pageCatalogue }]);
  });

  it("starts empty from a corrupt stored basket", async () => {
    const { actor, ready } = startBasket({ stored: "{{{" });
    await ready();
    expect(actor.getSnapshot().context.contents).toEqual(emptyBasketContents);
  });

  it("invokes the catalogue as its own child, which the visitor can retry when it failed to load", async () => {
    const { actor, ready, catalogueOf } = startBasket({ catalogueFails: true });
    const child = catalogueOf();
    if (!child) throw new Error("the basket has no catalogue child");
    expect(actor.system.get("catalogue")).toBe(child);
    await waitFor(child, (s) => s.matches("failed"));
    expect(child.getSnapshot().can({ type: "catalogue.retry" })).toBe(true);
    expect(actor.getSnapshot().context.catalogue).toBeNull();
    child.send({ type: "catalogue.retry" });
    expect(child.getSnapshot().matches("fetchingPlans")).toBe(true);
    await ready();
    expect(child.getSnapshot().can({ type: "catalogue.retry" })).toBe(false);
  });

  it("stores every change, links a domain to hosting and earns the free .com with 2-year hosting", async () => {
    const { actor, harness, ready } = startBasket();
    await ready();
    actor.send({ type: "basket.hosting.add", serviceplanId: 3102, period: "24m" });
    expect(actor.getSnapshot().context.contents.error).toBe("NO_DOMAIN_FOR_HOSTING");
    actor.send(add("free.com", "2y"));
    const { contents } = actor.getSnapshot().context;
    expect(contents.orderDetail[0].connectedDomain).toBe("free.com");
    expect(contents.domains[0]).toMatchObject({ free_register_id: 91001, period: "1y" });
    expect(contents.error).toBeNull();
    expect(harness.writes).toHaveLength(2);
    expect(restoreBasket(harness.writes[1], "WH")).toEqual(contents);
    expect(harness.promotions.at(-1)).toEqual(["free.com"]);
  });

  it("follows the other tab's basket through storage events, without writing it back", async () => {
    const { actor, harness, ready } = startBasket();
    await ready();
    actor.send(add("tab.com"));
    const written = harness.writes.at(-1) ?? null;
    harness.sendStorageEvent?.({ type: "basket.storage.changed", raw: null });
    expect(actor.getSnapshot().context.contents.domains).toEqual([]);
    harness.sendStorageEvent?.({ type: "basket.storage.changed", raw: written });
    expect(actor.getSnapshot().context.contents.domains.map((d) => d.fullDomain)).toEqual(["tab.com"]);
    expect(harness.writes).toHaveLength(1);
  });

  it("empties the basket and its stored copy on basket.clear and on a page error", async () => {
    const { actor, harness, ready } = startBasket();
    await ready();
    actor.send(add("clear.com"));
    actor.send({ type: "basket.clear" });
    expect(actor.getSnapshot().context.contents).toEqual(emptyBasketContents);
    actor.send(add("clear.com"));
    actor.send({ type: "basket.page.error" });
    expect(actor.getSnapshot().context.contents).toEqual(emptyBasketContents);
    expect(harness.cleared).toBe(2);
  });

  it("empties a stored basket when the order is placed or a page fails before the saved basket is read", async () => {
    for (const event of [{ type: "basket.clear" }, { type: "basket.page.error" }] as const) {
      const earlier = startBasket();
      await earlier.ready();
      earlier.actor.send(add("kept.com"));
      const stored = earlier.harness.writes[0];
      expect(restoreBasket(stored, "WH")?.domains).toHaveLength(1);
      const { actor, harness } = startBasket({ stored });
      // The basket starts on the order page (its code loads when first used): the order arrives while it reads.
      expect(isRestoring(actor.getSnapshot())).toBe(true);
      actor.send(event);
      expect(isRestoring(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().context.contents).toEqual(emptyBasketContents);
      expect(harness.cleared).toBe(1);
      // The read that was under way no longer brings the basket back.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().context.contents).toEqual(emptyBasketContents);
    }
  });

  it("applies a voucher, and records a used_max voucher as not eligible", async () => {
    let answer: () => Promise<{ voucher: BasketVoucher }> = async () => ({ voucher: save10 });
    const { actor, harness, ready } = startBasket({ checkVoucher: () => answer() });
    await ready();
    actor.send({ type: "basket.voucher.apply", code: " " });
    expect(actor.getSnapshot().context.voucherMessage).toBe("Please enter a voucher code.");
    actor.send({ type: "basket.voucher.apply", code: "save10" });
    expect(isCheckingVoucher(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: "basket.voucher.apply", code: "again" })).toBe(false);
    await waitFor(actor, (s) => s.matches({ ready: { voucher: "idle" } }));
    expect(actor.getSnapshot().context.contents.voucher).toEqual(save10);
    expect(actor.getSnapshot().context.voucherMessage).toBe("Voucher SAVE10 applied.");

    answer = async () => {
      throw usedMax;
    };
    actor.send({ type: "basket.voucher.apply", code: "MAXED" });
    await waitFor(actor, (s) => s.context.voucherMessage !== null && s.matches({ ready: { voucher: "idle" } }));
    expect(actor.getSnapshot().context.voucherMessage).toContain("used the maximum number of times");
    expect(actor.getSnapshot().context.contents.vouchers).toEqual(["MAXED"]);
    expect(harness.notEligible).toEqual(["MAXED"]);

    answer = async () => {
      throw new ApiError("invalid_voucher", "This voucher code is not valid.", 422);
    };
    actor.send({ type: "basket.voucher.apply", code: "NOPE" });
    await waitFor(actor, (s) => s.context.voucherMessage === "This voucher code is not valid.");
    actor.send({ type: "basket.voucher.remove" });
    expect(actor.getSnapshot().context.contents.voucher).toBeNull();
  });

  it("continues to checkout only with items and no basket error, then opens checkout with the basket id", async () => {
    const submit = vi.fn(async () => ({ basketUuid: "basket-9" }));
    const { actor, harness, ready } = startBasket({ submit });
    await ready();
    expect(actor.getSnapshot().can({ type: "basket.checkout" })).toBe(false);
    actor.send({ type: "basket.checkout" });
    expect(actor.getSnapshot().hasTag("openingCheckout")).toBe(false);
    actor.send({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: null });
    actor.send({ type: "basket.checkout" });
    expect(submit).not.toHaveBeenCalled();
    actor.send(add("go.com"));
    actor.send({ type: "basket.checkout" });
    await waitFor(actor, (s) => s.matches({ ready: { checkout: "leaving" } }));
    expect(harness.opened).toEqual(["basket-9"]);
    expect(harness.submitted[0].items).toHaveLength(2);
  });

  it("is ready to check out again once checkout showed in the same page, and not before", async () => {
    const { actor, harness, ready } = startBasket({ submit: async () => ({ basketUuid: "basket-9" }) });
    await ready();
    actor.send(add("go.com"));
    actor.send({ type: "basket.checkout" });
    await waitFor(actor, (s) => s.matches({ ready: { checkout: "leaving" } }));
    expect(actor.getSnapshot().can({ type: "basket.checkout" })).toBe(false);
    actor.send({ type: "basket.checkout.opened" });
    expect(actor.getSnapshot().hasTag("openingCheckout")).toBe(false);
    expect(actor.getSnapshot().context.contents.domains.map((d) => d.fullDomain)).toEqual(["go.com"]);
    actor.send({ type: "basket.checkout" });
    await waitFor(actor, () => harness.opened.length === 2);
  });

  it("shows the brand API's reason when checkout cannot start", async () => {
    const { actor, ready } = startBasket({
      submit: async () => {
        throw new ApiError("ip_blocked", "We cannot take orders from your network.", 403);
      },
    });
    await ready();
    actor.send(add("go.com"));
    actor.send({ type: "basket.checkout" });
    await waitFor(actor, (s) => s.context.checkoutError !== null);
    expect(actor.getSnapshot().context.checkoutError).toBe("We cannot take orders from your network.");
  });

  it("creates a basket from ?order= with its voucher and opens checkout; a bad value gives the spec's message", async () => {
    const { actor, harness, ready } = startBasket();
    await ready();
    actor.send({ type: "basket.order.submit", order: "not-base64!", voucher: null });
    expect(actor.getSnapshot().context.orderError).toBe("There was an error placing your order.");
    expect(actor.getSnapshot().matches({ ready: { order: "failed" } })).toBe(true);

    const second = startBasket();
    await second.ready();
    second.actor.send({ type: "basket.order.submit", order: orderQuery, voucher: "SAVE10" });
    expect(second.actor.getSnapshot().hasTag("placingOrder")).toBe(true);
    await waitFor(second.actor, (s) => s.matches({ ready: { order: "leaving" } }));
    expect(second.harness.submitted).toEqual([
      { items: [{ type: "domain", domain: "ordered.com", action: "register", period: "1y" }], voucherCode: "SAVE10" },
    ]);
    expect(second.harness.opened).toEqual(["basket-1"]);
    expect(harness.opened).toEqual([]);
  });

  it("adds the own domain, the free .online upsell and the Business upgrade from the catalogue", async () => {
    const { actor, ready } = startBasket();
    await ready();
    actor.send({ type: "basket.ownDomain.add", fullDomain: "not a domain" });
    expect(actor.getSnapshot().context.ownDomainMessage).toBe("Enter the domain you own, such as example.com.");
    actor.send({ type: "basket.hosting.add", serviceplanId: personalHosting });
    actor.send({ type: "basket.ownDomain.add", fullDomain: "Mine.net" });
    const { contents, ownDomainMessage } = actor.getSnapshot().context;
    expect(ownDomainMessage).toBeNull();
    expect(contents.orderDetail[0]).toMatchObject({ connectedDomain: "mine.net", period: "12m" });
    actor.send({ type: "basket.hosting.upgrade", id: "hosting-personal-1" });
    expect(actor.getSnapshot().context.contents.orderDetail[0]).toMatchObject({
      codename: "hosting-business",
      connectedDomain: "mine.net",
    });
  });

  it("is restoring until the stored basket is read", async () => {
    const { actor, ready } = startBasket();
    expect(isRestoring(actor.getSnapshot())).toBe(true);
    await ready();
    expect(isRestoring(actor.getSnapshot())).toBe(false);
  });

  it("resolves a search result itself: the chosen period, a transfer, and the two-year offer when it is shown", async () => {
    const { actor, ready } = startBasket();
    await ready();
    const twoYearOffer = {
      brand: "WH" as const,
      new_price: 1399,
      period: "2y" as const,
      renew_price: 3198,
      serviceplan_id: 42002,
      special_offer_price: null,
      extradetails: { tld: "com" },
    };
    actor.send({
      type: "basket.domain.add",
      result: searchResult("offer.com", { twoYearOffer }),
      action: "register",
      period: "2y",
    });
    actor.send({ type: "basket.domain.add", result: searchResult("moving.net"), action: "transfer" });
    actor.send({ type: "basket.domain.add", result: searchResult("three.org"), action: "register", period: "3y" });
    const [offer, moving, three] = actor.getSnapshot().context.contents.domains;
    expect(offer).toMatchObject({
      fullDomain: "offer.com",
      period: "2y",
      offer: { title: "Two-year offer", new_price: 1399 },
    });
    expect(moving).toMatchObject({ fullDomain: "moving.net", status: "transfer", period: "1y", offer: null });
    expect(three).toMatchObject({ fullDomain: "three.org", period: "3y", new_price: 1299 + 2 * 1599 });
  });
});
