import { formatMinorUnits, isCurrencyCode } from "../brands/index";

/** Values as a product owner reads them, for the simulation's conditions and the live viewer's context table. */

export const yesNo = (value: unknown) => (value ? "yes" : "no");

/** A code or status as words: "used_max" reads "used max"; nothing reads "none". */
export function codeWords(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  return String(value).replaceAll("_", " ");
}

/** Minor units as money: 1299 USD reads "$12.99"; without a currency, the amount alone ("12.99"). */
export function money(minor: unknown, currency?: unknown): string {
  if (typeof minor !== "number") return "none";
  const sign = minor < 0 ? "-" : "";
  if (isCurrencyCode(currency)) return `${sign}${formatMinorUnits(Math.abs(minor), currency)}`;
  return `${sign}${(Math.abs(minor) / 100).toFixed(2)}`;
}

/** "1 name", "2 names". */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A field's name as words: `updatedCounter` and `updated_counter` read "updated counter"; a run of capitals is one
 * word (`APIError` reads "API error"); hCaptcha, the vendor of the human check, reads as what it does for the visitor
 * (`hCaptchaToken` reads "human check token", `requireHCaptcha` "require human check").
 */
export const fieldWords = (key: string) =>
  key
    .replace(/hcaptcha/gi, "_humanCheck_")
    // A word starts at a capital after a small letter or a digit, or at the last capital of a run ("APIError").
    .split(/_|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .filter((word) => word !== "")
    .map((word) => (/^.[a-z0-9]*$/.test(word) ? word.toLowerCase() : word))
    .join(" ");
