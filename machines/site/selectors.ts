import type { SnapshotFrom } from "xstate";
import type { siteMachine } from "./site.machine";

type SiteSnapshot = SnapshotFrom<typeof siteMachine>;

/** The cookie banner is shown while the visitor has not chosen (including while the choice is being saved). */
export const selectAskingConsent = (snapshot: SiteSnapshot) => snapshot.hasTag("askingConsent");
/** The choice buttons work only while the banner waits for a choice (not while one is being saved). */
export const selectCanChooseConsent = (snapshot: SiteSnapshot) => snapshot.can({ type: "consent.accept" });
export const selectConsentSaveFailed = (snapshot: SiteSnapshot) => snapshot.context.consentSaveFailed;
/** The feedback widget shows once the feedback cookie was read. */
export const selectFeedbackShown = (snapshot: SiteSnapshot) => snapshot.hasTag("feedbackShown");
