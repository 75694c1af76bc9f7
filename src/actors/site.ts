import { fromPromise } from "xstate";
import { siteMachine, type VisitorCookies } from "../../machines/site/site.machine";
import { saveCookieConsent } from "../api/site-content";
import { readSiteContent } from "../app/site-content";

/** Adds the brand's feedback script to the page; settles when it has run or failed to load. */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The feedback script ${url} could not be loaded.`));
    document.head.append(script);
  });
}

/** The site machine with the page's cookies (read by the server) and the consent endpoint. */
export function createSiteLogic() {
  return siteMachine.provide({
    actors: {
      readVisitorCookies: fromPromise<VisitorCookies>(async () => {
        const content = readSiteContent();
        return { consent: content?.consent, feedbackScriptUrl: content?.feedbackScriptUrl };
      }),
      saveConsent: fromPromise(({ input }) => saveCookieConsent(input.choice)),
      loadFeedbackScript: fromPromise(({ input }) => loadScript(input.url)),
    },
  });
}
