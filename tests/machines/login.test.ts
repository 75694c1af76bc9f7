import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { simulatedCallError } from "../../machines/checkout/call-errors";
import { type LoginEvent, loginMachine } from "../../machines/login/login.machine";
import type { Account } from "../../rules/login/account";
import { customerAccount as account, checkoutInput as input } from "../fixtures/checkout";
import { actorDone } from "./support/actor-done";
import { describeModelPaths } from "./support/model-coverage";

function start(overrides: { session?: boolean; logIn?: () => Promise<void>; redeem?: () => Promise<void> } = {}) {
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
      loadAccount: fromPromise(async () => account),
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
    ["human_check_required", "There were too many failed logins. Please confirm you are human and try again."],
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
    expect(actor.getSnapshot().value).toBe("guest");
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

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
const done = (id: string, output?: unknown) => actorDone<LoginEvent>(id, output);

describeModelPaths({
  name: "login",
  machine: loginMachine,
  input,
  events: (snapshot: LoginSnapshot): LoginEvent[] => [
    { type: "login.submit", username: "customer@example.com", password: "secret" },
    { type: "login.link.request", username: "customer@example.com", returnPath: "/order/checkout/" },
    { type: "login.link.redeem", token: "token" },
    { type: "login.logout" },
    ...(snapshot.matches("checkingSession") ? [done("readSession", true), done("readSession", false)] : []),
    done("logIn"),
    done("sendLoginLink"),
    done("redeemLoginLink"),
    done("loadAccount", account),
    done("logOut"),
  ],
});
