import type { Request } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import type { loginMachine } from "../../../machines/login/login.machine";
import { basketWithDomain } from "../support/checkout-basket";
import { expect } from "../support/fixtures";
import { type DriverContext, describeBrowserModel } from "../support/model-driver";
import { customer, loginPathModel } from "../support/models/login";

type Snapshot = SnapshotFrom<typeof loginMachine>;

const checkoutPath = "/order/checkout/";

/**
 * What the current test's page knows; tests in a worker run one after another, and `start` resets it. The session is
 * read once a page: the account's own read of the current user (after a login) goes to the server.
 */
const page$ = { basketId: "", sessionRead: false };

const pathOf = (request: Request) => new URL(request.url()).pathname;
const brandApi = (method: string, path: string | RegExp) => (request: Request) =>
  request.method() === method &&
  (typeof path === "string" ? pathOf(request) === `/brand-api${path}` : path.test(pathOf(request)));
const currentUser = "/customer/current/user/current";

const guestPanel = ({ page }: DriverContext) => page.getByRole("region", { name: "Log in or continue as a guest" });
const accountPanel = ({ page }: DriverContext) => page.getByRole("region", { name: "Your account" });
const loginForm = (context: DriverContext) => guestPanel(context).getByRole("form", { name: "Log in" });
const linkForm = (context: DriverContext) => guestPanel(context).getByRole("form", { name: "Email me a login link" });
const loginButton = (context: DriverContext) => loginForm(context).getByRole("button");
const linkButton = (context: DriverContext) => linkForm(context).getByRole("button", { name: "Email me a login link" });
const humanCheck = ({ page }: DriverContext) => page.getByRole("region", { name: "Confirm you are human to log in" });
const errorShown = ({ page }: DriverContext) => page.getByRole("alert").filter({ hasText: /\S/ });

/** The panel says what went wrong, if anything, and to whom a login link went. */
async function guestSees(context: DriverContext, snapshot: Snapshot) {
  const { error, linkSentTo } = snapshot.context;
  await expect(guestPanel(context)).toBeVisible();
  if (error) await expect(guestPanel(context).getByRole("alert")).toContainText(error);
  else await expect(guestPanel(context).getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  if (linkSentTo)
    await expect(guestPanel(context)).toContainText(`If ${linkSentTo} has an account, a login link is on its way.`);
}

describeBrowserModel({
  ...loginPathModel,
  start: async ({ page, brandInfo }) => {
    page$.sessionRead = false;
    // Off the app (no login running yet), a real basket to check out and a real session of the sandbox customer: the
    // account loads from the server whichever way the path logs in (the driver answers the login calls themselves).
    page$.basketId = await basketWithDomain(page, brandInfo, "login-path");
    const loggedIn = await page.evaluate(
      async (body) =>
        (
          await fetch("/brand-api/login", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          })
        ).status,
      {
        credentials: { username: customer.email, password: customer.password },
        parent_customer_id: brandInfo.parentCustomerId,
      },
    );
    expect(loggedIn, "the sandbox customer's session").toBe(200);
    await page.goto(`${checkoutPath}?basket=${page$.basketId}`);
  },
  visitorActions: {
    "login.submit": async (context, event) => {
      await loginForm(context).getByLabel("Email address").fill(event.username);
      await loginForm(context).getByLabel("Password").fill(event.password);
      await loginButton(context).click();
    },
    "login.link.request": async (context, event) => {
      await linkForm(context).getByLabel("Or get a one-time login link by email").fill(event.username);
      await linkButton(context).click();
    },
    // The link from the email opens the checkout as a new page.
    "login.link.redeem": async ({ page }, event) => {
      page$.sessionRead = false;
      await page.goto(`${checkoutPath}?basket=${page$.basketId}&login_token=${event.token}`);
    },
    "login.humanCheck.solved": async (context) =>
      humanCheck(context).getByRole("button", { name: "I am a human" }).click(),
    "login.humanCheck.failed": async (context) =>
      humanCheck(context).getByRole("button", { name: "I could not complete the check" }).click(),
    "login.logout": async (context) => accountPanel(context).getByRole("button", { name: "Log out" }).click(),
  },
  invokeRequests: {
    readSession: {
      matches: (request) => !page$.sessionRead && brandApi("GET", currentUser)(request),
      answer: (event) => {
        page$.sessionRead = true;
        // Logged in: the sandbox customer's real session answers.
        return event.output ? "server" : { json: { user_id: null, customer_id: null } };
      },
    },
    // A real login of the sandbox customer; refusals are the driver's.
    logIn: { matches: brandApi("POST", "/login"), answer: () => "server" },
    sendLoginLink: { matches: brandApi("POST", "/login/token"), answer: () => ({ json: { sent: true } }) },
    redeemLoginLink: { matches: brandApi("POST", "/login/link"), answer: () => ({ json: { key: "model-path" } }) },
    // The account's contact, from the sandbox customer's real session (its other reads go to the server too).
    loadAccount: {
      matches: brandApi("GET", /^\/brand-api\/customer\/\d+\/user\/primary\/contact$/),
      answer: () => "server",
    },
    // Logged out as the page sees it; the server's session stays, so a later login by link loads the account.
    logOut: { matches: brandApi("POST", "/logout"), answer: () => ({ json: { logged_out: true } }) },
  },
  stateAssertions: {
    // Nothing to log in with until the page knows whether this browser is logged in.
    "login.checkingSession": async (context) => {
      await expect(context.page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      await expect(guestPanel(context)).toHaveCount(0);
      await expect(accountPanel(context)).toHaveCount(0);
    },
    "login.guest": guestSees,
    "login.guest.ready": async (context) => {
      await expect(loginButton(context)).toHaveText("Log in");
      await expect(loginButton(context)).toBeEnabled();
      await expect(humanCheck(context)).toHaveCount(0);
    },
    "login.guest.humanCheckNeeded": async (context) => {
      await expect(humanCheck(context).getByRole("button", { name: "I am a human" })).toBeVisible();
      await expect(loginButton(context)).toBeDisabled();
      await expect(linkButton(context)).toBeEnabled();
    },
    "login.loggingIn": async (context) => {
      await expect(loginButton(context)).toHaveText("Logging in…");
      await expect(loginForm(context).getByLabel("Email address")).toHaveValue(customer.email);
    },
    "login.sendingLink": async (context) => {
      await expect(linkButton(context)).toBeDisabled();
      await expect(linkForm(context).getByLabel("Or get a one-time login link by email")).toHaveValue(customer.email);
    },
    // The link's token is taken out of the address, so a reload does not spend it again.
    "login.redeemingLink": async (context) => {
      await expect(guestPanel(context)).toBeVisible();
      await expect(context.page).not.toHaveURL(/login_token=/);
      await expect(loginButton(context)).toBeDisabled();
    },
    "login.loadingAccount": async (context) => {
      await expect(loginButton(context)).toHaveText("Logging in…");
      await expect(errorShown(context)).toHaveCount(0);
    },
    "login.loggedIn": async (context, snapshot) => {
      await expect(accountPanel(context)).toContainText(`Logged in as ${customer.email}.`);
      await expect(accountPanel(context).getByRole("button", { name: "Log out" })).toBeEnabled();
      if (snapshot.context.error)
        await expect(accountPanel(context).getByRole("alert")).toContainText(snapshot.context.error);
    },
    "login.loggingOut": async (context) => {
      await expect(accountPanel(context).getByRole("button", { name: "Log out" })).toBeDisabled();
      await expect(guestPanel(context)).toHaveCount(0);
    },
  },
});
