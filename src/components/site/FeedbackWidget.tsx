import { useSelector } from "@xstate/react";
import { feedbackWidgetId } from "../../../contract/content";
import { selectFeedbackShown } from "../../../machines/site/selectors";
import { Card } from "../ui/Card";
import { useSiteActor } from "./site-actors";
import "./feedback-widget.css";

/**
 * Shown when the feedback cookie was read; the brand's feedback script, loaded 3 s later, adds
 * its survey link to the slot (spec section 2).
 */
export function FeedbackWidget() {
  const site = useSiteActor();
  const shown = useSelector(site, selectFeedbackShown);
  if (!shown) return null;
  return (
    <Card as="aside" id={feedbackWidgetId} className="feedback-widget" aria-labelledby="feedback-widget-title">
      <h2 id="feedback-widget-title">Your feedback</h2>
      <p>Thank you for visiting. We would love to hear how it went.</p>
      <div data-feedback-slot="" />
    </Card>
  );
}
