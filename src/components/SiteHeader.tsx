import { Link } from "react-router";
import { useBrand, useRoutePaths } from "../app/brand-context";
import { BasketNavLink } from "./basket/BasketNavLink";
import { SiteMenu } from "./site/SiteMenu";
import { SiteNavigationItems } from "./site/SiteNavigation";
import { useStickyHeight } from "./site/use-sticky-height";
import "./site-header.css";

export function SiteHeader() {
  const brand = useBrand();
  const paths = useRoutePaths();
  const header = useStickyHeight("--site-header-height");
  return (
    <header className="site-header" ref={header}>
      <Link to={paths.home} className="brand-mark">
        <span className="visually-hidden">{brand.displayName}</span>
      </Link>
      <nav aria-label="Main">
        <SiteMenu>
          <ul>
            <SiteNavigationItems />
          </ul>
        </SiteMenu>
        <ul>
          <li>
            <BasketNavLink />
          </li>
        </ul>
      </nav>
    </header>
  );
}
