import { useLoaderData } from "react-router";
import { fetchMainPage } from "../api/site-content";
import { ContentPageLoading, ContentPageView, foundOr404 } from "../components/site/ContentPageView";

export async function loader() {
  return foundOr404(await fetchMainPage("cookie-policy"));
}

/** The cookie policy, a main page of the content service. */
export function Component() {
  return <ContentPageView page={useLoaderData<typeof loader>()} />;
}

export const HydrateFallback = ContentPageLoading;
