import { useSiteContent } from "../../app/site-content-context";
import { ContentLink } from "./ContentLink";
import "./promotion-bar.css";

/** The brand's current promotion, above the header on every page. */
export function PromotionBar() {
  const promotion = useSiteContent()?.global.promotionBar;
  if (!promotion) return null;
  return (
    <aside className="promotion-bar" aria-label="Promotion">
      <p>
        {promotion.Text} {promotion.Link && <ContentLink link={promotion.Link} />}
      </p>
    </aside>
  );
}
