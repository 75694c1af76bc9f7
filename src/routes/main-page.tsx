import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { contentPagesContext } from "../app/content-pages-context";
import { CompanyDetails } from "../components/site/CompanyDetails";
import { ContentPageLoading, ContentPageView, foundOr404 } from "../components/site/ContentPageView";

/** A main page of the content service with no route of its own, such as /about-us/; the home record is the home page's. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  return foundOr404(slug === "home" ? undefined : await context.get(contentPagesContext).mainPage(slug));
}

/** The content page whose body the brand's own company details follow. */
const aboutSlug = "about-us";

export function Component() {
  const page = useLoaderData<typeof loader>();
  return <ContentPageView page={page}>{page.Slug === aboutSlug && <CompanyDetails />}</ContentPageView>;
}

export const HydrateFallback = ContentPageLoading;
