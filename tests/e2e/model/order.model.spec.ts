import type { Request } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import type { OrderStatus } from "../../../contract/order";
import type { orderMachine } from "../../../machines/order/order.machine";
import { expect } from "../support/fixtures";
import { type DriverContext, describeBrowserModel, type ModelEvent } from "../support/model-driver";
import { orderPathModel, trackedOrderId } from "../support/models/order";
import { resultHeading } from "../support/placed-order";

type Snapshot = SnapshotFrom<typeof orderMachine>;

const trackingPath = "/order/tracking/";

const pathOf = (request: Request) => new URL(request.url()).pathname;
const orderCall = (suffix: string) => (request: Request) =>
  request.method() === "GET" && new RegExp(`/brand-api/order/\\d+${suffix}$`).test(pathOf(request));

/** How the order tracking page words each status the paths answer (what a visitor reads beside "Status"). */
const trackingStatusText: Partial<Record<OrderStatus, string>> = {
  charged: "Paid: your services are being set up.",
  risky: "Awaiting confirmation: we are checking a few details before confirming your order.",
  "payment pending": "Payment pending: waiting for your payment provider to confirm the payment.",
};
/** Purchase tracking fires for risky, processed and payment pending orders (spec section 4). */
const trackedStatuses: OrderStatus[] = ["risky", "processed", "payment pending"];

/** Generated paths look orders up on the tracking page; a recorded visit opened its order's result page. */
const onTrackingPage = ({ page }: DriverContext) => new URL(page.url()).pathname === trackingPath;
const numberAsked = (snapshot: Snapshot) => snapshot.context.orderId ?? "";

const errorShown = ({ page }: DriverContext) => page.getByRole("alert").filter({ hasText: /\S/ });
const orderDetails = (context: DriverContext, snapshot: Snapshot) =>
  onTrackingPage(context)
    ? context.page.getByLabel(`Order ${numberAsked(snapshot)}`, { exact: true })
    : context.page.getByRole("list", { name: "Ordered items" });

/** The page's "Loading…" line (other regions of the page, such as the basket count, may have a status role too). */
const loadingLine = ({ page }: DriverContext) => page.getByRole("status").filter({ hasText: /^Loading/ });

const loadingSeen = async (context: DriverContext, snapshot: Snapshot) => {
  const text = onTrackingPage(context) ? `Loading order ${numberAsked(snapshot)}…` : "Loading your order…";
  await expect(loadingLine(context)).toHaveText(text);
};

/** The purchases the page sent to the tag manager. */
const purchasesSent = ({ page }: DriverContext) =>
  page.evaluate(() =>
    (
      (window as unknown as { dataLayer: { event?: string; ecommerce?: { transaction_id?: string } }[] }).dataLayer ??
      []
    )
      .filter((entry) => entry.event === "purchase")
      .map((entry) => entry.ecommerce?.transaction_id),
  );

/** The order as the page shows it: its number and status on the tracking page, its result page and lines otherwise. */
async function orderShown(context: DriverContext, snapshot: Snapshot) {
  const { page } = context;
  const { status, order } = snapshot.context;
  if (!status || !order) throw new Error("The path shows an order it has not loaded.");
  if (onTrackingPage(context)) {
    const details = orderDetails(context, snapshot);
    await expect(details).toContainText(numberAsked(snapshot));
    await expect(details).toContainText(trackingStatusText[status] ?? "");
    return;
  }
  await expect(page.getByRole("heading", { level: 1, name: resultHeading(status) })).toBeVisible();
  await expect(page.getByText(`Order number ${numberAsked(snapshot)}`)).toBeVisible();
  await expect(orderDetails(context, snapshot).getByRole("listitem")).toHaveCount(order.items.length);
  for (const item of order.items) await expect(orderDetails(context, snapshot)).toContainText(item.base.name);
}

