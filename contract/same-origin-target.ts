/**
 * Control characters: C0 (U+0000-U+001F) and DEL. The URL parser silently drops tab, LF and CR anywhere in an address
 * (`/\t/evil.example` becomes `//evil.example`, another host) and trims C0 and spaces at both ends, so a check of the
 * text as written and the address the browser follows disagree; the others have no place in a link.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is what this expression is for.
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * Whether `target`, a link or redirect built from a query parameter or other request input, stays on the brand's
 * `origin` (such as `https://www.example.com`, or the address of a page of it that a relative target is read from): the
 * path (with its query and fragment) that leads there, or null.
 *
 * The target is parsed as the browser parses it, by the WHATWG URL parser against the origin, so no hand-written
 * pattern can disagree with the browser. Refused:
 * - a control character (above): the parser drops or trims some, turning a path into `//host`;
 * - a backslash: for http(s) the parser reads `\` as `/`, so `/\evil.example` is `//evil.example`, and servers
 *   and older browsers disagree on it;
 * - an address whose resolved origin differs: another host, port or scheme, protocol-relative `//host`, userinfo
 *   tricks (`https://brand@evil`), and `javascript:` or `data:` (origin "null");
 * - a resolved path starting with `//` (from `/..//evil.example`, `/.//evil`, `/%2e%2e//evil`): on the origin itself,
 *   but the path handed back would then be a protocol-relative address to another host wherever it is used again.
 *
 * The answer is pathname + search + hash as the parser serialises them (escaped), so it starts with one `/`, holds no
 * control character or backslash, resolves to the same origin from any page of it, and is its own answer again.
 */
export function sameOriginTarget(target: string, origin: string): string | null {
  if (controlCharacter.test(target) || target.includes("\\")) return null;
  const base = new URL(origin);
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin || resolved.pathname.startsWith("//")) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
