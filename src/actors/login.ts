import { fromPromise, sendParent } from "xstate";
import * as customerEndpoints from "../../contract/endpoints/customers";
import * as loginEndpoints from "../../contract/endpoints/login";
import type { AppEvent } from "../../machines/app/app.machine";
import { loginMachine } from "../../machines/login/login.machine";
import type { Account } from "../../rules/login/account";
import type { ApiClient } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";

/** The login machine with the brand API's customer calls injected. */
export function createLoginLogic(api: ApiClient) {
  const call = endpointCaller(api);
  return loginMachine.provide({
    actors: {
      readSession: fromPromise(async ({ signal }) => {
        const user = await call(customerEndpoints.currentUser, { signal });
        return user.customer_id !== null;
      }),
      logIn: fromPromise(async ({ input }) => {
        await call(loginEndpoints.logIn, {
          body: {
            credentials: { username: input.username, password: input.password },
            parent_customer_id: input.parentCustomerId,
            ...(input.hcaptchaToken ? { hcaptcha_token: input.hcaptchaToken } : {}),
          },
        });
      }),
      sendLoginLink: fromPromise(async ({ input }) => {
        await call(loginEndpoints.sendLoginLink, {
          body: {
            username: input.username,
            parent_customer_id: input.parentCustomerId,
            use_recovery_email: 0,
            return_path: input.returnPath,
          },
        });
      }),
      redeemLoginLink: fromPromise(async ({ input }) => {
        await call(loginEndpoints.redeemLoginLink, { body: { token: input.token } });
      }),
      loadAccount: fromPromise(async ({ signal }) => {
        const user = await call(customerEndpoints.currentUser, { signal });
        if (user.customer_id === null || user.user_id === null)
          throw new Error("The session ended before the account loaded.");
        const account = { params: { id: user.customer_id }, signal };
        const [contact, methods, credit, settings] = await Promise.all([
          call(customerEndpoints.primaryContact, account),
          call(customerEndpoints.paymentMethods, account),
          call(customerEndpoints.accountCredit, account),
          call(customerEndpoints.publicSettings, account),
        ]);
        return {
          userId: user.user_id,
          customerId: user.customer_id,
          email: contact.contact?.email ?? "",
          contact: contact.contact,
          paymentMethods: methods.payment_methods,
          credit: credit.credit,
          isStaff: settings.is_staff,
        };
      }),
      logOut: fromPromise(async () => {
        await call(loginEndpoints.logOut, {});
      }),
    },
    actions: {
      announceAccount: sendParent(
        (_, params: { account: Account | null }): AppEvent => ({
          type: "login.account.changed",
          account: params.account,
        }),
      ),
    },
  });
}
