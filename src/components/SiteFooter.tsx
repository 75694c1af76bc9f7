import { useBrand } from "../app/brand-context";
import { FooterContent } from "./site/FooterContent";
import "./site-footer.css";

export function SiteFooter() {
  const brand = useBrand();
  return (
    <footer className="site-footer">
      <p>{brand.salesContactText}</p>
      <p>
        Support: <a href={`tel:${brand.supportPhone.replace(/[^0-9+]/g, "")}`}>{brand.supportPhone}</a>
      </p>
      <FooterContent />
    </footer>
  );
}
