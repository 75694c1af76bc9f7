import { Link } from "react-router";
import { useBrand, useRoutePaths } from "../app/brand-context";
import { BasketNavLink } from "./basket/BasketNavLink";
import { SiteNavigationItems } from "./site/SiteNavigation";
import "./site-header.css";

export function SiteHeader() {
  const brand = useBrand();
  const paths = useRoutePaths();
  return (
    <header className="site-header">
      <Link to={paths.home} className="brand-mark">
        <span className="visually-hidden">{brand.displayName}</span>
      </Link>
      <nav aria-label="Main">
        <ul>
          <SiteNavigationItems />
          <li>
            <BasketNavLink />
          </li>
        </ul>
      </nav>
    </header>
  );
}
