import { Outlet } from "react-router";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { CookieBanner } from "./site/CookieBanner";
import { FeedbackWidget } from "./site/FeedbackWidget";
import { PromotionBar } from "./site/PromotionBar";
import { useHashScroll } from "./site/use-hash-scroll";
import { useRouteFocus } from "./site/use-route-focus";

export function Layout() {
  useHashScroll();
  useRouteFocus();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Next in the tab order, before anything it could cover, though its style sets it at the bottom: see CookieBanner. */}
      <CookieBanner />
      <PromotionBar />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <FeedbackWidget />
    </>
  );
}
