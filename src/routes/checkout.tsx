import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Checkout">
      Checkout is being built: here you will log in or continue as a guest, enter your contact details and pay.
    </PlaceholderPage>
  );
}
