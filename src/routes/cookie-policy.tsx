import { data, useLoaderData } from "react-router";
import { fetchMainPage } from "../api/site-content";
import { useRoutePaths } from "../app/brand-context";
import { PageTitle } from "../components/PageTitle";
import { Breadcrumbs } from "../components/site/Breadcrumbs";
import { ContentHtml } from "../components/site/ContentHtml";
import { UpdatedDate } from "../components/site/UpdatedDate";

export async function loader() {
  const page = await fetchMainPage("cookie-policy");
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The cookie policy, a main page of the content service. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const paths = useRoutePaths();
  return (
    <article className="page content-page">
      <PageTitle>{page.Title}</PageTitle>
      <Breadcrumbs crumbs={[{ label: "Home", to: paths.home }, { label: page.Title }]} />
      <h1>{page.Title}</h1>
      <UpdatedDate iso={page.updatedAt} />
      <ContentHtml className="content-body" html={page.Body} />
    </article>
  );
}
