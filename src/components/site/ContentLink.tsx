import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import type { ContentLink as ContentLinkData } from "../../../contract/content";

/** Whether a content URL is a page of this site (followed by the router) rather than another site. */
export function isSiteUrl(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** A link from the content service: site pages go through the router, other addresses are plain links. */
export function ContentLink({ link, nav = false }: { link: ContentLinkData; nav?: boolean }): ReactNode {
  if (!isSiteUrl(link.Url)) return <a href={link.Url}>{link.Label}</a>;
  return nav ? <NavLink to={link.Url}>{link.Label}</NavLink> : <Link to={link.Url}>{link.Label}</Link>;
}
