import { useSelector } from "@xstate/react";
import { Fragment, useEffect } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import {
  type OrderResultPage,
  selectConfirmationEmailed,
  selectError,
  selectIsLoading,
  selectIsShown,
  selectOrder,
  selectReceipt,
  selectResultPage,
} from "../../../machines/order/selectors";
import { useRoutePaths } from "../../app/brand-context";
import { PageTitle } from "../PageTitle";
import { Notice } from "../ui/Notice";
import { usePriceText } from "../ui/use-price-text";
import { OrderLine } from "./OrderLine";
import { orderResultPath } from "./order-result-path";
import { useOrderActor } from "./use-checkout-actors";

const headings: Record<OrderResultPage, string> = {
  charged: "Thank you for your order",
  awaitingConfirmation: "Your order is awaiting confirmation",
  paymentPending: "Your payment is pending",
};

// No page promises mail: only the confirmation sent when the order was placed exists, and it is claimed only when it
// was accepted for delivery (confirmationNote below).
const explanations: Record<OrderResultPage, string> = {
  charged: "Your payment went through and your order is being set up.",
  awaitingConfirmation:
    "We need to check a few details before we can confirm your order. There is nothing else you need to do.",
  paymentPending: "Your payment provider has not confirmed the payment yet. Your order will start as soon as it does.",
};

function confirmationNote(emailed: boolean): string {
  return emailed
    ? "We have emailed you a confirmation."
    : "We could not email you a confirmation, so please keep a note of your order number: you need it to follow your order.";
}

/**
 * An order result page (spec section 2, `orderID` and `isExistingCustomer`): the order as the brand
 * API has it now, so a reload shows the same order. When the status belongs on another result page
 * (spec section 4 "Order status to page"), the visitor is moved there.
 */
export function OrderResult({ page }: { page: OrderResultPage }) {
  const [params] = useSearchParams();
  const order = useOrderActor();
  const paths = useRoutePaths();
  const money = usePriceText();
  const orderId = params.get("orderID");
  const isExistingCustomer = params.get("isExistingCustomer") === "1";
  const loading = useSelector(order, selectIsLoading);
  const shown = useSelector(order, selectIsShown);
  const loaded = useSelector(order, (s) => selectOrder(s, orderId));
  const receipt = useSelector(order, (s) => selectReceipt(s, orderId));
  const confirmationEmailed = useSelector(order, (s) => selectConfirmationEmailed(s, orderId));
  const resultPage = useSelector(order, selectResultPage);
  const error = useSelector(order, selectError);

  useEffect(() => {
    if (orderId) order.send({ type: "order.open", orderId, isExistingCustomer });
  }, [order, orderId, isExistingCustomer]);

  if (orderId && loaded && resultPage && resultPage !== page)
    return <Navigate replace to={orderResultPath(paths, resultPage, { orderId, isExistingCustomer })} />;

  return (
    <section className={`page order-result order-result--${page}`}>
      <PageTitle>{headings[page]}</PageTitle>
      <h1>{headings[page]}</h1>
      {!orderId && <p>This address has no order number. Your order confirmation email has a link to your order.</p>}
      {orderId && (
        <>
          <p className="order-number">
            Order number <strong>{orderId}</strong>
          </p>
          {loading && <p role="status">Loading your order…</p>}
          <Notice tone="error">{error && <p>{error}</p>}</Notice>
          {shown && loaded && (
            <>
              <p>{explanations[page]}</p>
              <p>{confirmationNote(confirmationEmailed)}</p>
              <ul className="checkout-lines" aria-label="Ordered items">
                {receipt?.lines.map((line, position) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change; two may share a name
                  <OrderLine key={position} {...line} />
                ))}
              </ul>
              <dl className="checkout-totals">
                <dt>{money.taxLabel ?? `Tax (${loaded.tax_rate_percent}%)`}</dt>
                <dd>{money.amount(loaded.tax)}</dd>
                <dt>Order total</dt>
                <dd>
                  <strong>{money.withTax(loaded.total)}</strong>
                </dd>
                {receipt?.payments.map((part) => (
                  <Fragment key={part.label}>
                    <dt>{part.label}</dt>
                    <dd>{money.withTax(part.amount)}</dd>
                  </Fragment>
                ))}
              </dl>
              <p>
                {isExistingCustomer ? (
                  "You can follow this order in your account."
                ) : (
                  <>
                    You can follow this order on the{" "}
                    <Link to={`${paths.orderTracking}?${new URLSearchParams({ orderID: orderId })}`}>
                      order tracking page
                    </Link>{" "}
                    with your order number.
                  </>
                )}
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
