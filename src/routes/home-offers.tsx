import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useRoutePaths } from "../app/brand-context";
import { HostingPlans } from "../components/basket/HostingPlans";
import { ExtensionPrices } from "../components/domain-search/ExtensionPrices";

/**
 * What the home page sells: a few extensions' prices and the hosting plans, from the catalogue the page carries. The
 * home page loads this part lazily: the server renders it into the page, and the browser takes it over after the rest.
 */
export function HomeOffers() {
  const paths = useRoutePaths();
  const offers = useRef<HTMLDivElement>(null);
  // Browser tests wait for this mark before they use the plans' form, as they wait for the app's (src/main.tsx).
  useEffect(() => {
    if (offers.current) offers.current.dataset.started = "true";
  }, []);
  return (
    <div className="home-offers" ref={offers}>
      <ExtensionPrices />
      <section className="home-hosting" aria-labelledby="home-hosting-title">
        <h2 id="home-hosting-title">Web hosting plans</h2>
        <p>
          Every plan needs a domain: add one from the search or use your own.{" "}
          <Link to={paths.hosting}>More about our hosting</Link>
        </p>
        <HostingPlans planHeading="h3" />
      </section>
    </div>
  );
}
