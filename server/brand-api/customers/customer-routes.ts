import { type Context, Hono } from "hono";
import * as customerEndpoints from "../../../contract/endpoints/customers";
import { registerEndpoint } from "../../http/register-endpoint";
import { callBrand } from "../access/call-brand";
import type { BrandApiDeps } from "../deps";
import { accountById, readContact, storedPaymentMethods } from "./accounts";
import { customerError } from "./customer-errors";
import { sessionCustomerOfBrand } from "./sessions";

const notLoggedIn = (c: Context) => customerError(c, 401, "not_logged_in", "You are not logged in.");

/** The customer calls of spec section 7: who is logged in, and their account; the accounts come from migration 0302. */
export function customerRoutes({ db, config }: Pick<BrandApiDeps, "db" | "config">): Hono {
  const routes = new Hono();

  registerEndpoint(routes, customerEndpoints.lookUpUser, async (_c, { query, body: { email } }) => {
    const parent = query.parent_customer_id;
    const byEmail = db.selectFrom("customers").select("id").where("email", "=", email.trim().toLowerCase());
    const rows = await (parent === undefined ? byEmail : byEmail.where("parent_customer_id", "=", parent)).execute();
    return { exists: rows.length > 0 };
  });

  registerEndpoint(routes, customerEndpoints.currentUser, async (c) => {
    // As the access guard sees the caller: an account of another brand is no one logged in here.
    const { customerId } = await sessionCustomerOfBrand(c, db, callBrand(c, config.brandOrigins));
    return { user_id: customerId, customer_id: customerId };
  });

  registerEndpoint(routes, customerEndpoints.currentContact, async (c, { caller }) => {
    const own = await ownAccount(c, caller.customerId);
    return own instanceof Response ? own : { contact: readContact(own.contact_json) };
  });

  registerEndpoint(routes, customerEndpoints.saveCurrentContact, async (_c, { body: contact, caller }) => {
    await db
      .updateTable("customers")
      .set({ contact_json: JSON.stringify(contact) })
      .where("id", "=", caller.customerId)
      .execute();
    return { contact };
  });

  /** The account the guard admitted the caller to (server/brand-api/access/access-guard.ts): their own. */
  const ownAccount = async (c: Context, customerId: number) => (await accountById(db, customerId)) ?? notLoggedIn(c);

  registerEndpoint(routes, customerEndpoints.primaryContact, async (c, { caller }) => {
    const own = await ownAccount(c, caller.customerId);
    return own instanceof Response ? own : { contact: readContact(own.contact_json) };
  });

  registerEndpoint(routes, customerEndpoints.paymentMethods, async (c, { caller }) => {
    const own = await ownAccount(c, caller.customerId);
    return own instanceof Response ? own : { payment_methods: await storedPaymentMethods(db, Number(own.id)) };
  });

  registerEndpoint(routes, customerEndpoints.accountCredit, async (c, { caller }) => {
    const own = await ownAccount(c, caller.customerId);
    return own instanceof Response ? own : { credit: Number(own.credit_minor), currency: own.currency };
  });

  registerEndpoint(routes, customerEndpoints.publicSettings, async (c, { caller }) => {
    const own = await ownAccount(c, caller.customerId);
    return own instanceof Response ? own : { is_staff: Number(own.is_staff) === 1, currency: own.currency };
  });

  return routes;
}
