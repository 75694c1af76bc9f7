import { beforeAll, describe, expect, it } from "vitest";
import { type Access, accessRefusals, mounts } from "../../contract/endpoints/endpoint";
import { endpointList } from "../../contract/endpoints/index";
import { type CheckoutClient, checkoutClient, ukContact } from "../server/support/checkout-client";
import { creditCustomer } from "../server/support/credit-baskets";
import { useTestApp } from "../server/support/test-app";
import { testDatabaseKinds } from "../server/support/test-databases";
import {
  addOtherWhCustomer,
  customerPaidBasket,
  guestPaidBasket,
  loggedInAs,
  otherWhCustomer,
  paymentStatus,
  seeded,
} from "./support/attackers";

/**
 * Issue 35: every endpoint of the contract table whose access is not "anyone", called by everyone it must refuse, the
 * way tests/server/body-limit.test.ts walks the route list. The owners' baskets are paid (money held) and their order
 * placed before the walk; after it, their payments still hold, and their orders go out with their own details. No
 * endpoint is checked by hand: a new endpoint is walked as soon as the table lists it.
 */

const restricted = endpointList.filter(
  (endpoint): endpoint is typeof endpoint & { access: Exclude<Access, "anyone"> } => endpoint.access !== "anyone",
);

/** What a caller is, beside the owners: each must be refused everything but what is their own. */
const attackerKinds = ["a stranger", "another WH customer", "an MP customer", "MP staff"] as const;
type AttackerKind = (typeof attackerKinds)[number];

/** Words of the owners' personal data that no refusal may carry. */
const personalWords = [ukContact.registrant, ukContact.email, ukContact.adr1, ukContact.postcode, creditCustomer.email];

describe.each(testDatabaseKinds())("who may call each endpoint ($name)", ({ open }) => {
  const storefront = useTestApp(open);
  const owned = { guestBasket: "", customerBasket: "", order: "" };
  const heldPayments: string[] = [];
  let guest: CheckoutClient;
  let customer: CheckoutClient;
  const attackers = {} as Record<AttackerKind, CheckoutClient>;

  beforeAll(async () => {
    await addOtherWhCustomer(storefront.db);
    guest = checkoutClient(storefront.app);
    customer = checkoutClient(storefront.app);
    await customer.login(creditCustomer.email, creditCustomer.password);
    const guestPaid = await guestPaidBasket(guest, "guest-owned.com");
    const customerPaid = await customerPaidBasket(customer, "customer-owned.com");
    const ordered = await customerPaidBasket(customer, "customer-ordered.com");
    const placed = await customer.post(`/basket/${ordered.basketId}/placeorder`);
    expect(placed.status).toBe(200);
    Object.assign(owned, {
      guestBasket: guestPaid.basketId,
      customerBasket: customerPaid.basketId,
      order: placed.body.order_id,
    });
    heldPayments.push(guestPaid.paymentId, customerPaid.paymentId);
    attackers["a stranger"] = checkoutClient(storefront.app);
    attackers["another WH customer"] = await loggedInAs(storefront.app, storefront.db, otherWhCustomer);
    attackers["an MP customer"] = await loggedInAs(storefront.app, storefront.db, seeded.mpCustomer);
    attackers["MP staff"] = await loggedInAs(storefront.app, storefront.db, seeded.mpStaff);
  });

  /** The owned thing an endpoint's path names, by its access: each basket for a basket owner's call. */
  const targetsOf = (access: Exclude<Access, "anyone">): string[] =>
    ({
      basketOwner: [owned.guestBasket, owned.customerBasket],
      orderOwner: [owned.order],
      accountOwner: [String(creditCustomer.id)],
      customer: [""],
      staff: [owned.order],
    })[access];

  const cases = restricted.flatMap((endpoint) =>
    attackerKinds.map((kind) => ({ name: `${endpoint.name} (${endpoint.access}) as ${kind}`, endpoint, kind })),
  );

  it("walks every restricted endpoint of the table", () => {
    expect(restricted.length).toBeGreaterThanOrEqual(25);
    expect(new Set(restricted.map((endpoint) => endpoint.access))).toEqual(
      new Set(["basketOwner", "orderOwner", "accountOwner", "customer", "staff"]),
    );
  });

  it.each(cases)("$name: refused, and told nothing personal", async ({ endpoint, kind }) => {
    const attacker = attackers[kind];
    // A logged-in customer of this brand is who `customer` calls are for: they get their own account, not the owner's.
    const admitted = endpoint.access === "customer" && kind === "another WH customer";
    for (const target of targetsOf(endpoint.access)) {
      const path = endpoint.path.replace(/:(\w+)(\{[^}]+\})?/g, (_match, name: string) =>
        name === "customerId" ? String(creditCustomer.id) : target,
      );
      const url = `${mounts[endpoint.mount]}${path}`.replace(/^\/brand-api/, "");
      const body = endpoint.method === "GET" ? undefined : endpoint.name === "saveCurrentContact" ? ukContact : {};
      const answer =
        endpoint.method === "GET"
          ? await attacker.get(url)
          : endpoint.method === "PUT"
            ? await attacker.put(url, body)
            : await attacker.post(url, body);
      const text = JSON.stringify(answer.body);
      if (admitted) {
        expect(answer.status, text).toBe(200);
        expect(text).not.toContain(creditCustomer.email);
        continue;
      }
      expect([401, 403, 404], `${endpoint.method} ${path}: ${text}`).toContain(answer.status);
      expect(accessRefusals[endpoint.access] as readonly string[], text).toContain(answer.body.code);
      expect(endpoint.errors, "the table lists the refusal").toContain(answer.body.code);
      if (endpoint.access === "basketOwner") {
        expect(answer.body.code).toBe("not_yours");
        // Spec section 8: not_yours lists the items.
        expect(answer.body.items.join(" ")).toMatch(/owned\.com/);
      }
      for (const word of personalWords) expect(text, `${endpoint.name} leaks ${word}`).not.toContain(word);
    }
  });

  it("leaves the owners' payments holding, and places their orders with their own details", async () => {
    for (const paymentId of heldPayments) expect(await paymentStatus(storefront.db, paymentId)).toBe("authorized");
    for (const [owner, basketId] of [
      [guest, owned.guestBasket],
      [customer, owned.customerBasket],
    ] as const) {
      const placed = await owner.post(`/basket/${basketId}/placeorder`);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.status).toBe("charged");
      const contact = await storefront.db
        .selectFrom("checkout_baskets")
        .select("contact_json")
        .where("basket_id", "=", basketId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(contact.contact_json ?? "{}")).toEqual(ukContact);
    }
    const mail = await storefront.db.selectFrom("sandbox_mail").select("to_address").execute();
    expect(mail.map((row) => row.to_address)).not.toContain("someone-else@example.com");
  });
});
