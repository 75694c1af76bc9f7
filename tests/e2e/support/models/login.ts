import type { SnapshotFrom } from "xstate";
import { loginMachine } from "../../../../machines/login/login.machine";
import { loginErrorMessages } from "../../../../rules/login/account";
import { customerAccount, checkoutInput as input } from "../../../machines/checkout/checkout.fixtures";
import { simulatedCallError } from "../../../machines/support/call-failure";
import type { ModelEventOf } from "../../../machines/support/model-paths";
import type { BrowserPathModel } from "../browser-paths";

type Snapshot = SnapshotFrom<typeof loginMachine>;

/** The sandbox customer of every brand (decisions.md section 5): the paths log in as them. */
export const customer = { email: "customer@example.com", password: "Storefront-Demo-1" };

/**
 * The events a visitor and the brand API can cause, as the browser reproduces them on the checkout page's login panel:
 * the sandbox customer logs in, asks for a link, opens one (a new page, so while the session is checked), solves or
 * fails the human check, logs out; the brand API accepts, refuses (wrong password, too many failures, a used link) or
 * fails (the model's automatic failures).
 */
function events(snapshot: Snapshot): ModelEventOf<typeof loginMachine>[] {
  const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}` as const, output });
  const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, error });
  return [
    done("readSession", true),
    done("readSession", false),
    ...(snapshot.matches("checkingSession") ? [{ type: "login.link.redeem", token: "link-token-0001" } as const] : []),
    { type: "login.submit", username: customer.email, password: customer.password },
    { type: "login.link.request", username: customer.email, returnPath: "/order/checkout/" },
    { type: "login.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" },
    { type: "login.humanCheck.failed" },
    { type: "login.logout" },
    done("logIn"),
    failed("logIn", simulatedCallError("authentication", "Wrong password.", 401)),
    failed("logIn", simulatedCallError("human_check_required", loginErrorMessages.humanCheckRequired, 429)),
    done("sendLoginLink"),
    done("redeemLoginLink"),
    failed("redeemLoginLink", simulatedCallError("link_invalid", "Expired.", 400)),
    done("loadAccount", customerAccount),
    done("logOut"),
  ];
}

/** The login machine's browser paths: generated from these fixtures, the same for the spec and the Vitest check. */
export const loginPathModel: BrowserPathModel<typeof loginMachine> = {
  name: "login",
  machine: loginMachine,
  input: { parentCustomerId: input.parentCustomerId, supportPhone: "+1 555 0100" },
  events,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.error !== null, snapshot.context.linkSentTo !== null]),
  notDrivenInBrowser: {
    "login.guest —login.link.redeem→ login.redeemingLink":
      "a login link comes by email and opens as a new page, where the login is still checking the session: the browser takes the transition from checking the session",
  },
};
