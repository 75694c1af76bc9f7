import "./progress-bar.css";

export interface ProgressBarProps {
  /** What the progress is, for assistive technology: "Names checked". */
  label: string;
  /** The progress in words, read out politely as it changes: "12 of 21 checked", "Searching…". */
  text: string;
  /** How far along: a measured value, "indeterminate" while there is nothing to count yet, null when done. */
  progress: { value: number; max: number } | "indeterminate" | null;
}

/**
 * A polite status line with a bar under it. The line is always there (a live region only reads changes to a region
 * that already exists); the bar's row keeps its height when the bar goes, so nothing below it moves.
 */
export function ProgressBar({ label, text, progress }: ProgressBarProps) {
  return (
    <div className="progress-bar">
      <p className="progress-bar-text" role="status" aria-live="polite">
        {text}
      </p>
      <div className="progress-bar-track">
        {progress === "indeterminate" && <progress aria-label={label} />}
        {progress !== null && progress !== "indeterminate" && (
          <progress aria-label={label} aria-valuetext={text} value={progress.value} max={progress.max} />
        )}
      </div>
    </div>
  );
}
