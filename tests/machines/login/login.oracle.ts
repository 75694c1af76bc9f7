import type { SnapshotFrom } from "xstate";
import { z } from "zod/mini";
import type { loginMachine } from "../../../machines/login/login.machine";
import { selectIsCheckingSession, selectShowsHumanCheck } from "../../../machines/login/selectors";
import type { ModelOracle, ModelStep } from "../support/model-paths";

/**
 * The login oracle: what the spec (storefront-spec.md sections 4, 7 and 8) and the product decisions say about a
 * returning customer logging in. POST /login takes the credentials and the brand's parent customer id; after a
 * login (by password, by a one-time link, or an existing session) the account is loaded and handed on to checkout;
 * logout hands on nobody. After repeated failures the brand API asks for a human check (`human_check_required`):
 * the customer is slowed down, never locked out, and a solved check's token goes with the next login only. Written
 * from the spec and the contract only: nothing of the machine or of `rules/login/` is imported (the messages are
 * restated here).
 */

type LoginMachine = typeof loginMachine;
type Snapshot = SnapshotFrom<LoginMachine>;
type Step = ModelStep<LoginMachine>;

/** Spec section 8, word for word, and the product's words where the spec shows none (decisions.md section 7). */
export const loginMessages = {
  authentication: "Incorrect login details, please try again.",
  usernameTooShort: "The username is too short.",
  unavailable: "We could not log you in right now. Please try again in a moment.",
  humanCheckFailed: "The human check did not pass. Please try it again.",
  linkInvalid: "This login link has expired or was already used. Ask for a new one below.",
  linkNotSent: "We could not send the login link. Please try again.",
  accountUnavailable: "We could not load your account. Please try again.",
  logoutFailed: "We could not log you out. Please try again.",
} as const;

/** The call each state has running, by invoke id. */
const callOfState: Record<string, string> = {
  checkingSession: "readSession",
  loggingIn: "logIn",
  sendingLink: "sendLoginLink",
  redeemingLink: "redeemLoginLink",
  loadingAccount: "loadAccount",
  loggingOut: "logOut",
};
/** What the views read (a tag, or a selector for what one state means), and the states where it holds. */
const viewReads: [string, (snapshot: Snapshot) => boolean, readonly string[]][] = [
  ["checking the session", selectIsCheckingSession, ["checkingSession"]],
  ["submitting", (snapshot) => snapshot.hasTag("submitting"), ["loggingIn", "loadingAccount"]],
  ["authenticated", (snapshot) => snapshot.hasTag("authenticated"), ["loggedIn", "loggingOut"]],
  ["the human check", selectShowsHumanCheck, ["guest.humanCheckNeeded"]],
  ["busy", (snapshot) => snapshot.hasTag("busy"), Object.keys(callOfState)],
];
const loggedInStates = ["loggedIn", "loggingOut"];

const failureSchema = z.object({ code: z.string(), message: z.string() });
/** Failures of the browser's own (no answer came): they carry no sentence of the brand API. */
const browserCodes = ["timeout", "network", "unexpected_answer"];

/** Where the login is: a top-level state, or `guest.ready` / `guest.humanCheckNeeded`. */
function whereOf(snapshot: Snapshot): string {
  const value: unknown = snapshot.value;
  if (typeof value === "string") return value;
  const [[parent, child]] = Object.entries(z.record(z.string(), z.string()).parse(value));
  return `${parent}.${child}`;
}

/** What one path has done so far that a single snapshot does not show. */
interface Memory {
  parentCustomerId: number;
  /** The solved human check's token not yet sent with a login. */
  token: string | null;
  /** The login asked, the link asked for. */
  submitted: { username: string; password: string } | null;
  linkRequest: { username: string; returnPath: string } | null;
  linkSentTo: string | null;
  redeemToken: string | null;
  /** The account last loaded; null after logout. */
  account: unknown;
  /** What the login last told the customer (null: nothing). */
  error: string | null;
  /** The call whose answer is awaited, with the token it carries. */
  loginToken: string | null;
}

/** The message of a refused login (spec section 8; the brand API's own sentence when it asks for a human check). */
function refusalOf(error: unknown): { where: string; message: string } {
  const failure = failureSchema.safeParse(error);
  const code = failure.data?.code;
  if (code === "authentication") return { where: "guest.ready", message: loginMessages.authentication };
  if (code === "username_too_short") return { where: "guest.ready", message: loginMessages.usernameTooShort };
  if ((code === "human_check_required" || code === "human_check_failed") && failure.data) {
    return { where: "guest.humanCheckNeeded", message: failure.data.message };
  }
  return { where: "guest.ready", message: loginMessages.unavailable };
}

