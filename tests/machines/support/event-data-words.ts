import type { EventObject } from "xstate";

/** How deep into an event its words are read: an answer's `error.code` and `output.order.status`, not a catalogue. */
const deepest = 3;
/** A step's data words are for finding a path (`npm run path -- "declined card"`), not for reading: kept short. */
const longest = 300;

/**
 * An event's data as words, for finding the paths that say them: every text, number and yes/no in it (its type left
 * out, underscores as spaces: the code `bad_cvv` is "bad cvv"), lists and deeper fields left out.
 */
export function eventDataWords(event: EventObject): string {
  const words: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (typeof value === "string") words.push(value.replaceAll("_", " "));
    else if (typeof value === "number" || typeof value === "boolean") words.push(String(value));
    else if (value !== null && typeof value === "object" && !Array.isArray(value) && depth < deepest)
      // An error's message is not one of its own enumerable fields.
      for (const child of value instanceof Error ? [value.message, ...Object.values(value)] : Object.values(value))
        visit(child, depth + 1);
  };
  const { type: _type, ...data } = event;
  visit(data, 0);
  return words.join(" ").slice(0, longest);
}
