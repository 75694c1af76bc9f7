import { createHash } from "node:crypto";
import { renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { contentAllowList, sanitiseHtml } from "./sanitise";

/** At most this many kept answers: a content service that keeps changing cannot grow the file without end. */
const maxKept = 1000;

/**
 * What a kept answer was made under: another allow-list or another sanitize-html (a fix to what it lets through) makes
 * every kept answer a miss. Read from sanitize-html's package.json, which loads none of its code.
 */
function sanitiserPolicy(): string {
  const { version } = createRequire(import.meta.url)("sanitize-html/package.json") as { version: string };
  return createHash("sha256").update(version).update("\0").update(JSON.stringify(contentAllowList)).digest("hex");
}

/**
 * `sanitise`, with its answers kept in `file` between starts, keyed by a hash of the HTML and the allow-list: a start
 * answers its first page from what the last one sanitised, without loading sanitize-html (issue 39: a server up in
 * 300 ms). A missing or unreadable file is an empty one; a new answer is written as soon as it is made.
 */
export function keptSanitiser(
  file: string,
  sanitise: (html: string) => Promise<string> = sanitiseHtml,
): (html: string) => Promise<string> {
  let kept: Promise<Map<string, string>> | undefined;
  let policy: string | undefined;
  const read = async () => {
    try {
      const entries: unknown = JSON.parse(await readFile(file, "utf8"));
      if (!Array.isArray(entries)) return new Map<string, string>();
      return new Map(
        entries.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
        ),
      );
    } catch {
      return new Map<string, string>();
    }
  };

  /**
   * Written at once, before the answer that needed it goes: a sanitiser call is rare (new content), and a process
   * stopped right after its first answer still leaves the file for the next start.
   */
  const write = (entries: Map<string, string>) => {
    const partial = `${file}.${process.pid}.tmp`;
    try {
      writeFileSync(partial, JSON.stringify([...entries]));
      renameSync(partial, file);
    } catch {
      // Not kept this time (a read-only data folder, say): the next start sanitises again.
    }
  };

  return async (html) => {
    if (!html) return "";
    kept ??= read();
    const entries = await kept;
    policy ??= sanitiserPolicy();
    const key = createHash("sha256").update(policy).update("\0").update(html).digest("base64url");
    const known = entries.get(key);
    if (known !== undefined) return known;
    const clean = await sanitise(html);
    entries.set(key, clean);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxKept) break;
      entries.delete(oldest);
    }
    write(entries);
    return clean;
  };
}
