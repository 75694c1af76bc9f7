import { Link, NavLink } from "react-router";
import { useBrand, useRoutePaths } from "../app/brand-context";
import { SiteNavigationItems } from "./site/SiteNavigation";

export function SiteHeader() {
  const brand = useBrand();
  const paths = useRoutePaths();
  return (
    <header className="site-header">
      <Link to={paths.home} className="brand-mark">
        {brand.displayName}
      </Link>
      <nav aria-label="Main">
        <ul>
          <SiteNavigationItems />
          <li>
            <NavLink to={paths.basket}>Basket</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
