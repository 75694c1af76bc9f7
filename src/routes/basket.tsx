import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Your basket">
      Your basket will list the domains, hosting plans and add-ons you choose, with their prices.
    </PlaceholderPage>
  );
}
