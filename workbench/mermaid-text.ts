/** Text helpers shared by the generated Mermaid diagrams (state diagrams and the actors flowchart). */

/** Mermaid ids may not contain dots or dashes; state ids are unique, so their sanitised form is too. */
export function mermaidId(id: string): string {
  return id.replace(/[^A-Za-z0-9_]/g, "_");
}

/** Mermaid text cannot hold colons, semicolons, quotes, braces or angle brackets unescaped: write them as entities. */
export function escapeText(text: string): string {
  return text.replace(/[;:"#<>{}|]/g, (ch) => `#${ch.charCodeAt(0)};`);
}

/** Breaks a phrase into lines of about `width` characters, so boxes and arrow labels stay narrow. */
export function wrapLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Escaped, wrapped text with Mermaid line breaks. */
export function mermaidLines(text: string, width: number): string {
  return wrapLines(text, width).map(escapeText).join("<br/>");
}
