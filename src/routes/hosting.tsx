import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Web hosting">
      Our hosting plans, with their prices for each billing period, will be listed here.
    </PlaceholderPage>
  );
}
