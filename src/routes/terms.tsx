import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Terms and conditions">Our terms and conditions pages will be listed here.</PlaceholderPage>
  );
}
