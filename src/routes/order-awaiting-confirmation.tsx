import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Your order is awaiting confirmation">
      This page will tell you that we are checking your order and what happens next.
    </PlaceholderPage>
  );
}
