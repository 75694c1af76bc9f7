import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useRoutePaths } from "../app/brand-context";
import { contentPagesContext } from "../app/content-pages-context";
import { PageTitle } from "../components/PageTitle";
import { Breadcrumbs } from "../components/site/Breadcrumbs";
import { ContentPageLoading } from "../components/site/ContentPageView";

export const loader = ({ context }: LoaderFunctionArgs) => context.get(contentPagesContext).termsList();

/** `/terms-and-conditions/`: every terms page from the content service, with breadcrumbs. */
export function Component() {
  const { pages } = useLoaderData<typeof loader>();
  const paths = useRoutePaths();
  return (
    <section className="page content-page">
      <PageTitle>Terms and conditions</PageTitle>
      <Breadcrumbs crumbs={[{ label: "Home", to: paths.home }, { label: "Terms and conditions" }]} />
      <h1>Terms and conditions</h1>
      <p>These terms apply to the products you buy from us. Choose one to read it in full.</p>
      <ul className="terms-list">
        {pages.map((page) => (
          <li key={page.Slug}>
            <Link to={`${paths.terms}${page.Slug}/`}>{page.Title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const HydrateFallback = ContentPageLoading;
