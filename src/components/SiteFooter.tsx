import { Link } from "react-router";
import { useBrand, useRoutePaths } from "../app/brand-context";

export function SiteFooter() {
  const brand = useBrand();
  const paths = useRoutePaths();
  return (
    <footer className="site-footer">
      <p>{brand.salesContactText}</p>
      <p>
        Support: <a href={`tel:${brand.supportPhone.replace(/[^0-9+]/g, "")}`}>{brand.supportPhone}</a>
      </p>
      <nav aria-label="Legal">
        <ul>
          <li>
            <Link to={paths.terms}>Terms and conditions</Link>
          </li>
          <li>
            <Link to={paths.cookiePolicy}>Cookie policy</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
