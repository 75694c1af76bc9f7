import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Thank you for your order">
      This page will confirm your paid order and its order number.
    </PlaceholderPage>
  );
}
