import type { ReactNode } from "react";
import { data } from "react-router";
import type { ContentPage } from "../../../contract/content";
import { useRoutePaths } from "../../app/brand-context";
import { PageTitle } from "../PageTitle";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs";
import { ContentHtml } from "./ContentHtml";
import { UpdatedDate } from "./UpdatedDate";

/** A route loader's content page, or the app's 404 page when the content service has none. */
export function foundOr404(page: ContentPage | undefined): ContentPage {
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** What a content page shows while its loader reads it, when the browser renders the page without the server. */
export function ContentPageLoading() {
  return (
    <section className="page content-page">
      <p role="status">Loading…</p>
    </section>
  );
}

/**
 * A page from the content service: breadcrumbs from home through `parents`, its title, date and sanitised body, then
 * what the app adds to it (`children`).
 */
export function ContentPageView({
  page,
  parents = [],
  children,
}: {
  page: ContentPage;
  parents?: Crumb[];
  children?: ReactNode;
}) {
  const paths = useRoutePaths();
  return (
    <article className="page content-page">
      <PageTitle>{page.Title}</PageTitle>
      <Breadcrumbs crumbs={[{ label: "Home", to: paths.home }, ...parents, { label: page.Title }]} />
      <h1>{page.Title}</h1>
      <UpdatedDate iso={page.updatedAt} />
      <ContentHtml className="content-body" html={page.Body} />
      {children}
    </article>
  );
}
