import { statechartsPath } from "../../brands/routes";
import { useBrand, useRuntimeConfig } from "../app/brand-context";
import { FooterContent } from "./site/FooterContent";
import "./site-footer.css";

export function SiteFooter() {
  const brand = useBrand();
  const { statecharts } = useRuntimeConfig();
  return (
    <footer className="site-footer">
      <p>{brand.salesContactText}</p>
      <p>
        Support: <a href={`tel:${brand.supportPhone.replace(/[^0-9+]/g, "")}`}>{brand.supportPhone}</a>
      </p>
      <FooterContent />
      {statecharts && (
        <p>
          {/* A new tab: the viewer follows this one live, which keeps its workflows running. */}
          <a href={statechartsPath} target="_blank" rel="noopener">
            Statechart viewer (opens in a new tab)
          </a>
        </p>
      )}
    </footer>
  );
}
