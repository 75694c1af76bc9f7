import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { fetchTermsPage } from "../api/site-content";
import { useRoutePaths } from "../app/brand-context";
import { ContentPageLoading, ContentPageView, foundOr404 } from "../components/site/ContentPageView";

export async function loader({ params }: LoaderFunctionArgs) {
  return foundOr404(await fetchTermsPage(params.slug ?? ""));
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
