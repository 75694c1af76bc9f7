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

const standInFor = (key: string) => standIns.find(([pattern]) => pattern.test(key))?.[1];

/**
 * A copy of a recorded event or input with personal data replaced by fixed stand-ins, so that an exported recording
 * can be committed as a test: the values under personal keys (non-empty texts), and every email address in any text.
 */
export function anonymise(value: Json, key = ""): Json {
  if (typeof value === "string") {
    const standIn = value === "" ? undefined : standInFor(key);
    return standIn ?? value.replace(emailInText, "visitor@example.com");
  }
  if (Array.isArray(value)) return value.map((item) => anonymise(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, anonymise(item, k)]));
  }
  return value;
}
