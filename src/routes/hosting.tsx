import { HostingPlans } from "../components/basket/HostingPlans";
import { PageTitle } from "../components/PageTitle";

/** The hosting landing page: the catalogue's plans with a period choice and prices; adding a plan to the basket. */
export function Component() {
  return (
    <section className="page hosting-page">
      <PageTitle>Web hosting</PageTitle>
      <h1>Web hosting</h1>
      <p>Fast, secure hosting for your website. Every plan needs a domain: add one from the search or use your own.</p>
      <HostingPlans planHeading="h2" />
    </section>
  );
}
