import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Completing your payment">
      This page will finish your card payment when you return from the card payment page.
    </PlaceholderPage>
  );
}
