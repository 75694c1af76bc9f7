import { Link } from "react-router";
import { useBrand, useRoutePaths } from "../app/brand-context";
import { SearchForm } from "../components/domain-search/SearchForm";
import { PageTitle } from "../components/PageTitle";
import { ReviewsSection } from "../components/site/ReviewsSection";

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
      <ReviewsSection />
    </section>
  );
}
