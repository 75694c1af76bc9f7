import { Link, NavLink } from "react-router";
import { useBrand, useRoutePaths } from "../app/brand-context";

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
          <li>
            <NavLink to={paths.searchResults}>Domains</NavLink>
          </li>
          <li>
            <NavLink to={paths.hosting}>Hosting</NavLink>
          </li>
          <li>
            <NavLink to={paths.basket}>Basket</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
