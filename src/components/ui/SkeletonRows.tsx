import "./skeleton-rows.css";

/**
 * Placeholder rows for content on its way. Hidden from assistive technology (the progress line says what is
 * happening); `rowClassName` gives each row the same box as the real row that replaces it, so nothing moves.
 */
export function SkeletonRows({ count, rowClassName = "" }: { count: number; rowClassName?: string }) {
  return (
    <ul className="skeleton-rows" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // Identical placeholders: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className={`skeleton-row ${rowClassName}`}>
          <SkeletonLine width="wide" />
          <SkeletonLine width="narrow" />
        </li>
      ))}
    </ul>
  );
}

/** One placeholder line, for a part of a row still on its way (a price while its name is checked). */
export function SkeletonLine({ width }: { width: "wide" | "narrow" }) {
  return <span className={`skeleton-line skeleton-line--${width}`} aria-hidden="true" />;
}
