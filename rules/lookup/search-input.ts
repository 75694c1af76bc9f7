/**
 * Domain search input (spec section 5 "Domain search input"): normalisation and validation of what the visitor
 * types, for one name or a comma-separated bulk list.
 */

import { tooManyNamesMessage } from "../../contract/domains";
import { bulkSearchMaxNames } from "../../contract/limits";

export const emptySearchMessage = "Your search was empty. Please enter a domain.";

/** Spec section 5: in bulk mode 'Please try again.' is omitted and a line break is appended. */
export function unsupportedExtensionMessage(extension: string, bulk: boolean): string {
  return bulk
    ? `'.${extension}' is not a supported domain extension.\n`
    : `'.${extension}' is not a supported domain extension. Please try again.`;
}

/** Spec section 9: a domain name is at most 63 characters. */
export const maxNameLength = 63;
/** Spec section 9: with no extension, .com is assumed. */
export const defaultTld = "com";

export interface SearchedDomain {
  name: string;
  tld: string;
  /** False when the visitor typed no extension (.com was assumed). */
  tldSpecific: boolean;
}

export type ParsedDomain = { ok: true; domain: SearchedDomain } | { ok: false; error: string };

/**
 * Spaces removed; a leading http:// (or https://) and www. stripped; characters other than letters, digits, dot,
 * comma and hyphen removed; commas removed unless in bulk mode; leading and trailing hyphens trimmed; lowercased.
 */
export function normalizeSearchInput(raw: string, bulk = false): string {
  return raw
    .replace(/\s+/g, "")
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(bulk ? /[^a-z0-9.,-]/gi : /[^a-z0-9.-]/gi, "")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
}

/** One normalised name: its name part (cut to 63 characters) and a supported extension, .com when none is given. */
export function parseDomain(normalized: string, supportedTlds: readonly string[], bulk = false): ParsedDomain {
  const dot = normalized.indexOf(".");
  const name = (dot === -1 ? normalized : normalized.slice(0, dot)).replace(/^-+|-+$/g, "").slice(0, maxNameLength);
  const extension = dot === -1 ? "" : normalized.slice(dot + 1).replace(/^\.+|\.+$/g, "");
  if (name === "") return { ok: false, error: emptySearchMessage };
  if (extension === "") return { ok: true, domain: { name, tld: defaultTld, tldSpecific: false } };
  if (!supportedTlds.includes(extension)) return { ok: false, error: unsupportedExtensionMessage(extension, bulk) };
  return { ok: true, domain: { name, tld: extension, tldSpecific: true } };
}

/** A single search as the visitor typed it. */
export function parseSingleSearch(raw: string, supportedTlds: readonly string[]): ParsedDomain {
  return parseDomain(normalizeSearchInput(raw), supportedTlds);
}

export interface BulkSearch {
  domains: SearchedDomain[];
  /** The messages of the names left out, each ending in a line break; empty when every name was valid. */
  errors: string;
}

/**
 * A bulk search: comma-separated names, keeping only the valid ones (once each). A list of more than
 * `bulkSearchMaxNames` valid names is refused here, with the brand API's words, before anything is sent.
 */
export function parseBulkSearch(raw: string, supportedTlds: readonly string[]): BulkSearch | { error: string } {
  const seen = new Set<string>();
  const domains: SearchedDomain[] = [];
  let errors = "";
  for (const item of normalizeSearchInput(raw, true).split(",")) {
    const normalized = normalizeSearchInput(item);
    if (normalized === "") continue;
    const parsed = parseDomain(normalized, supportedTlds, true);
    if (!parsed.ok) {
      errors += parsed.error === emptySearchMessage ? "" : parsed.error;
      continue;
    }
    const key = `${parsed.domain.name}.${parsed.domain.tld}`;
    if (!seen.has(key)) domains.push(parsed.domain);
    seen.add(key);
  }
  if (domains.length === 0) return { error: errors || emptySearchMessage };
  if (domains.length > bulkSearchMaxNames) return { error: tooManyNamesMessage(bulkSearchMaxNames) };
  return { domains, errors };
}