describeBrowserModel({
  ...orderPathModel,
  start: async ({ page }) => {
    // A tag manager's queue on the page: purchase tracking is on, as the model's paths have it.
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto(trackingPath);
  },
  visitorActions: {
    "order.open": async ({ page }, event) => {
      const form = page.getByRole("form", { name: "Find an order" });
      await form.getByLabel("Order number").fill(event.orderId);
      await form.getByRole("button", { name: "Show order" }).click();
    },
  },
  recordedVisitActions: {
    // The visit came to the result page from checkout, which opens the page a placed (charged) order belongs on.
    "order.open": async ({ page }, event: ModelEvent) => {
      const query = new URLSearchParams({
        orderID: event.orderId,
        isExistingCustomer: event.isExistingCustomer ? "1" : "0",
      });
      await page.goto(`/order/charged/?${query}`);
    },
  },
  invokeRequests: {
    loadOrder: { matches: orderCall(""), answer: (event) => ({ json: event.output }) },
    readOrderStatus: {
      matches: orderCall("/status/public"),
      answer: (event) => ({ json: { order_id: trackedOrderId, status: event.output } }),
    },
    loadTracking: { matches: orderCall("/tracking"), answer: (event) => ({ json: event.output }) },
  },
  stateAssertions: {
    "order.idle": async (context) => {
      const { page } = context;
      await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();
      await expect(page.getByRole("form", { name: "Find an order" }).getByLabel("Order number")).toHaveValue("");
      await expect(loadingLine(context)).toHaveCount(0);
    },
    "order.loadingOrder": async (context, snapshot) => {
      await loadingSeen(context, snapshot);
      await expect(orderDetails(context, snapshot)).toHaveCount(0);
    },
    // Read again 2 s later (a moment in the browser tests): the visitor is not told of a read that is tried again.
    "order.waitingForOrder": async (context, snapshot) => {
      await loadingSeen(context, snapshot);
      await expect(errorShown(context)).toHaveCount(0);
    },
    // A pending payment is not shown as an order yet: the page keeps saying it loads, without an error.
    "order.checkingStatus": async (context, snapshot) => {
      await loadingSeen(context, snapshot);
      await expect(orderDetails(context, snapshot)).toHaveCount(0);
      await expect(errorShown(context)).toHaveCount(0);
    },
    "order.checkingStatus.waiting": async (context) => {
      await expect(loadingLine(context)).toBeVisible();
    },
    "order.checkingStatus.reading": async (context, snapshot) => {
      await expect(loadingLine(context)).toContainText(onTrackingPage(context) ? numberAsked(snapshot) : "your order");
    },
    // Left at once (its eventless transitions), so never at rest.
    "order.deciding": loadingSeen,
    // The order is shown while its purchase goes to tracking: nothing is sent before the tag manager's data is read.
    "order.tracking": async (context, snapshot) => {
      await orderShown(context, snapshot);
      expect(await purchasesSent(context)).toEqual([]);
    },
    "order.shown": async (context, snapshot) => {
      await orderShown(context, snapshot);
      await expect(loadingLine(context)).toHaveCount(0);
      // Only a tracked status is sent, once at most (a failed tracking read sends nothing), for this order.
      const status = snapshot.context.status;
      const sent = await purchasesSent(context);
      expect(sent.length).toBeLessThanOrEqual(status && trackedStatuses.includes(status) ? 1 : 0);
      for (const transactionId of sent) expect(transactionId).toBe(numberAsked(snapshot));
    },
    "order.notFound": async (context, snapshot) => {
      await expect(errorShown(context)).toContainText(
        `We could not find an order with the number ${numberAsked(snapshot)}.`,
      );
      await expect(orderDetails(context, snapshot)).toHaveCount(0);
    },
    "order.unavailable": async (context, snapshot) => {
      await expect(errorShown(context)).toContainText(
        "We could not load your order. Your order number is safe: please reload this page in a moment.",
      );
      await expect(orderDetails(context, snapshot)).toHaveCount(0);
      await expect(loadingLine(context)).toHaveCount(0);
    },
  },
});
