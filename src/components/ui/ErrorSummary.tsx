import { type MouseEvent, useCallback } from "react";
import "./error-summary.css";

export interface FieldError {
  /** The id of the invalid field's control. */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: FieldError[];
  /** Changes with every failed submit: focus moves to the summary then, so a screen reader reads it at once. */
  attempt: object | null;
}

/**
 * "There is a problem" at the top of a form after a failed submit (the GOV.UK error summary): each error, worded as
 * beside its field, links to the field. Nothing is shown while there are no errors.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  // A callback ref that depends on the attempt: it runs again, and focuses the summary, after each failed submit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the trigger, though the ref does not read it.
  const focusOnAttempt = useCallback((summary: HTMLElement | null) => summary?.focus(), [attempt]);
  if (errors.length === 0) return null;
  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    // Focusing the field (rather than following the fragment) scrolls it clear of the sticky bars and leaves the URL.
    event.preventDefault();
    document.getElementById(fieldId)?.focus();
  };
  return (
    <section ref={focusOnAttempt} className="error-summary" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">There is a problem</h2>
      <ul>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`} onClick={(event) => goToField(event, fieldId)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