function stateProblems(snapshot: Snapshot, memory: Memory): string[] {
  const problems: string[] = [];
  const where = whereOf(snapshot);
  const c = snapshot.context;
  const top = where.split(".")[0];
  const running = Object.keys(snapshot.children);
  const call = callOfState[top];
  if (JSON.stringify(running) !== JSON.stringify(call ? [call] : [])) {
    problems.push(`in ${where} the calls running are [${running}], expected [${call ?? ""}]`);
  }
  for (const [name, reads, states] of viewReads) {
    if (reads(snapshot) !== (states.includes(where) || states.includes(top))) {
      problems.push(`${where} has ${name} wrong`);
    }
  }
  const loggedIn = loggedInStates.includes(where);
  if ((c.account !== null) !== loggedIn) problems.push(`${where} holds ${c.account ? "an" : "no"} account`);
  if (c.account !== null && JSON.stringify(c.account) !== JSON.stringify(memory.account)) {
    problems.push("the account held is not the account loaded");
  }
  if (c.error !== memory.error)
    problems.push(`in ${where} the message is ${JSON.stringify(c.error)}, not ${JSON.stringify(memory.error)}`);
  if (call && c.error !== null) problems.push(`${where} still shows ${JSON.stringify(c.error)} while it works`);
  if (c.linkSentTo !== memory.linkSentTo)
    problems.push(`the link is said sent to ${c.linkSentTo}, not ${memory.linkSentTo}`);
  if (c.humanCheckToken !== (where === "loggingIn" ? memory.loginToken : memory.token)) {
    problems.push(`in ${where} the human-check token held is ${c.humanCheckToken}`);
  }
  // What the customer can do: never locked out (a human check first, then the login again).
  const abilities: [string, boolean, boolean][] = [
    ["log in", snapshot.can({ type: "login.submit", username: "a", password: "b" }), where === "guest.ready"],
    ["ask for a link", snapshot.can({ type: "login.link.request", username: "a", returnPath: "/" }), top === "guest"],
    [
      "solve the human check",
      snapshot.can({ type: "login.humanCheck.solved", token: "t" }),
      where === "guest.humanCheckNeeded",
    ],
    ["log out", snapshot.can({ type: "login.logout" }), where === "loggedIn"],
    [
      "open a link",
      snapshot.can({ type: "login.link.redeem", token: "t" }),
      top === "guest" || top === "checkingSession",
    ],
  ];
  for (const [ability, can, expected] of abilities) {
    if (can !== expected) problems.push(`in ${where} the customer ${expected ? "cannot" : "can"} ${ability}`);
  }

  // Each call with what the customer gave it (spec section 7).
  const inputOf = (id: string) => snapshot.children[id]?.getSnapshot().input;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (where === "loggingIn" && memory.submitted) {
    const expected = {
      ...memory.submitted,
      parentCustomerId: memory.parentCustomerId,
      ...(memory.loginToken ? { hcaptchaToken: memory.loginToken } : {}),
    };
    if (!same(inputOf("logIn"), expected)) problems.push(`the login sent ${JSON.stringify(inputOf("logIn"))}`);
  }
  if (where === "sendingLink") {
    const expected = { ...memory.linkRequest, parentCustomerId: memory.parentCustomerId };
    if (!same(inputOf("sendLoginLink"), expected))
      problems.push(`the link request sent ${JSON.stringify(inputOf("sendLoginLink"))}`);
  }
  if (where === "redeemingLink" && !same(inputOf("redeemLoginLink"), { token: memory.redeemToken })) {
    problems.push(`the link redeemed is ${JSON.stringify(inputOf("redeemLoginLink"))}`);
  }
  return problems;
}

