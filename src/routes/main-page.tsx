import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { contentPagesContext } from "../app/content-pages-context";
import { ContentPageLoading, ContentPageView, foundOr404 } from "../components/site/ContentPageView";

/** A main page of the content service with no route of its own, such as /about-us/; the home record is the home page's. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  return foundOr404(slug === "home" ? undefined : await context.get(contentPagesContext).mainPage(slug));
}

export function Component() {
  return <ContentPageView page={useLoaderData<typeof loader>()} />;
}

export const HydrateFallback = ContentPageLoading;
