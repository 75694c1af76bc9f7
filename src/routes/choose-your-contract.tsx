import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Choose your contract">
      This page will let you choose the contract length for your order.
    </PlaceholderPage>
  );
}
