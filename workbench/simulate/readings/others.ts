import { callFailureCode } from "../../../contract/errors";
import { knowledgeBasePageSize } from "../../../contract/knowledge-base";
import type { AppContext } from "../../../machines/app/app.machine";
import type { KnowledgeBaseContext } from "../../../machines/knowledge-base/knowledge-base.machine";
import { loginCallErrorCode } from "../../../machines/login/call-errors";
import type { LoginContext } from "../../../machines/login/login.machine";
import { maxOrderDataRetries, maxOrderStatusRetries, type OrderContext } from "../../../machines/order/order.machine";
import type { SessionContext } from "../../../machines/session/session.machine";
import type { SiteContext } from "../../../machines/site/site.machine";
import { pageCount } from "../../../rules/knowledge-base/paging";
import { codeWords, count, yesNo } from "../../value-words";
import { field, workflowReadings } from "./reading";

const orderStatus = (status: unknown) => `order status: ${codeWords(status)}`;

export const orderReadings = workflowReadings<OrderContext>(
  {
    orderPending: ({ params }) => orderStatus(field(params, "status")),
    statusPending: ({ params }) => orderStatus(field(params, "status")),
    noSuchOrder: ({ params }) => `error code: ${codeWords(callFailureCode(field(params, "error")))}`,
    canReloadOrder: ({ context }) => `${context.dataRetries} of ${maxOrderDataRetries} rereads done`,
    orderMissing: ({ context }) => `order read: ${yesNo(context.order !== null)}`,
    canReadStatusAgain: ({ context }) => `${context.statusRetries} of ${maxOrderStatusRetries} reads done`,
    // The storefront injects the real check; the machine alone has no tag manager on its page.
    trackingEnabled: () => "purchase tracking on the page: no",
    tracksStatus: ({ context }) => orderStatus(context.status),
  },
  {
    round: (context, eventType) => {
      if (eventType === "xstate.after.orderRetryDelay.order.waitingForOrder")
        return `reread ${context.dataRetries + 1} of ${maxOrderDataRetries}`;
      if (eventType === "xstate.after.orderRetryDelay.order.checkingStatus.waiting")
        return `read ${context.statusRetries + 1} of ${maxOrderStatusRetries}`;
      return undefined;
    },
  },
);

const running = (actor: unknown) => `running already: ${yesNo(actor !== null)}`;

export const appReadings = workflowReadings<AppContext>({
  basketNotStarted: ({ context }) => `basket ${running(context.basket)}`,
  lookupNotStarted: ({ context }) => `domain lookup ${running(context.lookup)}`,
  reviewsNotStarted: ({ context }) => `reviews ${running(context.reviews)}`,
  knowledgeBaseNotStarted: ({ context }) => `article search ${running(context.knowledgeBase)}`,
  checkoutWorkflowsNotStarted: ({ context }) =>
    `checkout workflows running: ${yesNo(context.checkoutWorkflowsStarted)}`,
  checkoutWorkflowsRunning: ({ context }) => `checkout workflows running: ${yesNo(context.checkoutWorkflowsStarted)}`,
});

export const knowledgeBaseReadings = workflowReadings<KnowledgeBaseContext>({
  noArticles: ({ params }) => `${count(Number(field(params, "total") ?? 0), "article")} found`,
  isOtherPage: ({ context, event }) => {
    const asked = Number(field(event, "page"));
    const pages = pageCount(context.results?.total ?? 0, knowledgeBasePageSize);
    return `page ${asked + 1} asked, page ${context.page + 1} shown, ${count(pages, "page")} in all`;
  },
});

export const loginReadings = workflowReadings<LoginContext>({
  hasSession: ({ params }) => `logged in already: ${yesNo(field(params, "loggedIn") === true)}`,
  asksForHumanCheck: ({ params }) => `error code: ${codeWords(loginCallErrorCode(field(params, "error")))}`,
});

export const sessionReadings = workflowReadings<SessionContext>({
  isValid: ({ params }) => `session valid: ${yesNo(field(params, "valid") === true)}`,
});

export const siteReadings = workflowReadings<SiteContext>({
  hasChosen: ({ context }) => `cookie choice: ${codeWords(context.consent)}`,
  invitedToFeedback: ({ context }) => `feedback cookie present: ${yesNo(context.feedbackScriptUrl !== undefined)}`,
});
