import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { fetchMainPage } from "../api/site-content";
import { useRoutePaths } from "../app/brand-context";
import { PageTitle } from "../components/PageTitle";
import { Breadcrumbs } from "../components/site/Breadcrumbs";
import { ContentHtml } from "../components/site/ContentHtml";

/** A main page of the content service with no route of its own, such as /about-us/; the home record is the home page's. */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const page = slug === "home" ? undefined : await fetchMainPage(slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function Component() {
  const page = useLoaderData<typeof loader>();
  const paths = useRoutePaths();
  return (
    <article className="page content-page">
      <PageTitle>{page.Title}</PageTitle>
      <Breadcrumbs crumbs={[{ label: "Home", to: paths.home }, { label: page.Title }]} />
      <h1>{page.Title}</h1>
      <ContentHtml className="content-body" html={page.Body} />
    </article>
  );
}
