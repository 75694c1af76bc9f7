function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The SVG markup with every id, and every reference to one (`#id` in styles, `url(#id)`, `href="#id"`, ARIA id lists),
 * prefixed with `scope`: diagrams rendered separately may share ids (Mermaid names each SVG and its arrowheads the same
 * way), and once several sit in one page their styles and markers would apply across diagrams.
 */
export function withScopedIds(markup: string, scope: string): string {
  const ids = [...new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))];
  if (ids.length === 0) return markup;
  // Longest first, so an id that starts another (`my-svg`, `my-svg_arrow`) never takes the longer one's place.
  const names = ids
    .sort((a, b) => b.length - a.length)
    .map(escapeForRegExp)
    .join("|");
  const scoped = (id: string) => `${scope}-${id}`;
  return markup
    .replace(new RegExp(`(\\sid="|#)(${names})(?![\\w-])`, "g"), (_, before: string, id: string) => before + scoped(id))
    .replace(/(\saria-(?:labelledby|describedby)=")([^"]*)"/g, (_, before: string, list: string) => {
      const known = new Set(ids);
      return `${before}${list
        .split(/\s+/)
        .map((id) => (known.has(id) ? scoped(id) : id))
        .join(" ")}"`;
    });
}
