import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import type { BasketVoucher } from "../../contract/basket";
import { type BasketEvent, basketMachine } from "../../machines/basket/basket.machine";
import { encodeOrderQuery, toOrderItems } from "../../rules/basket/order-items";
import { restoreBasket, serializeBasket } from "../../rules/basket/persistence";
import { emptyBasketContents } from "../../rules/basket/types";
import { ApiError } from "../../src/api/client";
import { catalogue, searchResult } from "../unit/basket-fixtures";
import { describeModelPaths } from "./support/model-coverage";

const save10: BasketVoucher = {
  code: "SAVE10",
  codename: "domain",
  serviceplan_ids: [],
  discount_type: "percentage",
  discount_value: 10,
};
const usedMax = new ApiError("used_max", "used", 422);
const orderQuery = encodeOrderQuery([{ type: "domain", domain: "ordered.com", action: "register", period: "1y" }]);

/** An invoke's result as the traversal sends it (not one of the machine's own event types). */
const invokeResult = (type: string, payload: { output?: unknown; error?: unknown }) =>
  ({ type, ...payload }) as unknown as BasketEvent;

describeModelPaths({
  name: "basket",
  machine: basketMachine,
  input: { brandName: "UK2" },
  // Basket changes are offered only while every other region waits, so that the parallel regions are not multiplied
  // together: each transition is still taken from some state, and the number of paths stays small.
  events: (snapshot): BasketEvent[] => {
    if (snapshot.matches("restoring")) return [invokeResult("xstate.done.actor.readStoredBasket", { output: null })];
    if (!snapshot.matches({ ready: { catalogue: "loaded" } }))
      return [invokeResult("xstate.done.actor.loadCatalogue", { output: catalogue }), { type: "catalogue.retry" }];
    if (snapshot.matches({ ready: { voucher: "checking" } }))
      return [
        invokeResult("xstate.done.actor.checkVoucher", { output: { voucher: save10 } }),
        invokeResult("xstate.error.actor.checkVoucher", { error: usedMax }),
      ];
    if (snapshot.matches({ ready: { checkout: "submitting" } }))
      return [invokeResult("xstate.done.actor.submitBasket", { output: { basketUuid: "b-1" } })];
    if (snapshot.matches({ ready: { order: "placing" } }))
      return [invokeResult("xstate.done.actor.submitOrder", { output: { basketUuid: "b-2" } })];
    if (!snapshot.matches({ ready: { checkout: "idle", order: "idle" } })) return [];
    return [
      { type: "basket.domain.add", domain: searchResult("model.com") },
      { type: "basket.domain.remove", fullDomain: "model.com" },
      { type: "basket.domain.period", fullDomain: "model.com", period: "2y" },
      { type: "basket.ownDomain.add", fullDomain: "own.net" },
      { type: "basket.online.add", name: "model" },
      { type: "basket.hosting.add", serviceplanId: 3101, period: "24m" },
      { type: "basket.hosting.remove", id: "hosting-starter-1" },
      { type: "basket.hosting.link", id: "hosting-starter-1", fullDomain: null },
      { type: "basket.hosting.period", id: "hosting-starter-1", period: "12m" },
      { type: "basket.hosting.upgrade", id: "hosting-starter-1" },
      { type: "basket.addon.add", codename: "email-hosting", connectedDomain: null },
      { type: "basket.addon.remove", id: "email-hosting-1" },
      { type: "basket.addon.link", id: "email-hosting-1", fullDomain: "model.com" },
      { type: "basket.backup.add", emailAddonId: "email-hosting-1" },
      { type: "basket.backup.remove", id: "email-timeline-backup-1" },
      { type: "basket.voucher.apply", code: "SAVE10" },
      { type: "basket.voucher.apply", code: "  " },
      { type: "basket.voucher.remove" },
      { type: "basket.checkout" },
      { type: "basket.order.submit", order: orderQuery, voucher: "SAVE10" },
      { type: "basket.order.submit", order: "%%%", voucher: null },
      { type: "basket.clear" },
      { type: "basket.page.error" },
      { type: "basket.storage.changed", raw: null },
      { type: "hosting.period.select", period: "36m" },
    ];
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      toOrderItems(snapshot.context.contents).length > 0,
      snapshot.context.contents.error,
    ]),
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
  const machine = basketMachine.provide({
    actors: {
      readStoredBasket: fromPromise(async () => harness.stored),
      storageEvents: fromCallback<BasketEvent>(({ sendBack }) => {
        harness.sendStorageEvent = sendBack;
        return () => {
          harness.sendStorageEvent = undefined;
        };
      }),
      loadCatalogue: fromPromise(async () => {
        catalogueCalls += 1;
        if (options.catalogueFails && catalogueCalls === 1) throw new Error("offline");
        return catalogue;
      }),
      checkVoucher: fromPromise(options.checkVoucher ?? (async () => ({ voucher: save10 }))),
      submitBasket: fromPromise(async ({ input }) => {
        harness.submitted.push(input);
        return (options.submit ?? (async () => ({ basketUuid: "basket-1" })))();
      }),
    },
    actions: {
      persistBasket: ({ context }) => harness.writes.push(serializeBasket(context.contents, context.brandName)),
      clearStoredBasket: () => {
        harness.cleared += 1;
      },
      openCheckout: (_, { basketUuid }) => harness.opened.push(basketUuid),
      rememberVoucherNotEligible: (_, { code }) => harness.notEligible.push(code),
      rememberDomainPromotions: ({ context }) =>
        harness.promotions.push(
          context.contents.domains.flatMap((d) => (d.free_register_id === null ? [] : [d.fullDomain])),
        ),
    },
  });
  const actor = createActor(machine, { input: { brandName: "WH" } }).start();
  const ready = () => waitFor(actor, (s) => s.matches({ ready: { catalogue: "loaded" } }));
  return { actor, harness, ready };
}

