import { assertEvent, assign, type EventObject, fromPromise, setup } from "xstate";
import { paymentErrorMessage } from "../../rules/checkout/payment-errors";
import { type Account, loginErrorMessages } from "../../rules/login/account";
import type { ChartStateMeta } from "../chart-meta";
import type { TransitionOf } from "../setup-types";
import { loginCallErrorCode, loginCallErrorMessage } from "./call-errors";

export interface LoginInput {
  parentCustomerId: number;
  supportPhone: string;
}

export interface LoginContext extends LoginInput {
  account: Account | null;
  error: string | null;
  /** Where the last login link was sent, for the confirmation message. */
  linkSentTo: string | null;
  /** The username last asked for a link. */
  linkRequestedFor: string;
  /** The solved human check's token, sent with the next login and then spent (one token, one attempt). */
  humanCheckToken: string | null;
}

/**
 * What the views read besides context (machines/login/selectors.ts): whether the session is known yet, a login
 * under way, a call under way, a customer logged in.
 */
/**
 * What a view can rely on: `submitting` while a login (password or link) is under way, `busy` while any call runs,
 * `authenticated` while an account is held. Checking the session and asking for a human check are one state each,
 * read through machines/login/selectors.ts.
 */
export type LoginTag = "submitting" | "busy" | "authenticated";

export type LoginEvent =
  | { type: "login.submit"; username: string; password: string }
  | { type: "login.link.request"; username: string; returnPath: string }
  | { type: "login.link.redeem"; token: string }
  | { type: "login.logout" }
  | { type: "login.humanCheck.solved"; token: string }
  | { type: "login.humanCheck.failed" };

export interface LogInInput {
  username: string;
  password: string;
  parentCustomerId: number;
  /** Present after the brand API asked for the human check (`human_check_required`). */
  hcaptchaToken?: string;
}

/** The login error to show: the spec's own messages, or the brand API's sentence when it asks for the human check. */
function loginErrorMessage(error: unknown, supportPhone: string): string {
  const code = loginCallErrorCode(error);
  if (code === "authentication" || code === "username_too_short") return paymentErrorMessage(code, supportPhone);
  if (code === "human_check_required") return loginCallErrorMessage(error) ?? loginErrorMessages.humanCheckRequired;
  if (code === "human_check_failed") return loginCallErrorMessage(error) ?? loginErrorMessages.humanCheckFailed;
  return loginErrorMessages.unavailable;
}

/**
 * Login (spec section 4 "Login"): a returning customer logs in with a password or a one-time
 * link; their contact details, customer id and stored payment methods are then loaded and
 * handed to checkout (`announceAccount`), which copies them into the basket.
 */
const loginSetup = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as LoginTag,
    meta: {} as ChartStateMeta,
  },
  actors: {
    readSession: fromPromise<boolean>(async () => false),
    logIn: fromPromise<void, LogInInput>(async () => {
      throw new Error("logIn is injected");
    }),
    sendLoginLink: fromPromise<void, { username: string; returnPath: string; parentCustomerId: number }>(async () => {
      throw new Error("sendLoginLink is injected");
    }),
    redeemLoginLink: fromPromise<void, { token: string }>(async () => {
      throw new Error("redeemLoginLink is injected");
    }),
    loadAccount: fromPromise<Account>(async () => {
      throw new Error("loadAccount is injected");
    }),
    logOut: fromPromise<void>(async () => {
      throw new Error("logOut is injected");
    }),
  },
  actions: {
    /** Tells the rest of the app who is logged in (null after logout); the app passes it to checkout. */
    announceAccount: (_, _params: { account: Account | null }) => {},
  },
  guards: {
    hasSession: (_, { loggedIn }: { loggedIn: boolean }) => loggedIn,
    /** After repeated failures the brand API takes a login only with a solved human check. */
    asksForHumanCheck: (_, { error }: { error: unknown }) => {
      const code = loginCallErrorCode(error);
      return code === "human_check_required" || code === "human_check_failed";
    },
  },
});

/** A call that failed: back to the guest's forms, with the sentence that tells the visitor what to do next. */
function backToGuestSaying<TEvent extends EventObject>(
  description: string,
  message: string,
): TransitionOf<typeof loginSetup, TEvent> {
  return { description, target: "guest", actions: assign({ error: message }) };
}

