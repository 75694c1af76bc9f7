import { useSiteContent } from "../../app/site-content-context";
import { ContentLink } from "./ContentLink";

/** The main navigation's links from the content service, as list items of the header's navigation. */
export function SiteNavigationItems() {
  const navigation = useSiteContent()?.global.navigation ?? [];
  return navigation.map((link) => (
    <li key={link.Url}>
      <ContentLink link={link} nav />
    </li>
  ));
}
