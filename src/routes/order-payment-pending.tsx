import { OrderResult } from "../components/checkout/OrderResult";

export function Component() {
  return <OrderResult page="paymentPending" />;
}
