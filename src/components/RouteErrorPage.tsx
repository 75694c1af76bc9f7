import { isRouteErrorResponse, useRouteError } from "react-router";
import { ClearBasketOnError } from "./basket/ClearBasketOnError";
import { NotFoundPage } from "./NotFoundPage";
import "./message-page.css";

/** Shown instead of a page that failed; the visitor gets a way forward, never a stack trace. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="page message-page" role="alert">
      <ClearBasketOnError />
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload the page, or go back to the home page and try again.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
