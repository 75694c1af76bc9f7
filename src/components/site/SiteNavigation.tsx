import { readSiteContent } from "../../app/site-content";
import { ContentLink } from "./ContentLink";

/** The main navigation's links from the content service, as list items of the header's navigation. */
export function SiteNavigationItems() {
  const navigation = readSiteContent()?.global.navigation ?? [];
  return navigation.map((link) => (
    <li key={link.Url}>
      <ContentLink link={link} nav />
    </li>
  ));
}
