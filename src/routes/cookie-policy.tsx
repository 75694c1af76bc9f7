import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { contentPagesContext } from "../app/content-pages-context";
import { ContentPageLoading, ContentPageView, foundOr404 } from "../components/site/ContentPageView";

export async function loader({ context }: LoaderFunctionArgs) {
  return foundOr404(await context.get(contentPagesContext).mainPage("cookie-policy"));
}

/** The cookie policy, a main page of the content service. */
export function Component() {
  return <ContentPageView page={useLoaderData<typeof loader>()} />;
}

export const HydrateFallback = ContentPageLoading;