describe("basket machine", () => {
  it("restores the stored basket and loads the catalogue", async () => {
    const stored = serializeBasket({ ...emptyBasketContents, vouchers: ["MAXED"] }, "WH");
    const { actor, ready } = startBasket({ stored });
    await ready();
    expect(actor.getSnapshot().context.contents.vouchers).toEqual(["MAXED"]);
    expect(actor.getSnapshot().context.domainsServiceplans).toEqual(catalogue);
    expect(actor.getSnapshot().context.domainPromotions.map((p) => p.tld)).toEqual(["com"]);
  });

  it("starts empty from a corrupt stored basket", async () => {
    const { actor, ready } = startBasket({ stored: "{{{" });
    await ready();
    expect(actor.getSnapshot().context.contents).toEqual(emptyBasketContents);
  });

  it("lets the visitor retry a catalogue that failed to load", async () => {
    const { actor, ready } = startBasket({ catalogueFails: true });
    await waitFor(actor, (s) => s.matches({ ready: { catalogue: "failed" } }));
    actor.send({ type: "catalogue.retry" });
    await ready();
  });

  it("stores every change, links a domain to hosting and earns the free .com with 2-year hosting", async () => {
    const { actor, harness, ready } = startBasket();
    await ready();
    actor.send({ type: "basket.hosting.add", serviceplanId: 3102, period: "24m" });
    expect(actor.getSnapshot().context.contents.error).toBe("NO_DOMAIN_FOR_HOSTING");
    actor.send({ type: "basket.domain.add", domain: searchResult("free.com", { period: "2y" }) });
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
    actor.send({ type: "basket.domain.add", domain: searchResult("tab.com") });
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
    actor.send({ type: "basket.domain.add", domain: searchResult("clear.com") });
    actor.send({ type: "basket.clear" });
    expect(actor.getSnapshot().context.contents).toEqual(emptyBasketContents);
    actor.send({ type: "basket.domain.add", domain: searchResult("clear.com") });
    actor.send({ type: "basket.page.error" });
    expect(actor.getSnapshot().context.contents).toEqual(emptyBasketContents);
    expect(harness.cleared).toBe(2);
  });

  it("applies a voucher, and records a used_max voucher as not eligible", async () => {
    let answer: () => Promise<{ voucher: BasketVoucher }> = async () => ({ voucher: save10 });
    const { actor, harness, ready } = startBasket({ checkVoucher: () => answer() });
    await ready();
    actor.send({ type: "basket.voucher.apply", code: " " });
    expect(actor.getSnapshot().context.voucherMessage).toBe("Please enter a voucher code.");
    actor.send({ type: "basket.voucher.apply", code: "save10" });
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
    actor.send({ type: "basket.checkout" });
    expect(actor.getSnapshot().matches({ ready: { checkout: "idle" } })).toBe(true);
    actor.send({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: null });
    actor.send({ type: "basket.checkout" });
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: "basket.domain.add", domain: searchResult("go.com") });
    actor.send({ type: "basket.checkout" });
    await waitFor(actor, (s) => s.matches({ ready: { checkout: "leaving" } }));
    expect(harness.opened).toEqual(["basket-9"]);
    expect(harness.submitted[0].items).toHaveLength(2);
  });

  it("shows the brand API's reason when checkout cannot start", async () => {
    const { actor, ready } = startBasket({
      submit: async () => {
        throw new ApiError("ip_blocked", "We cannot take orders from your network.", 403);
      },
    });
    await ready();
    actor.send({ type: "basket.domain.add", domain: searchResult("go.com") });
    actor.send({ type: "basket.checkout" });
    await waitFor(actor, (s) => s.context.checkoutError !== null);
    expect(actor.getSnapshot().context.checkoutError).toBe("We cannot take orders from your network.");
  });

  it("creates a basket from ?order= with its voucher and opens checkout; a bad value gives the spec's message", async () => {
    const { actor, harness, ready } = startBasket();
    await ready();
    actor.send({ type: "basket.order.submit", order: "not-base64!", voucher: null });
    expect(actor.getSnapshot().context.orderError).toBe("There was an error placing your order.");

    const second = startBasket();
    await second.ready();
    second.actor.send({ type: "basket.order.submit", order: orderQuery, voucher: "SAVE10" });
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
    actor.send({ type: "basket.hosting.add", serviceplanId: 3102 });
    actor.send({ type: "basket.ownDomain.add", fullDomain: "Mine.net" });
    const { contents, ownDomainMessage } = actor.getSnapshot().context;
    expect(ownDomainMessage).toBeNull();
    expect(contents.orderDetail[0]).toMatchObject({ connectedDomain: "mine.net", period: "12m" });
    actor.send({ type: "basket.hosting.upgrade", id: "hosting-personal-1" });
    expect(actor.getSnapshot().context.contents.orderDetail[0]).toMatchObject({
      codename: "hosting-business",
      connectedDomain: "mine.net",
    });
    actor.send({ type: "hosting.period.select", period: "36m" });
    expect(actor.getSnapshot().context.hostingPeriod).toBe("36m");
  });
});
