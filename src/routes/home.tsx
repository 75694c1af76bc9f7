import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useBrand, useRoutePaths } from "../app/brand-context";
import { SearchForm } from "../components/domain-search/SearchForm";
import { PageTitle } from "../components/PageTitle";
import { ReviewsSection } from "../components/site/ReviewsSection";

// The plans and prices are in the server's HTML, and their form works before any script; their code (a third of the
// page's own) is not needed for the search form above them to start, so it loads after it (issue 26: up-front JS).
const HomeOffers = lazy(async () => ({ default: (await import("./home-offers")).HomeOffers }));

/** The brand's shop window: the search, a few extensions' prices, the hosting plans to buy, and what customers say. */
export function Component() {
  const brand = useBrand();
  const paths = useRoutePaths();
  return (
    <section className="page home">
      <PageTitle>Domain names and web hosting</PageTitle>
      <div className="home-hero">
        <h1>{brand.displayName}: domain names and web hosting</h1>
        <p>
          Find your domain among {brand.supportedTlds.length} extensions and put it online with one of our{" "}
          <Link to={paths.hosting}>hosting plans</Link>.
        </p>
        <div className="home-hero-search">
          <SearchForm showModes={false} />
        </div>
      </div>
      <Suspense>
        <HomeOffers />
      </Suspense>
      <ReviewsSection />
    </section>
  );
}
