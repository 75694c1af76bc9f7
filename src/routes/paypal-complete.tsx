import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Completing your PayPal payment">
      This page will confirm your PayPal payment when you return from PayPal.
    </PlaceholderPage>
  );
}