export const loginMachine = loginSetup.createMachine({
  id: "login",
  description: "Who is shopping: a guest, or a customer logged in with their password or a login link.",
  context: ({ input }) => ({
    ...input,
    account: null,
    error: null,
    linkSentTo: null,
    linkRequestedFor: "",
    humanCheckToken: null,
  }),
  initial: "checkingSession",
  states: {
    checkingSession: {
      description: "Checking whether this browser is already logged in.",
      meta: { activity: "checking for a login session" },
      tags: ["busy"],
      invoke: {
        id: "readSession",
        src: "readSession",
        onDone: [
          {
            description: "already logged in",
            guard: { type: "hasSession", params: ({ event }) => ({ loggedIn: event.output }) },
            target: "loadingAccount",
          },
          { description: "not logged in", target: "guest" },
        ],
        onError: { description: "session unknown, shop as guest", target: "guest" },
      },
      // A login link opened in this browser wins over whatever session it had.
      on: { "login.link.redeem": { description: "visitor opened a login link", target: "redeemingLink" } },
    },
    guest: {
      description: "Shopping as a guest: can log in with a password or ask for a login link.",
      initial: "ready",
      states: {
        ready: {
          description: "The login form takes a username and password.",
          on: {
            "login.submit": {
              description: "visitor logs in with a password",
              target: "#login.loggingIn",
              actions: assign({ error: null, linkSentTo: null }),
            },
          },
        },
        humanCheckNeeded: {
          description:
            "After too many failed logins the next one needs a solved human check: the customer is slowed down, never locked out.",
          on: {
            "login.humanCheck.solved": {
              description: "human check solved",
              target: "ready",
              actions: assign({ humanCheckToken: ({ event }) => event.token, error: null }),
            },
            "login.humanCheck.failed": {
              description: "human check failed",
              actions: assign({ error: loginErrorMessages.humanCheckFailed }),
            },
          },
        },
      },
      on: {
        "login.link.request": {
          description: "visitor asks for a login link",
          target: "sendingLink",
          actions: assign({ error: null, linkSentTo: null, linkRequestedFor: ({ event }) => event.username }),
        },
        "login.link.redeem": {
          description: "visitor opened a login link",
          target: "redeemingLink",
          actions: assign({ error: null }),
        },
      },
    },
    loggingIn: {
      description: "Checking the username and password.",
      meta: { activity: "checking the password" },
      tags: ["submitting", "busy"],
      invoke: {
        id: "logIn",
        src: "logIn",
        input: ({ context, event }) => {
          assertEvent(event, "login.submit");
          return {
            username: event.username,
            password: event.password,
            parentCustomerId: context.parentCustomerId,
            ...(context.humanCheckToken ? { hcaptchaToken: context.humanCheckToken } : {}),
          };
        },
        onDone: {
          description: "password accepted",
          target: "loadingAccount",
          actions: assign({ humanCheckToken: null }),
        },
        onError: [
          {
            description: "too many failures, human check needed",
            guard: { type: "asksForHumanCheck", params: ({ event }) => ({ error: event.error }) },
            target: "guest.humanCheckNeeded",
            actions: assign({
              humanCheckToken: null,
              error: ({ context, event }) => loginErrorMessage(event.error, context.supportPhone),
            }),
          },
          {
            description: "login refused",
            target: "guest",
            actions: assign({
              humanCheckToken: null,
              error: ({ context, event }) => loginErrorMessage(event.error, context.supportPhone),
            }),
          },
        ],
      },
    },
    sendingLink: {
      description: "Emailing a one-time login link.",
      meta: { activity: "emailing a login link" },
      tags: ["busy"],
      invoke: {
        id: "sendLoginLink",
        src: "sendLoginLink",
        input: ({ context, event }) => {
          assertEvent(event, "login.link.request");
          return { username: event.username, returnPath: event.returnPath, parentCustomerId: context.parentCustomerId };
        },
        onDone: {
          description: "link sent",
          target: "guest",
          actions: assign({ linkSentTo: ({ context }) => context.linkRequestedFor }),
        },
        onError: backToGuestSaying("link not sent", loginErrorMessages.linkNotSent),
      },
    },
    redeemingLink: {
      description: "Logging in with the one-time link from the email.",
      meta: { activity: "logging in with the link" },
      tags: ["busy"],
      invoke: {
        id: "redeemLoginLink",
        src: "redeemLoginLink",
        input: ({ event }) => {
          assertEvent(event, "login.link.redeem");
          return { token: event.token };
        },
        onDone: { description: "link accepted", target: "loadingAccount" },
        onError: backToGuestSaying("link invalid or expired", loginErrorMessages.linkInvalid),
      },
    },
    loadingAccount: {
      description: "Loading the customer's contact details, customer id, stored payment methods and credit.",
      meta: { activity: "loading the customer's account" },
      tags: ["submitting", "busy"],
      invoke: {
        id: "loadAccount",
        src: "loadAccount",
        onDone: {
          description: "account loaded, passed to checkout",
          target: "loggedIn",
          actions: [
            assign({ account: ({ event }) => event.output, error: null }),
            { type: "announceAccount", params: ({ event }) => ({ account: event.output }) },
          ],
        },
        onError: backToGuestSaying("account not loaded", loginErrorMessages.accountUnavailable),
      },
    },
    loggedIn: {
      description: "Logged in: checkout can use the stored payment methods and account credit.",
      tags: ["authenticated"],
      on: {
        "login.logout": { description: "visitor logs out", target: "loggingOut", actions: assign({ error: null }) },
      },
    },
    loggingOut: {
      description: "Ending the login session.",
      meta: { activity: "logging out" },
      tags: ["authenticated", "busy"],
      invoke: {
        id: "logOut",
        src: "logOut",
        onDone: {
          description: "logged out, checkout told",
          target: "guest",
          actions: [assign({ account: null }), { type: "announceAccount", params: { account: null } }],
        },
        onError: {
          description: "logout failed",
          target: "loggedIn",
          actions: assign({ error: loginErrorMessages.logoutFailed }),
        },
      },
    },
  },
});
