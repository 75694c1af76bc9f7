import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { fetchTermsPage } from "../api/site-content";
import { useRoutePaths } from "../app/brand-context";
import { PageTitle } from "../components/PageTitle";
import { Breadcrumbs } from "../components/site/Breadcrumbs";
import { ContentHtml } from "../components/site/ContentHtml";
import { UpdatedDate } from "../components/site/UpdatedDate";

export async function loader({ params }: LoaderFunctionArgs) {
  const page = await fetchTermsPage(params.slug ?? "");
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** One terms page from the content service, with breadcrumbs back to the list. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const paths = useRoutePaths();
  return (
    <article className="page content-page">
      <PageTitle>{page.Title}</PageTitle>
      <Breadcrumbs
        crumbs={[
          { label: "Home", to: paths.home },
          { label: "Terms and conditions", to: paths.terms },
          { label: page.Title },
        ]}
      />
      <h1>{page.Title}</h1>
      <UpdatedDate iso={page.updatedAt} />
      <ContentHtml className="content-body" html={page.Body} />
    </article>
  );
}
