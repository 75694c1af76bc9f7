import "./progress-bar.css";

export interface ProgressBarProps {
  /** What the progress is, for assistive technology: "Names checked". */
  label: string;
  /** The progress in words, read out politely as it changes: "12 of 21 checked", "Searching…". */
  text: string;
  /** How far along, once there is something to count. */
  progress: { value: number; max: number } | null;
  /** Work is under way with nothing to count yet: the bar moves without a value. */
  busy: boolean;
}

/**
 * A polite status line with a bar under it. The line is always there (a live region only reads changes to a region
 * that already exists); the bar's row keeps its height when the bar goes, so nothing below it moves.
 */
export function ProgressBar({ label, text, progress, busy }: ProgressBarProps) {
  return (
    <div className="progress-bar">
      <p className="progress-bar-text" role="status" aria-live="polite">
        {text}
      </p>
      <div className="progress-bar-track">
        {progress ? (
          <progress aria-label={label} aria-valuetext={text} value={progress.value} max={progress.max} />
        ) : (
          busy && <progress aria-label={label} />
        )}
      </div>
    </div>
  );
}
