import { escapeRegExp } from "../escape-reg-exp";
import type { Json } from "../protocol";

/**
 * Fixed stand-ins for personal data, by the keys that carry it (the contact of contract/customer.ts, logins, reviews,
 * cards): valid enough that a replayed form still passes its checks. Card keys are redacted by the broadcast already
 * (json-safe.ts); they are replaced here too, in case a payload names them otherwise.
 */
const standIns: [RegExp, string][] = [
  [/e-?mail|username/i, "visitor@example.com"],
  [/phone|mobile/i, "+1 555 0100"],
  [/post_?code|postal|zip/i, "EX1 1AA"],
  [/^adr\d$|address|street|city|town/i, "1 Example Street"],
  [/vat_?num/i, "GB000000000"],
  [/card|cvv|cvc|expiry|iban|account_?number/i, "[redacted]"],
  [/registrant$|holder|^(first|last|full|given|family|display|contact)_?name$/i, "Alex Example"],
];

/** An email address anywhere in a text (a note, a message quoting it). */
const emailInText = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;

/**
 * Shorter pieces of a personal value (an initial, a two-digit flat number) are not looked for elsewhere: they would
 * change unrelated words and codes of the recording, and identify nobody.
 */
const shortestPiece = 3;

const standInFor = (key: string) => standIns.find(([pattern]) => pattern.test(key))?.[1];
const isStandIn = (text: string) => standIns.some(([, standIn]) => standIn === text);

/** Every text of `value` with the key it is under (an array's items under the array's key). */
function textsIn(value: Json, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => textsIn(item, key));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => textsIn(v, k));
  return [];
}

/** The words of a personal value worth looking for elsewhere: of an email address, those of its local part only. */
function wordsOf(value: string): string[] {
  const [local, domain] = value.split("@");
  // An address's domain ("mailbox.org") would take common words ("org") with it.
  return (domain === undefined ? value : local).split(/[^\p{L}\p{N}]+/u);
}

/**
 * What the forms of a recording held about the visitor, to be found in any other text of it: every text under a
 * personal key (the contact, login and card fields) and each of its words ("Doe" of "Jane Q. Doe", "7700" of a phone
 * number), longest first so that a whole value goes before its words.
 */
export function personalTexts(values: readonly Json[]): string[] {
  const found = new Set<string>();
  for (const [key, text] of values.flatMap((value) => textsIn(value))) {
    const value = text.trim();
    if (standInFor(key) === undefined || isStandIn(value) || value.length < shortestPiece) continue;
    found.add(value);
    for (const word of wordsOf(value)) if (word.length >= shortestPiece) found.add(word);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** A piece of a text masked to its shape (letters x or X, digits 0), so a searched name stays a valid name. */
const masked = (piece: string) =>
  piece.replace(/\p{L}|\p{N}/gu, (char) => (/\p{N}/u.test(char) ? "0" : /\p{Lu}/u.test(char) ? "X" : "x"));

function replaced(value: Json, pieces: RegExp | null, key: string): Json {
  if (typeof value === "string") {
    const standIn = value === "" ? undefined : standInFor(key);
    if (standIn) return standIn;
    const withoutEmails = value.replace(emailInText, "visitor@example.com");
    return pieces ? withoutEmails.replace(pieces, masked) : withoutEmails;
  }
  if (Array.isArray(value)) return value.map((item) => replaced(item, pieces, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, replaced(item, pieces, k)]));
  }
  return value;
}

/**
 * A copy of a recorded event or input with personal data replaced, so that an exported recording can be committed as
 * a test: the values under personal keys by fixed stand-ins (non-empty texts), every email address in any text by one,
 * and, in every other text, each of `personal` (`personalTexts` of the whole recording), in any case and inside longer
 * words too (a domain search for the registrant's surname), masked to its shape.
 */
export function anonymise(value: Json, personal: readonly string[] = personalTexts([value])): Json {
  const pieces = personal.length > 0 ? new RegExp(personal.map(escapeRegExp).join("|"), "giu") : null;
  return replaced(value, pieces, "");
}
