import type { BrandCode } from "../../brands/index";
import type { ContentPageReader } from "../../contract/content";
import type { ContentSource } from "./source";

/**
 * One brand's content pages as the app reads them: what the /site-content proxy answers, and what the route loaders
 * read when the server renders a page (straight from the source, no request to itself).
 */
export function contentPageReader(source: ContentSource, brand: BrandCode): ContentPageReader {
  return {
    termsList: async () => ({
      pages: (await source.termsPages(brand)).map(({ Slug, Title, updatedAt }) => ({ Slug, Title, updatedAt })),
    }),
    termsPage: (slug) => source.termsPage(brand, slug),
    mainPage: (slug) => source.mainPage(brand, slug),
  };
}
