import { startTransition, useEffect, useState } from "react";

/**
 * `list` as the page renders it now: each frame brings in at most `step` entries that are new or changed, so a
 * 500-name answer reaches the page in several small commits instead of one long task. Until its turn a changed entry
 * shows as it was and a new one waits; entries gone from `list` leave, and a new order applies, at once.
 */
export function useListInSteps<T>(list: readonly T[], keyOf: (entry: T) => string, step: number): readonly T[] {
  const [shown, setShown] = useState(() => (list.length > step ? list.slice(0, step) : list));
  useEffect(() => {
    if (shown === list) return;
    // A transition: React renders the step in slices and yields to the visitor's input in between.
    const frame = requestAnimationFrame(() => startTransition(() => setShown(stepFrom(shown, list, keyOf, step))));
    return () => cancelAnimationFrame(frame);
  }, [shown, list, keyOf, step]);
  return shown;
}

/**
 * The state update one frame makes: a step from `from`, the list the page showed when the frame was asked for. A poll
 * answer can land after a frame has queued its step and before React has rendered it; the effect then asks for another
 * frame, whose step would be queued behind the first and rendered in the same commit (twice the rows). Taking a step
 * only from the list it was worked out from makes the later one give way.
 */
export function stepFrom<T>(
  from: readonly T[],
  target: readonly T[],
  keyOf: (entry: T) => string,
  step: number,
): (current: readonly T[]) => readonly T[] {
  return (current) => (current === from ? nextStep(current, target, keyOf, step) : current);
}

/**
 * `target` with at most `step` of its entries that `shown` lacks (by key, or by object: the lookup keeps an unchanged
 * result's object); `target` itself once nothing is left to bring in.
 */
export function nextStep<T>(
  shown: readonly T[],
  target: readonly T[],
  keyOf: (entry: T) => string,
  step: number,
): readonly T[] {
  const shownByKey = new Map(shown.map((entry) => [keyOf(entry), entry]));
  let left = step;
  let behind = false;
  const next: T[] = [];
  for (const entry of target) {
    const before = shownByKey.get(keyOf(entry));
    if (before === entry) next.push(entry);
    else if (left > 0) {
      left--;
      next.push(entry);
    } else {
      behind = true;
      if (before !== undefined) next.push(before);
    }
  }
  return behind ? next : target;
}
