import type { SnapshotFrom } from "xstate";
import type { siteMachine } from "./site.machine";

type SiteSnapshot = SnapshotFrom<typeof siteMachine>;

/** The cookie banner is shown while the visitor has not chosen (including while the choice is being saved). */
export const selectAskingConsent = (snapshot: SiteSnapshot) => snapshot.hasTag("askingConsent");
/**
 * The banner with the page's first HTML (issue 39): while the cookies are still being read, it shows unless the page
 * said the visitor has chosen (the server read their cookie), so it does not wait for the scripts to paint.
 */
export const selectShowsConsentBanner = (snapshot: SiteSnapshot, pageKnowsChoice: boolean) =>
  selectAskingConsent(snapshot) || (snapshot.matches("readingCookies") && !pageKnowsChoice);
/** The choice buttons work only while the banner waits for a choice (not while one is being saved). */
export const selectCanChooseConsent = (snapshot: SiteSnapshot) => snapshot.can({ type: "consent.accept" });
export const selectConsentSaveFailed = (snapshot: SiteSnapshot) => snapshot.context.consentSaveFailed;
/** The feedback widget shows once the feedback cookie was read. */
export const selectFeedbackShown = (snapshot: SiteSnapshot) => snapshot.hasTag("feedbackShown");
