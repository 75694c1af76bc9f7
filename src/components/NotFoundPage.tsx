import { Link } from "react-router";
import { useRoutePaths } from "../app/brand-context";
import { PageTitle } from "./PageTitle";
import "./message-page.css";

export function NotFoundPage() {
  const paths = useRoutePaths();
  return (
    <section className="page message-page message-page--not-found">
      <PageTitle>Page not found</PageTitle>
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. Check the address, or start again from our home page.</p>
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </section>
  );
}
