import { type Context, Hono } from "hono";
import {
  type CustomerErrorCode,
  contactSchema,
  loginLinkRedeemSchema,
  loginRequestSchema,
  loginTokenRequestSchema,
  userLookupQuerySchema,
  userLookupRequestSchema,
} from "../../../contract/customer";
import { int32IdParam } from "../../../contract/limits";
import { apiError } from "../../http/api-error";
import { clientAddress } from "../../http/client-address";
import { readJsonBody, readQuery, validParam } from "../../http/validate";
import { humanCheckPassesOnce } from "../domains/human-check";
import type { BrandApiDeps } from "../index";
import { accountById, findAccount, readContact, storedPaymentMethods } from "./accounts";
import { redeemLoginLink, sendLoginLink } from "./login-links";
import {
  attemptSubjects,
  countAttempt,
  failureDelayMs,
  needsHumanCheck,
  recordSuccessfulLogin,
} from "./login-throttle";
import { unmatchableHash, verifyPassword } from "./passwords";
import { endSession, sessionCustomerId, startSession } from "./sessions";

const shortestUsername = 3;

function customerError(
  c: Context,
  status: 401 | 403 | 422 | 429 | 503,
  code: CustomerErrorCode,
  message: string,
  extra?: Record<string, unknown>,
) {
  return apiError(c, status, code, message, extra);
}

function notLoggedIn(c: Context) {
  return customerError(c, 401, "not_logged_in", "You are not logged in.");
}

