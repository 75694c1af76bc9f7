import { useEffect } from "react";

/**
 * Marks the document once the app has taken the page over: a control the server rendered answers only from then on
 * (a radio checked before it would be set back), so browser tests wait for the mark before they use a form.
 */
export function MarkStarted() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = "true";
  }, []);
  return null;
}
