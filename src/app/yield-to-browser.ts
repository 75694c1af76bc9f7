/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between: with the
 * Prioritized Task Scheduling API where there is one (the continuation keeps its place ahead of other tasks), else
 * after a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
