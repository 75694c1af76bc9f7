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
      <PromotionBar />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <FeedbackWidget />
      <CookieBanner />
    </>
  );
}