/** What the step's event must change (where it ends, what it says); updates the memory. */
function eventProblems(step: Step & { before: Snapshot }, memory: Memory, announced: unknown[]): string[] {
  const event = step.event ?? { type: "" };
  const where = whereOf(step.after);
  const problems: string[] = [];
  const expectIn = (target: string, what: string) => {
    if (where !== target) problems.push(`${what} ends in ${where}, not ${target}`);
  };
  const output = "output" in event ? event.output : undefined;
  const error = "error" in event ? event.error : undefined;
  let expectedAnnounced: unknown[] = [];

  switch (event.type) {
    case "xstate.done.actor.readSession":
      expectIn(output === true ? "loadingAccount" : "guest.ready", output === true ? "a session" : "no session");
      break;
    case "xstate.error.actor.readSession":
      expectIn("guest.ready", "an unknown session");
      break;
    case "login.submit":
      if ("password" in event) memory.submitted = { username: event.username, password: event.password };
      memory.loginToken = memory.token;
      memory.token = null;
      Object.assign(memory, { error: null, linkSentTo: null });
      expectIn("loggingIn", "a login");
      break;
    case "xstate.done.actor.logIn":
      memory.loginToken = null;
      expectIn("loadingAccount", "an accepted login");
      break;
    case "xstate.error.actor.logIn": {
      memory.loginToken = null;
      const refusal = refusalOf(error);
      memory.error = refusal.message;
      const code = failureSchema.safeParse(error).data?.code ?? "an error";
      expectIn(refusal.where, `a login refused with ${browserCodes.includes(code) ? "no answer" : code}`);
      break;
    }
    case "login.humanCheck.solved":
      if ("token" in event) memory.token = event.token;
      memory.error = null;
      expectIn("guest.ready", "a solved human check");
      break;
    case "login.humanCheck.failed":
      memory.error = loginMessages.humanCheckFailed;
      expectIn("guest.humanCheckNeeded", "a failed human check");
      break;
    case "login.link.request":
      if ("returnPath" in event) memory.linkRequest = { username: event.username, returnPath: event.returnPath };
      Object.assign(memory, { error: null, linkSentTo: null });
      expectIn("sendingLink", "asking for a link");
      break;
    case "xstate.done.actor.sendLoginLink":
      memory.linkSentTo = memory.linkRequest?.username ?? null;
      expectIn("guest.ready", "a link sent");
      break;
    case "xstate.error.actor.sendLoginLink":
      memory.error = loginMessages.linkNotSent;
      expectIn("guest.ready", "a link not sent");
      break;
    case "login.link.redeem":
      if ("token" in event) memory.redeemToken = event.token;
      memory.error = null;
      expectIn("redeemingLink", "opening a link");
      break;
    case "xstate.done.actor.redeemLoginLink":
      expectIn("loadingAccount", "a link accepted");
      break;
    case "xstate.error.actor.redeemLoginLink":
      memory.error = loginMessages.linkInvalid;
      expectIn("guest.ready", "a link refused");
      break;
    case "xstate.done.actor.loadAccount":
      // Spec section 4: the account loaded goes on to checkout.
      memory.account = output;
      expectedAnnounced = [output];
      expectIn("loggedIn", "an account loaded");
      break;
    case "xstate.error.actor.loadAccount":
      memory.error = loginMessages.accountUnavailable;
      expectIn("guest.ready", "an account not loaded");
      break;
    case "login.logout":
      memory.error = null;
      expectIn("loggingOut", "logging out");
      break;
    case "xstate.done.actor.logOut":
      memory.account = null;
      expectedAnnounced = [null];
      expectIn("guest.ready", "a logout");
      break;
    case "xstate.error.actor.logOut":
      memory.error = loginMessages.logoutFailed;
      expectIn("loggedIn", "a failed logout");
      break;
  }
  if (JSON.stringify(announced) !== JSON.stringify(expectedAnnounced)) {
    problems.push(`checkout was told ${JSON.stringify(announced)}, expected ${JSON.stringify(expectedAnnounced)}`);
  }
  return problems;
}

/**
 * The login oracle for a brand (`parentCustomerId`, the id every call names). `announced` is the log the model's
 * `announceAccount` action writes: who checkout is told of.
 */
export function loginOracle(parentCustomerId: number, announced: unknown[]): ModelOracle<LoginMachine> {
  return () => {
    let seen = announced.length;
    const memory: Memory = {
      parentCustomerId,
      token: null,
      submitted: null,
      linkRequest: null,
      linkSentTo: null,
      redeemToken: null,
      account: null,
      error: null,
      loginToken: null,
    };
    return (step) => {
      const added = announced.slice(seen);
      seen = announced.length;
      const problems = step.before ? eventProblems({ ...step, before: step.before }, memory, added) : [];
      return [...problems, ...stateProblems(step.after, memory)];
    };
  };
}
