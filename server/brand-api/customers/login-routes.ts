import { Hono } from "hono";
import * as loginEndpoints from "../../../contract/endpoints/login";
import { clientAddress } from "../../http/client-address";
import { registerEndpoint } from "../../http/register-endpoint";
import type { BrandApiDeps } from "../deps";
import { humanCheckPassesOnce } from "../domains/human-check";
import { findAccount } from "./accounts";
import { customerError } from "./customer-errors";
import { redeemLoginLink, sendLoginLink } from "./login-links";
import {
  attemptSubjects,
  countAttempt,
  failureDelayMs,
  needsHumanCheck,
  recordSuccessfulLogin,
} from "./login-throttle";
import { unmatchableHash, verifyPassword } from "./passwords";
import { endSession, startSession } from "./sessions";

const shortestUsername = 3;

export interface LoginRouteOptions {
  now?: () => number;
  /** The password check; tests count how many attempts reach it. */
  verifyPassword?: (password: string, storedHash: string) => Promise<boolean>;
  /** Holds a failed login's answer back (past the free attempts); tests skip the wait. */
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Logging in and out (spec section 7): by password, throttled, or by a link sent by mail. */
export function loginRoutes({ db, config, mail, logger }: BrandApiDeps, options: LoginRouteOptions = {}): Hono {
  const routes = new Hono();
  const now = options.now ?? Date.now;
  const passwordMatches = options.verifyPassword ?? verifyPassword;
  const sleep = options.sleep ?? wait;
  const humanCheck = { secret: config.hcaptcha.secret, fetchImpl: options.fetchImpl };

  registerEndpoint(routes, loginEndpoints.logIn, async (c, { body }) => {
    const { credentials, parent_customer_id, hcaptcha_token } = body;
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
    return { key: await startSession(c, db, Number(account.id)) };
  });

  registerEndpoint(routes, loginEndpoints.sendLoginLink, async (c, { body: request }) => {
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
    return { sent: true };
  });

  registerEndpoint(routes, loginEndpoints.redeemLoginLink, async (c, { body: { token } }) => {
    const customerId = await redeemLoginLink(db, token, now());
    if (customerId === null)
      return customerError(c, 401, "link_invalid", "This login link has expired or was already used.");
    return { key: await startSession(c, db, customerId) };
  });

  registerEndpoint(routes, loginEndpoints.logOut, async (c) => {
    await endSession(c, db);
    return { logged_out: true };
  });

  return routes;
}
