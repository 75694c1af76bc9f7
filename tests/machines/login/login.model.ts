import { loginMachine } from "../../../machines/login/login.machine";
import {
  selectAccountName,
  selectCanLogIn,
  selectCanLogOut,
  selectCanRequestLink,
  selectError,
  selectIsLoggedIn,
  selectIsLoggingIn,
  selectLinkSentTo,
} from "../../../machines/login/selectors";
import type { Account } from "../../../rules/login/account";
import { customerAccount, checkoutInput as input } from "../checkout/checkout.fixtures";
import { simulatedCallError } from "../support/call-failure";
import { allOracles, fixtureEvents, type MachineFixtures } from "../support/machine-fixtures";
import type { ModelOptions, ModelOracle } from "../support/model-paths";
import { loginOracle } from "./login.oracle";

type LoginMachine = typeof loginMachine;

/** A customer with no email address on the account: the panel names them by their contact's registrant. */
const accountWithoutEmail: Account = {
  ...customerAccount,
  email: "",
  contact: {
    registrant: "Sam Buyer",
    email: "sam@example.com",
    adr1: "1 High Street",
    registrant_type: "individual",
    postcode: "EC1A 1BB",
    country: "GB",
  },
};
const humanCheckSentence = "There were too many failed logins. Please confirm you are human and try again.";

/**
 * The login's model: what the customer does and what the brand API answers, each refusal the spec or the contract
 * names. Shared by `login.test.ts` and `login-mutants.test.ts`.
 */
export const loginFixtures: MachineFixtures<LoginMachine> = {
  visitor: {
    "login.submit": () => [{ type: "login.submit", username: "customer@example.com", password: "Storefront-Demo-1" }],
    "login.link.request": () => [
      { type: "login.link.request", username: "customer@example.com", returnPath: "/order/checkout/" },
    ],
    "login.link.redeem": () => [{ type: "login.link.redeem", token: "link-token-0001" }],
    "login.logout": () => [{ type: "login.logout" }],
    "login.humanCheck.solved": () => [{ type: "login.humanCheck.solved", token: "human-check-token-1" }],
    "login.humanCheck.failed": () => [{ type: "login.humanCheck.failed" }],
  },
  actors: {
    readSession: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: true },
      { type: `xstate.done.actor.${id}`, output: false },
    ],
    logIn: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: undefined },
      { type: `xstate.error.actor.${id}`, error: simulatedCallError("authentication", "Wrong password.", 401) },
      { type: `xstate.error.actor.${id}`, error: simulatedCallError("username_too_short", "Too short.", 400) },
      { type: `xstate.error.actor.${id}`, error: simulatedCallError("human_check_required", humanCheckSentence, 429) },
      { type: `xstate.error.actor.${id}`, error: simulatedCallError("human_check_failed", "The check failed.", 422) },
      { type: `xstate.error.actor.${id}`, error: simulatedCallError("timeout", "No answer in time.", 0) },
    ],
    sendLoginLink: (_snapshot, id) => [{ type: `xstate.done.actor.${id}`, output: undefined }],
    redeemLoginLink: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: undefined },
      { type: `xstate.error.actor.${id}`, error: simulatedCallError("link_invalid", "Expired.", 400) },
    ],
    loadAccount: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: customerAccount },
      { type: `xstate.done.actor.${id}`, output: accountWithoutEmail },
    ],
    logOut: (_snapshot, id) => [{ type: `xstate.done.actor.${id}`, output: undefined }],
  },
};

/** What the views read, checked on every step: the same as the state allows and holds. */
const viewOracle: ModelOracle<LoginMachine> = () => (step) => {
  const s = step.after;
  const problems: string[] = [];
  const same = (name: string, actual: unknown, expected: unknown) => {
    if (actual !== expected)
      problems.push(`the view reads ${name} ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
  };
  same("logged in", selectIsLoggedIn(s), s.hasTag("authenticated"));
  same("logging in", selectIsLoggingIn(s), s.hasTag("submitting"));
  same("the error", selectError(s), s.context.error);
  same("the link sent to", selectLinkSentTo(s), s.context.linkSentTo);
  same("can log in", selectCanLogIn(s), s.can({ type: "login.submit", username: "someone", password: "secret" }));
  same(
    "can ask for a link",
    selectCanRequestLink(s),
    s.can({ type: "login.link.request", username: "a", returnPath: "/" }),
  );
  same("can log out", selectCanLogOut(s), s.can({ type: "login.logout" }));
  // The panel names the customer by their email, else by their contact's registrant.
  const { account } = s.context;
  same("the name", selectAccountName(s), account ? account.email || (account.contact?.registrant ?? "") : "");
  return problems;
};

/** The login model of `machine` (the real one, or a mutant of it), who checkout is told of recorded. */
export function loginModel(machine: LoginMachine = loginMachine): ModelOptions<LoginMachine> {
  const announced: (Account | null)[] = [];
  return {
    name: "login",
    machine: machine.provide({ actions: { announceAccount: (_, { account }) => announced.push(account) } }),
    input,
    events: fixtureEvents("login", loginFixtures),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.humanCheckToken !== null,
        snapshot.context.error !== null,
        snapshot.context.linkSentTo !== null,
        snapshot.context.account?.email ?? null,
      ]),
    oracle: allOracles(loginOracle(input.parentCustomerId, announced), viewOracle),
  };
}
