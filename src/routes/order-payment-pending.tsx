import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Your payment is pending">
      This page will tell you that your payment is still being processed and what happens next.
    </PlaceholderPage>
  );
}
