import type { SnapshotFrom } from "xstate";
import type { loginMachine } from "./login.machine";

/** What the login views read: they never name a state. */
type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Whether the page still waits to know if this browser is logged in (nothing to show yet). */
export const selectIsCheckingSession = (snapshot: LoginSnapshot) => snapshot.matches("checkingSession");
export const selectIsLoggedIn = (snapshot: LoginSnapshot) => snapshot.hasTag("authenticated");
/** A password or link login is under way (the login button says so). */
export const selectIsLoggingIn = (snapshot: LoginSnapshot) => snapshot.hasTag("submitting");
/** Who is logged in, as the panel names them. */
export const selectAccountName = (snapshot: LoginSnapshot) =>
  snapshot.context.account?.email || snapshot.context.account?.contact?.registrant || "";
export const selectError = (snapshot: LoginSnapshot) => snapshot.context.error;
export const selectLinkSentTo = (snapshot: LoginSnapshot) => snapshot.context.linkSentTo;

export const selectCanLogIn = (snapshot: LoginSnapshot) =>
  snapshot.can({ type: "login.submit", username: "", password: "" });
export const selectCanRequestLink = (snapshot: LoginSnapshot) =>
  snapshot.can({ type: "login.link.request", username: "", returnPath: "" });
/** The brand API wants a solved human check before the next login (after repeated failures). */
export const selectShowsHumanCheck = (snapshot: LoginSnapshot) => snapshot.matches({ guest: "humanCheckNeeded" });
export const selectCanLogOut = (snapshot: LoginSnapshot) => snapshot.can({ type: "login.logout" });
