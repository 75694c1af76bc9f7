import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandCompany } from "../../brands/company";
import { brandCodes } from "../../brands/index";

/** A brand's About page body as its content service holds it. */
function aboutBody(brand: string): string {
  const pages: { Slug: string; Body: string }[] = JSON.parse(
    readFileSync(`content/${brand.toLowerCase()}/main-pages.json`, "utf8"),
  ).data;
  return pages.find((page) => page.Slug === "about-us")?.Body ?? "";
}

describe("each brand its own voice (issue 36)", () => {
  it("tells each brand's own story on its About page, naming its own company", () => {
    const stories = brandCodes.map(aboutBody);
    expect(new Set(stories).size).toBe(brandCodes.length);
    for (const brand of brandCodes) expect(aboutBody(brand)).toContain(brandCompany[brand].legalName);
    // The story the three brands used to share.
    for (const story of stories) expect(story).not.toContain("helped people and businesses get online since 2002");
  });

  it("gives each brand a company of its own: name, address, email and registration", () => {
    const companies = brandCodes.map((brand) => brandCompany[brand]);
    expect(new Set(companies.map((company) => company.legalName)).size).toBe(brandCodes.length);
    expect(new Set(companies.map((company) => company.email)).size).toBe(brandCodes.length);
    for (const company of companies) {
      expect(company.address.length).toBeGreaterThanOrEqual(2);
      expect(company.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
      expect(company.registration).not.toBe("");
    }
  });
});
