import type { ReactNode } from "react";
import { PageTitle } from "./PageTitle";

/** A page whose feature has not landed yet: its heading and one honest sentence about what will be there. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page">
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      <p>{children}</p>
    </section>
  );
}
