import { readSiteContent } from "../../app/site-content";
import { ContentLink } from "./ContentLink";
import "./promotion-bar.css";

/** The brand's current promotion, above the header on every page. */
export function PromotionBar() {
  const promotion = readSiteContent()?.global.promotionBar;
  if (!promotion) return null;
  return (
    <aside className="promotion-bar" aria-label="Promotion">
      <p>
        {promotion.Text} {promotion.Link && <ContentLink link={promotion.Link} />}
      </p>
    </aside>
  );
}
