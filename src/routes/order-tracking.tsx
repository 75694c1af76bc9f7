import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect } from "react";
import { useSearchParams } from "react-router";
import { selectError, selectIsLoading, selectIsShown, selectOrder, selectStatus } from "../../machines/order/selectors";
import { useOrderActor } from "../components/checkout/use-checkout-actors";
import { PageTitle } from "../components/PageTitle";
import { Button } from "../components/ui/Button";
import { Notice } from "../components/ui/Notice";
import { usePriceText } from "../components/ui/use-price-text";

const statusText: Record<string, string> = {
  risky: "Awaiting confirmation: we are checking a few details before confirming your order.",
  approved: "Approved: your payment will be taken shortly.",
  processed: "Processed: your services are being set up.",
  charged: "Paid: your services are being set up.",
  "payment pending": "Payment pending: waiting for your payment provider to confirm the payment.",
};

/** Order tracking: the status of an order by its number (`?orderID=`). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const order = useOrderActor();
  const money = usePriceText();
  const orderId = params.get("orderID");
  const loading = useSelector(order, selectIsLoading);
  const shown = useSelector(order, selectIsShown);
  const loaded = useSelector(order, (s) => selectOrder(s, orderId));
  const status = useSelector(order, selectStatus);
  const error = useSelector(order, selectError);

  useEffect(() => {
    if (orderId) order.send({ type: "order.open", orderId, isExistingCustomer: false });
  }, [order, orderId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = String(new FormData(event.currentTarget).get("orderID") ?? "").trim();
    if (number) setParams({ orderID: number });
  };

  return (
    <section className="page order-tracking">
      <PageTitle>Track your order</PageTitle>
      <h1>Track your order</h1>
      <form onSubmit={onSubmit} aria-label="Find an order" className="order-tracking-form">
        <label htmlFor="tracking-order-id">Order number</label>
        <input id="tracking-order-id" name="orderID" inputMode="numeric" defaultValue={orderId ?? ""} required />
        <Button variant="primary" type="submit">
          Show order
        </Button>
      </form>
      {orderId && loading && <p role="status">Loading order {orderId}…</p>}
      <Notice tone="error">{error && <p>{error}</p>}</Notice>
      {orderId && shown && loaded && status && (
        <dl className="checkout-totals" aria-label={`Order ${orderId}`}>
          <dt>Order number</dt>
          <dd>{orderId}</dd>
          <dt>Status</dt>
          <dd>{statusText[status]}</dd>
          <dt>Placed on</dt>
          <dd>{new Date(loaded.created_at).toLocaleDateString("en-GB", { dateStyle: "long" })}</dd>
          <dt>Total</dt>
          <dd>{money.withTax(loaded.total)}</dd>
        </dl>
      )}
    </section>
  );
}
