import { maxNameLength } from "../../rules/lookup/search-input";
import type { LookupContext } from "./lookup-context";

/** Why a typed name was changed before it was searched (spec section 5), in the order the rules apply. */
function changesMade(typed: string): string[] {
  const reasons: string[] = [];
  if (/\s/.test(typed)) reasons.push("a domain name cannot hold spaces");
  const unprefixed = typed.replace(/\s+/g, "").replace(/^https?:\/\//i, "");
  if (unprefixed !== typed.replace(/\s+/g, "") || /^www\./i.test(unprefixed))
    reasons.push("http:// and www. are not part of a domain name");
  const kept = unprefixed.replace(/^www\./i, "");
  if (/[^a-z0-9.-]/i.test(kept)) reasons.push("a domain name holds only letters, digits and hyphens");
  const name = kept.replace(/[^a-z0-9.-]/gi, "").split(".")[0] ?? "";
  if (/^-|-$/.test(name)) reasons.push("a domain name cannot start or end with a hyphen");
  if (name.replace(/^-+|-+$/g, "").length > maxNameLength)
    reasons.push(`a domain name has at most ${maxNameLength} characters before its extension`);
  return reasons;
}

/**
 * When the name searched is not the name typed (issue 36, spec section 5's normalisation: `-bad-.com` is searched as
 * `bad.com`), the sentence that says which name was searched and why; null when nothing but letter case changed, or
 * for a bulk or AI search (each of their names is listed as searched).
 */
export function selectSearchedAsNotice(snapshot: {
  context: Pick<LookupContext, "search" | "searchedInfo">;
}): string | null {
  const { search, searchedInfo } = snapshot.context;
  if (search?.kind !== "single" || !searchedInfo) return null;
  const reasons = changesMade(search.query.trim());
  if (reasons.length === 0) return null;
  const searched = `${searchedInfo.name}.${searchedInfo.tld}`;
  return `We searched for ${searched}, not “${search.query.trim()}”: ${reasons.join("; ")}.`;
}
