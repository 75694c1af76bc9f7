import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { loginMachine } from "../../../machines/login/login.machine";
import { selectAccountName, selectShowsHumanCheck } from "../../../machines/login/selectors";
import type { Account } from "../../../rules/login/account";
import { customerAccount as account, checkoutInput as input } from "../checkout/checkout.fixtures";
import { simulatedCallError } from "../support/call-failure";
import { describeModelPaths } from "../support/model-coverage";
import { loginModel } from "./login.model";

function start(
  overrides: { session?: boolean; logIn?: () => Promise<void>; redeem?: () => Promise<void>; loaded?: Account } = {},
) {
  const announced: (Account | null)[] = [];
  const logInCalls = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      readSession: fromPromise(async () => overrides.session ?? false),
      logIn: fromPromise(async ({ input: request }) => {
        logInCalls(request);
        await (overrides.logIn ?? (async () => {}))();
      }),
      sendLoginLink: fromPromise(async () => {}),
      redeemLoginLink: fromPromise(async () => (overrides.redeem ?? (async () => {}))()),
      loadAccount: fromPromise(async () => overrides.loaded ?? account),
      logOut: fromPromise(async () => {}),
    },
    actions: { announceAccount: (_, params) => announced.push(params.account) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, announced, logInCalls };
}

describe("login machine", () => {
  it("loads the account of an existing session and hands it to checkout", async () => {
    const { actor, announced } = start({ session: true });
    await waitFor(actor, (s) => s.matches("loggedIn"));
    expect(actor.getSnapshot().context.account).toEqual(account);
    expect(announced).toEqual([account]);
  });

  it("names a customer with neither an email nor a contact by nothing, rather than failing", async () => {
    const { actor } = start({ session: true, loaded: { ...account, email: "", contact: null } });
    await waitFor(actor, (s) => s.matches("loggedIn"));
    expect(selectAccountName(actor.getSnapshot())).toBe("");
  });

  it("logs in with the brand's parent customer id, then logs out again", async () => {
    const { actor, announced, logInCalls } = start();
    await waitFor(actor, (s) => s.matches("guest"));
    actor.send({ type: "login.submit", username: "customer@example.com", password: "Storefront-Demo-1" });
    await waitFor(actor, (s) => s.matches("loggedIn"));
    expect(logInCalls).toHaveBeenCalledWith({
      username: "customer@example.com",
      password: "Storefront-Demo-1",
      parentCustomerId: 101,
    });
    actor.send({ type: "login.logout" });
    await waitFor(actor, (s) => s.matches("guest"));
    expect(actor.getSnapshot().context.account).toBeNull();
    expect(announced).toEqual([account, null]);
  });

  it.each([
    ["authentication", "Incorrect login details, please try again."],
    ["username_too_short", "The username is too short."],
    ["other", "We could not log you in right now. Please try again in a moment."],
  ])("shows the %s error", async (code, message) => {
    const { actor } = start({
      logIn: async () => {
        throw simulatedCallError(code, "Too many failed logins. Please wait 2 seconds and try again.");
      },
    });
    await waitFor(actor, (s) => s.matches("guest"));
    actor.send({ type: "login.submit", username: "someone", password: "x" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().value).toEqual({ guest: "ready" });
  });

  it("asks for the human check after repeated failures, sends its token once, and never locks the customer out", async () => {
    const answers = [
      () =>
        simulatedCallError(
          "human_check_required",
          "There were too many failed logins. Please confirm you are human and try again.",
        ),
      () => simulatedCallError("authentication"),
      () =>
        simulatedCallError(
          "human_check_required",
          "There were too many failed logins. Please confirm you are human and try again.",
        ),
    ];
    const { actor, logInCalls } = start({
      logIn: async () => {
        const next = answers.shift();
        if (next) throw next();
      },
    });
    const submit = { type: "login.submit", username: "customer@example.com", password: "Storefront-Demo-1" } as const;
    await waitFor(actor, (s) => s.hasTag("busy") === false);
    actor.send({ ...submit, password: "wrong" });
    await waitFor(actor, selectShowsHumanCheck);
    expect(actor.getSnapshot().context.error).toBe(
      "There were too many failed logins. Please confirm you are human and try again.",
    );
    // No login without the check: the form's button is disabled by can().
    expect(actor.getSnapshot().can(submit)).toBe(false);
    actor.send({ type: "login.humanCheck.failed" });
    expect(actor.getSnapshot().context.error).toBe("The human check did not pass. Please try it again.");
    expect(selectShowsHumanCheck(actor.getSnapshot())).toBe(true);

    actor.send({ type: "login.humanCheck.solved", token: "token-1" });
    expect(actor.getSnapshot().can(submit)).toBe(true);
    actor.send({ ...submit, password: "wrong again" });
    await waitFor(actor, (s) => s.context.error === "Incorrect login details, please try again.");
    expect(logInCalls).toHaveBeenLastCalledWith(expect.objectContaining({ hcaptchaToken: "token-1" }));
    // The token was spent: the next attempt goes without it, and the brand API asks for a new check.
    actor.send(submit);
    await waitFor(actor, selectShowsHumanCheck);
    expect(logInCalls.mock.lastCall?.[0]).not.toHaveProperty("hcaptchaToken");
    actor.send({ type: "login.humanCheck.solved", token: "token-2" });
    actor.send(submit);
    await waitFor(actor, (s) => s.hasTag("authenticated"));
    expect(logInCalls).toHaveBeenLastCalledWith(expect.objectContaining({ hcaptchaToken: "token-2" }));
    expect(logInCalls).toHaveBeenCalledTimes(4);
  });

  it("sends a login link, and logs in with a valid one but not an expired one", async () => {
    const { actor } = start({
      redeem: async () => {
        throw simulatedCallError("link_invalid");
      },
    });
    await waitFor(actor, (s) => s.matches("guest"));
    actor.send({ type: "login.link.request", username: "customer@example.com", returnPath: "/order/checkout/" });
    await waitFor(actor, (s) => s.context.linkSentTo !== null);
    expect(actor.getSnapshot().context.linkSentTo).toBe("customer@example.com");
    actor.send({ type: "login.link.redeem", token: "expired-token" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatch(/expired or was already used/);

    const second = start();
    await waitFor(second.actor, (s) => s.matches("guest"));
    second.actor.send({ type: "login.link.redeem", token: "good-token" });
    await waitFor(second.actor, (s) => s.matches("loggedIn"));
  });
});

/** The generated paths, each checked by the login oracle and the views after every step (see docs/testing.md). */
describeModelPaths(loginModel());
