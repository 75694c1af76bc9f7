import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useRoutePaths } from "../app/brand-context";
import { contentPagesContext } from "../app/content-pages-context";
import { ContentPageLoading, ContentPageView, foundOr404 } from "../components/site/ContentPageView";

export async function loader({ params, context }: LoaderFunctionArgs) {
  return foundOr404(await context.get(contentPagesContext).termsPage(params.slug ?? ""));
}

/** One terms page from the content service, with breadcrumbs back to the list. */
export function Component() {
  const paths = useRoutePaths();
  return (
    <ContentPageView
      page={useLoaderData<typeof loader>()}
      parents={[{ label: "Terms and conditions", to: paths.terms }]}
    />
  );
}

export const HydrateFallback = ContentPageLoading;
