import { fromPromise, sendParent } from "xstate";
import { z } from "zod/mini";
import {
  contactResponseSchema,
  creditResponseSchema,
  currentUserSchema,
  loginResponseSchema,
  loginTokenResponseSchema,
  paymentMethodsResponseSchema,
  publicSettingsResponseSchema,
} from "../../contract/customer";
import { loginMachine } from "../../machines/login/login.machine";
import type { ApiClient } from "../api/client";

const loggedOutSchema = z.object({ logged_out: z.boolean() });

/** The login machine with the brand API's customer calls injected. */
export function createLoginLogic(api: ApiClient) {
  return loginMachine.provide({
    actors: {
      readSession: fromPromise(async ({ signal }) => {
        const user = await api("/customer/current/user/current", { schema: currentUserSchema, signal });
        return user.customer_id !== null;
      }),
      logIn: fromPromise(async ({ input }) => {
        await api("/login", {
          method: "POST",
          body: {
            credentials: { username: input.username, password: input.password },
            parent_customer_id: input.parentCustomerId,
            ...(input.hcaptchaToken ? { hcaptcha_token: input.hcaptchaToken } : {}),
          },
          schema: loginResponseSchema,
        });
      }),
      sendLoginLink: fromPromise(async ({ input }) => {
        await api("/login/token", {
          method: "POST",
          body: {
            username: input.username,
            parent_customer_id: input.parentCustomerId,
            use_recovery_email: 0,
            return_path: input.returnPath,
          },
          schema: loginTokenResponseSchema,
        });
      }),
      redeemLoginLink: fromPromise(async ({ input }) => {
        await api("/login/link", { method: "POST", body: { token: input.token }, schema: loginResponseSchema });
      }),
      loadAccount: fromPromise(async ({ signal }) => {
        const user = await api("/customer/current/user/current", { schema: currentUserSchema, signal });
        if (user.customer_id === null || user.user_id === null)
          throw new Error("The session ended before the account loaded.");
        const base = `/customer/${user.customer_id}`;
        const [contact, methods, credit, settings] = await Promise.all([
          api(`${base}/user/primary/contact`, { schema: contactResponseSchema, signal }),
          api(`${base}/payment_method`, { schema: paymentMethodsResponseSchema, signal }),
          api(`${base}/credit`, { schema: creditResponseSchema, signal }),
          api(`${base}/settings/public`, { schema: publicSettingsResponseSchema, signal }),
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
        await api("/logout", { method: "POST", schema: loggedOutSchema });
      }),
    },
    actions: {
      announceAccount: sendParent((_, params: { account: unknown }) => ({
        type: "login.account.changed",
        account: params.account,
      })),
    },
  });
}
