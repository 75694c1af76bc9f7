import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Domain search results">
      Domain search is being built: this page will list each name you search with its availability and price.
    </PlaceholderPage>
  );
}
