import { useSelector } from "@xstate/react";
import type { KeyboardEvent } from "react";
import {
  selectCanChooseConsent,
  selectConsentSaveFailed,
  selectShowsConsentBanner,
} from "../../../machines/site/selectors";
import { useSiteContent } from "../../app/site-content-context";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { Notice } from "../ui/Notice";
import { ContentHtml } from "./ContentHtml";
import { useSiteActor } from "./site-actors";
import { useStickyHeight } from "./use-sticky-height";
import "./cookie-banner.css";

/**
 * Asks for the visitor's cookie choice until it is made; the choice is remembered (spec section 1). Not a modal: the
 * page stays usable while it is shown. Next in the page's tab order after the skip link (though shown at the bottom),
 * so a keyboard user meets it before anything it could cover; Escape puts the choice off without making it.
 */
export function CookieBanner() {
  const site = useSiteActor();
  const content = useSiteContent();
  // The page says whether the visitor has chosen (the server read their cookie), so the banner comes with the page's
  // HTML while the site actor reads the cookies, instead of after the scripts: it was the largest paint of a first
  // visit and came last (issue 39). Its buttons work once the actor asks.
  const pageKnowsChoice = content?.consent !== undefined;
  const shown = useSelector(site, (snapshot) => selectShowsConsentBanner(snapshot, pageKnowsChoice));
  const cookie = content?.global.cookie;
  if (!shown || !cookie) return null;
  return (
    <CookieBannerCard
      title={cookie.Title}
      text={cookie.Text}
      accept={cookie.AcceptLabel}
      decline={cookie.DeclineLabel}
    />
  );
}

function CookieBannerCard(props: { title: string; text: string; accept: string; decline: string }) {
  const site = useSiteActor();
  const canChoose = useSelector(site, selectCanChooseConsent);
  const saveFailed = useSelector(site, selectConsentSaveFailed);
  const banner = useStickyHeight("--cookie-banner-height");
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && canChoose) site.send({ type: "consent.dismiss" });
  };
  return (
    <Card
      as="section"
      ref={banner}
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-escape"
      onKeyDown={onKeyDown}
    >
      <h2 id="cookie-banner-title">{props.title}</h2>
      <ContentHtml html={props.text} />
      {saveFailed && (
        <Notice tone="error">
          <p>We could not save your cookie choice. Please try again.</p>
        </Notice>
      )}
      <div className="cookie-banner-actions">
        <Button variant="primary" disabled={!canChoose} onClick={() => site.send({ type: "consent.accept" })}>
          {props.accept}
        </Button>
        <Button disabled={!canChoose} onClick={() => site.send({ type: "consent.decline" })}>
          {props.decline}
        </Button>
      </div>
      <p id="cookie-banner-escape" className="visually-hidden">
        Press Escape to hide this message and choose later.
      </p>
    </Card>
  );
}
