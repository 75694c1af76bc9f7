import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` rows to render now: `step` more after each frame, so a 500-name list is added to the page in
 * small commits instead of one long task. Starts again when `resetKey` changes (a new search).
 */
export function useProgressiveCount(total: number, resetKey: unknown, step = 100): number {
  const [state, setState] = useState({ key: resetKey, count: step });
  const count = state.key === resetKey ? state.count : step;
  useEffect(() => {
    if (state.key !== resetKey) {
      setState({ key: resetKey, count: step });
      return;
    }
    if (count >= total) return;
    // A transition: React renders the next rows in slices and yields to the visitor's input in between.
    const frame = requestAnimationFrame(() => startTransition(() => setState({ key: resetKey, count: count + step })));
    return () => cancelAnimationFrame(frame);
  }, [state.key, resetKey, count, total, step]);
  return Math.min(count, total);
}
