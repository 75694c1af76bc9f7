/** A text as a regular expression that matches it literally (ES2025's `RegExp.escape`, not in this project's lib yet). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
