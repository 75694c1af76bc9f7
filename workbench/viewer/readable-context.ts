import type { Json } from "../protocol";
import { count, fieldWords, money } from "../value-words";

/** One line of a workflow's context as the live viewer shows it: the field in words, its value formatted. */
export interface ContextRow {
  field: string;
  value: string;
}

/** Fields holding an amount in minor units: prices, totals, credit, what is due. */
const moneyField = /(price|total|subtotal|amount|discount|tax|credit|due|cost)$/i;
/** Fields that name an entry of a list: "3 names: a.com, b.net, c.org". */
const namingFields = ["name", "fullDomain", "domain", "title", "label", "code", "type"];
const shownItems = 3;
/** Nested objects are flattened this deep; deeper ones are counted. */
const maxDepth = 4;
const maxText = 80;

type JsonObject = { [key: string]: Json };

const isObject = (value: Json): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The context's first currency code (a basket's price, a payment), by which its amounts read as money. */
function currencyIn(value: Json): string | undefined {
  if (Array.isArray(value)) return value.map(currencyIn).find(Boolean);
  if (!isObject(value)) return undefined;
  if (typeof value.currency === "string") return value.currency;
  return Object.values(value).map(currencyIn).find(Boolean);
}

function textWords(text: string): string {
  if (text === "") return "(empty)";
  const actor = /^\[actor (.+)\]$/.exec(text);
  if (actor) return `running (${fieldWords(actor[1])})`;
  // A name from the code (an answering actor's id, "lookupPoll") reads as words.
  if (/^[a-z]+[A-Z][A-Za-z]*$/.test(text)) return fieldWords(text);
  return text.length > maxText ? `${text.slice(0, maxText)}…` : text;
}

function itemName(item: Json): string | undefined {
  if (typeof item === "string" || typeof item === "number") return textWords(String(item));
  if (!isObject(item)) return undefined;
  const named = namingFields.map((key) => item[key]).find((value) => typeof value === "string" && value !== "");
  return typeof named === "string" ? textWords(named) : undefined;
}

/** A list as a count, with the first few entries when they can be named: "4 entries: a.com, b.net, c.org, …". */
function listWords(list: Json[]): string {
  if (list.length === 0) return "none";
  const names = list.map(itemName);
  const label = count(list.length, "entry", "entries");
  if (names.some((name) => name === undefined)) return label;
  const shown = names.slice(0, shownItems).join(", ");
  return `${label}: ${shown}${list.length > shownItems ? ", …" : ""}`;
}

function scalarWords(key: string, value: Json, currency: string | undefined): string {
  if (value === null) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number")
    return moneyField.test(key) && Number.isInteger(value) ? money(value, currency) : String(value);
  if (typeof value === "string") return textWords(value);
  if (Array.isArray(value)) return listWords(value);
  const fields = Object.keys(value).length;
  return fields === 0 ? "none" : count(fields, "field");
}

/**
 * A workflow's context as rows of a table a product owner reads: nested objects flattened ("current domain lookup ›
 * updated counter"), lists as counts with their first names, amounts as money, yes and no, never JSON.
 */
export function contextRows(context: Json): ContextRow[] {
  const currency = currencyIn(context);
  const rows: ContextRow[] = [];
  const visit = (value: Json, path: string[]) => {
    if (isObject(value) && path.length < maxDepth && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
      return;
    }
    const key = path.at(-1) ?? "";
    rows.push({ field: path.map(fieldWords).join(" › ") || "value", value: scalarWords(key, value, currency) });
  };
  visit(context, []);
  return rows;
}
