import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keptSanitiser } from "../../server/content/kept-sanitised";
import { sanitiseHtml } from "../../server/content/sanitise";

/** Issue 39: a start answers its first page from the last start's sanitised content, without loading the sanitiser. */
describe("sanitised content kept between starts", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "storefront-kept-sanitised-"));
    file = path.join(dir, "sanitised-content.json");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const html = '<p onclick="steal()">Terms <a href="javascript:alert(1)">here</a></p><script>alert(1)</script>';

  it("a second start answers from the file what the first sanitised, without calling the sanitiser", async () => {
    const first = vi.fn(sanitiseHtml);
    const clean = await keptSanitiser(file, first)(html);
    expect(clean).toBe(await sanitiseHtml(html));
    expect(clean).not.toMatch(/script|onclick|javascript/);
    expect(first).toHaveBeenCalledTimes(1);

    const second = vi.fn(sanitiseHtml);
    const restarted = keptSanitiser(file, second);
    expect(await restarted(html)).toBe(clean);
    expect(second).not.toHaveBeenCalled();
    // Other content is sanitised, and kept too.
    expect(await restarted("<p>New <b>terms</b><iframe></iframe></p>")).toBe("<p>New <b>terms</b></p>");
    expect(second).toHaveBeenCalledTimes(1);
    expect(await keptSanitiser(file, vi.fn())("<p>New <b>terms</b><iframe></iframe></p>")).toBe(
      "<p>New <b>terms</b></p>",
    );
  });

  it("keeps an answer only for the exact HTML it was made from", async () => {
    await keptSanitiser(file)(html);
    const sanitise = vi.fn(sanitiseHtml);
    await keptSanitiser(file, sanitise)(`${html} `);
    expect(sanitise).toHaveBeenCalledTimes(1);
  });

  it("sanitises again when the file is unreadable, and writes it anew", async () => {
    writeFileSync(file, "{ not json");
    const sanitise = vi.fn(sanitiseHtml);
    expect(await keptSanitiser(file, sanitise)(html)).toBe(await sanitiseHtml(html));
    expect(sanitise).toHaveBeenCalledTimes(1);
    expect(JSON.parse(readFileSync(file, "utf8"))).toHaveLength(1);
  });

  it("still answers when the file cannot be written", async () => {
    const sanitise = vi.fn(sanitiseHtml);
    const unwritable = keptSanitiser(path.join(dir, "missing-folder", "sanitised-content.json"), sanitise);
    expect(await unwritable(html)).toBe(await sanitiseHtml(html));
    expect(await unwritable(html)).toBe(await sanitiseHtml(html));
    expect(sanitise).toHaveBeenCalledTimes(1);
  });
});
