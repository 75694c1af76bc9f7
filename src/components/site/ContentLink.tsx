import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import type { ContentLink as ContentLinkData } from "../../../contract/content";
import { sameOriginTarget } from "../../../contract/same-origin-target";
import { useBrand } from "../../app/brand-context";

/** A link from the content service: site pages go through the router, other addresses are plain links. */
export function ContentLink({ link, nav = false }: { link: ContentLinkData; nav?: boolean }): ReactNode {
  const sitePath = sameOriginTarget(link.Url, useBrand().brandURL);
  if (sitePath === null) return <a href={link.Url}>{link.Label}</a>;
  return nav ? <NavLink to={sitePath}>{link.Label}</NavLink> : <Link to={sitePath}>{link.Label}</Link>;
}
