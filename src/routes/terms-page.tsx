import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Terms and conditions">This terms and conditions page will be shown here.</PlaceholderPage>
  );
}
