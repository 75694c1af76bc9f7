import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandCodes } from "../../brands/index";
import { brandTerms } from "../../brands/terms";

/** The terms pages of a brand's content, as the content service serves them (content/<workspace folder>/). */
function termsPages(folder: string): { Slug: string; updatedAt: string }[] {
  return JSON.parse(readFileSync(`content/${folder}/terms-pages.json`, "utf8")).data;
}

describe("the terms paying accepts", () => {
  it.each(brandCodes)("%s: are a terms page of its content, at the version its orders record", (brand) => {
    const terms = brandTerms[brand];
    const page = termsPages(brand.toLowerCase()).find((candidate) => candidate.Slug === terms.slug);
    expect(page, `content/${brand.toLowerCase()} has a terms page "${terms.slug}"`).toBeDefined();
    // A changed terms page must change the version orders record with it (brands/ `terms.version`).
    expect(page?.updatedAt).toBe(terms.version);
  });
});
