import { PlaceholderPage } from "../components/PlaceholderPage";

export function Component() {
  return (
    <PlaceholderPage title="Cookie policy">
      Our cookie policy, with the cookies we use and why, will be shown here.
    </PlaceholderPage>
  );
}