export interface CustomerRouteOptions {
  now?: () => number;
  /** The password check; tests count how many attempts reach it. */
  verifyPassword?: (password: string, storedHash: string) => Promise<boolean>;
  /** Holds a failed login's answer back (past the free attempts); tests skip the wait. */
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Customers and login of spec section 7; the seeded accounts come from migration 0302. */
export function customerRoutes({ db, config, mail, logger }: BrandApiDeps, options: CustomerRouteOptions = {}): Hono {
  const routes = new Hono();
  const now = options.now ?? Date.now;
  const passwordMatches = options.verifyPassword ?? verifyPassword;
  const sleep = options.sleep ?? wait;
  const humanCheck = { secret: config.hcaptcha.secret, fetchImpl: options.fetchImpl };

  routes.post("/login", async (c) => {
    const { credentials, parent_customer_id, hcaptcha_token } = await readJsonBody(c, loginRequestSchema);
    const username = credentials.username.trim();
    if (username.length < shortestUsername)
      return customerError(c, 422, "username_too_short", "The username is too short.");
    // Counted before the password is checked, in one statement, so concurrent guesses cannot slip past the count.
    const subjects = attemptSubjects(parent_customer_id, username, clientAddress(c, config.proxyTrust));
    const counts = await countAttempt(db, subjects, now());
    if (needsHumanCheck(counts)) {
      // The real customer is never locked out: a human check lets each further attempt through.
      if (!hcaptcha_token)
        return customerError(
          c,
          429,
          "human_check_required",
          "There were too many failed logins. Please confirm you are human and try again.",
        );
      if (!(await humanCheckPassesOnce(hcaptcha_token, humanCheck)))
        return customerError(c, 422, "human_check_failed", "The human check did not pass. Please try again.");
    }
    const account = await findAccount(db, parent_customer_id, username);
    // An unknown account costs the same hashing time as a wrong password, so timing tells nothing.
    const valid = await passwordMatches(credentials.password, account?.password_hash ?? unmatchableHash);
    if (!account || !valid) {
      const delay = failureDelayMs(counts);
      if (delay > 0) await sleep(delay);
      return customerError(c, 401, "authentication", "Incorrect login details, please try again.");
    }
    await recordSuccessfulLogin(db, subjects);
    return c.json({ key: await startSession(c, db, Number(account.id)) });
  });

  routes.post("/login/token", async (c) => {
    const request = await readJsonBody(c, loginTokenRequestSchema);
    const account = await findAccount(db, request.parent_customer_id, request.username);
    // The answer is the same whether or not the account exists, unless the mail relay refused the link: then the
    // visitor is told to use the password instead of waiting for mail that will not come.
    if (account)
      try {
        await sendLoginLink({ db, config, mail }, { ...account, id: Number(account.id) }, request.return_path, now());
      } catch (error) {
        logger?.warn("login link not accepted for delivery", { error: String(error) });
        return customerError(
          c,
          503,
          "login_link_unavailable",
          "Login links cannot be emailed at the moment. Please log in with your password.",
        );
      }
    return c.json({ sent: true });
  });

  routes.post("/login/link", async (c) => {
    const { token } = await readJsonBody(c, loginLinkRedeemSchema);
    const customerId = await redeemLoginLink(db, token, now());
    if (customerId === null)
      return customerError(c, 401, "link_invalid", "This login link has expired or was already used.");
    return c.json({ key: await startSession(c, db, customerId) });
  });

  routes.post("/logout", async (c) => {
    await endSession(c, db);
    return c.json({ logged_out: true });
  });

  routes.post("/customer//user/lookup", async (c) => {
    const { email } = await readJsonBody(c, userLookupRequestSchema);
    const parent = readQuery(c, userLookupQuerySchema).parent_customer_id;
    const byEmail = db.selectFrom("customers").select("id").where("email", "=", email.trim().toLowerCase());
    const rows = await (parent === undefined ? byEmail : byEmail.where("parent_customer_id", "=", parent)).execute();
    return c.json({ exists: rows.length > 0 });
  });

  routes.get("/customer/current/user/current", async (c) => {
    const customerId = await sessionCustomerId(c, db);
    return c.json({ user_id: customerId, customer_id: customerId });
  });

  routes.get("/customer/current/user/current/contact", async (c) => {
    const customerId = await sessionCustomerId(c, db);
    if (customerId === null) return notLoggedIn(c);
    return c.json({ contact: readContact((await accountById(db, customerId))?.contact_json ?? null) });
  });

  routes.put("/customer/current/user/current/contact", async (c) => {
    const customerId = await sessionCustomerId(c, db);
    if (customerId === null) return notLoggedIn(c);
    const contact = await readJsonBody(c, contactSchema);
    await db
      .updateTable("customers")
      .set({ contact_json: JSON.stringify(contact) })
      .where("id", "=", customerId)
      .execute();
    return c.json({ contact });
  });

  /** The account-scoped calls answer only for the logged-in customer's own id. */
  const ownAccount = async (c: Context) => {
    const customerId = await sessionCustomerId(c, db);
    if (customerId === null) return { response: notLoggedIn(c) } as const;
    if (validParam(c, "id", int32IdParam) !== customerId)
      return { response: customerError(c, 403, "not_yours", "This is not your account.") } as const;
    const account = await accountById(db, customerId);
    if (!account) return { response: notLoggedIn(c) } as const;
    return { account } as const;
  };

  routes.get("/customer/:id/user/primary/contact", async (c) => {
    const own = await ownAccount(c);
    if ("response" in own) return own.response;
    return c.json({ contact: readContact(own.account.contact_json) });
  });

  routes.get("/customer/:id/payment_method", async (c) => {
    const own = await ownAccount(c);
    if ("response" in own) return own.response;
    return c.json({ payment_methods: await storedPaymentMethods(db, Number(own.account.id)) });
  });

  routes.get("/customer/:id/credit", async (c) => {
    const own = await ownAccount(c);
    if ("response" in own) return own.response;
    return c.json({ credit: Number(own.account.credit_minor), currency: own.account.currency });
  });

  routes.get("/customer/:id/settings/public", async (c) => {
    const own = await ownAccount(c);
    if ("response" in own) return own.response;
    return c.json({ is_staff: Number(own.account.is_staff) === 1, currency: own.account.currency });
  });

  return routes;
}
