import { useSelector } from "@xstate/react";
import { selectAskingConsent, selectCanChooseConsent, selectConsentSaveFailed } from "../../../machines/site/selectors";
import { useSiteContent } from "../../app/site-content-context";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { Notice } from "../ui/Notice";
import { ContentHtml } from "./ContentHtml";
import { useSiteActor } from "./site-actors";
import "./cookie-banner.css";

/**
 * Asks for the visitor's cookie choice until it is made; the choice is remembered (spec
 * section 1). Not a modal: the page stays usable while it is shown.
 */
export function CookieBanner() {
  const site = useSiteActor();
  const shown = useSelector(site, selectAskingConsent);
  const canChoose = useSelector(site, selectCanChooseConsent);
  const saveFailed = useSelector(site, selectConsentSaveFailed);
  const cookie = useSiteContent()?.global.cookie;
  if (!shown || !cookie) return null;
  return (
    <Card as="section" className="cookie-banner" aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title">{cookie.Title}</h2>
      <ContentHtml html={cookie.Text} />
      {saveFailed && (
        <Notice tone="error">
          <p>We could not save your cookie choice. Please try again.</p>
        </Notice>
      )}
      <div className="cookie-banner-actions">
        <Button variant="primary" disabled={!canChoose} onClick={() => site.send({ type: "consent.accept" })}>
          {cookie.AcceptLabel}
        </Button>
        <Button disabled={!canChoose} onClick={() => site.send({ type: "consent.decline" })}>
          {cookie.DeclineLabel}
        </Button>
      </div>
    </Card>
  );
}
