import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { sameOriginTarget } from "../../../contract/same-origin-target";
import {
  selectAccountName,
  selectCanLogIn,
  selectCanLogOut,
  selectCanRequestLink,
  selectError,
  selectIsCheckingSession,
  selectIsLoggedIn,
  selectIsLoggingIn,
  selectLinkSentTo,
  selectShowsHumanCheck,
} from "../../../machines/login/selectors";
import { useRoutePaths, useRuntimeConfig } from "../../app/brand-context";
import { HumanCheckChallenge } from "../human-check/HumanCheckChallenge";
import { Button } from "../ui/Button";
import { FormField } from "../ui/FormField";
import { Notice } from "../ui/Notice";
import { useLoginActor } from "./use-checkout-actors";

function field(form: HTMLFormElement, name: string): string {
  return String(new FormData(form).get(name) ?? "");
}

/** Log in (password or one-time link) or continue as a guest; a logged-in customer can log out. */
export function LoginPanel() {
  const login = useLoginActor();
  const location = useLocation();
  const checkingSession = useSelector(login, selectIsCheckingSession);
  const loggedIn = useSelector(login, selectIsLoggedIn);
  const loggingIn = useSelector(login, selectIsLoggingIn);
  const canLogIn = useSelector(login, selectCanLogIn);
  const canRequestLink = useSelector(login, selectCanRequestLink);
  const canLogOut = useSelector(login, selectCanLogOut);
  const name = useSelector(login, selectAccountName);
  const error = useSelector(login, selectError);
  const linkSentTo = useSelector(login, selectLinkSentTo);
  const showsHumanCheck = useSelector(login, selectShowsHumanCheck);
  const { sandboxMailbox, brand } = useRuntimeConfig();
  const paths = useRoutePaths();

  if (checkingSession) return null;

  if (loggedIn)
    return (
      <section aria-labelledby="login-heading" className="checkout-section checkout-login">
        <h2 id="login-heading">Your account</h2>
        <p>Logged in as {name}.</p>
        <Notice tone="error">{error && <p>{error}</p>}</Notice>
        <Button variant="quiet" onClick={() => login.send({ type: "login.logout" })} disabled={!canLogOut}>
          Log out
        </Button>
      </section>
    );

  const onLogin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    login.send({ type: "login.submit", username: field(form, "username"), password: field(form, "password") });
  };
  const onLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.send({
      type: "login.link.request",
      username: field(event.currentTarget, "link-email"),
      // The brand API refuses a return path that would leave the site: ask for the checkout instead.
      returnPath: sameOriginTarget(`${location.pathname}${location.search}`, brand.brandURL) ?? paths.checkout,
    });
  };

  return (
    <section aria-labelledby="login-heading" className="checkout-section checkout-login">
      <h2 id="login-heading">Log in or continue as a guest</h2>
      <p>
        Customers can log in to use their stored payment methods and account credit. Everyone else just fills in the
        form below.
      </p>
      <Notice tone="error">{error && <p>{error}</p>}</Notice>
      {showsHumanCheck && (
        <section className="human-check" aria-label="Confirm you are human to log in">
          <HumanCheckChallenge
            onSolved={(token) => login.send({ type: "login.humanCheck.solved", token })}
            onFailed={() => login.send({ type: "login.humanCheck.failed" })}
          />
        </section>
      )}
      <form onSubmit={onLogin} aria-label="Log in" className="checkout-login-form">
        <FormField label="Email address">
          {(control) => <input {...control} name="username" type="email" autoComplete="username" required />}
        </FormField>
        <FormField label="Password">
          {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required />}
        </FormField>
        <Button variant="primary" type="submit" disabled={!canLogIn} busy={loggingIn}>
          {loggingIn ? "Logging in…" : "Log in"}
        </Button>
      </form>
      <form onSubmit={onLink} aria-label="Email me a login link" className="checkout-login-form">
        <FormField label="Or get a one-time login link by email">
          {(control) => <input {...control} name="link-email" type="email" autoComplete="email" required />}
        </FormField>
        <Button type="submit" disabled={!canRequestLink}>
          Email me a login link
        </Button>
      </form>
      <Notice tone="info">
        {linkSentTo && (
          <p>
            If {linkSentTo} has an account, a login link is on its way. Open it in this browser to continue.
            {sandboxMailbox && (
              <>
                {" "}
                <a href="/sandbox/mailbox">Open the sandbox mailbox</a>
              </>
            )}
          </p>
        )}
      </Notice>
    </section>
  );
}
