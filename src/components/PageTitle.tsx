import { useBrand } from "../app/brand-context";

/** Sets the document title as "<page> | <brand>", rendered by React 19 into the head. */
export function PageTitle({ children }: { children: string }) {
  const brand = useBrand();
  return <title>{`${children} | ${brand.displayName}`}</title>;
}
