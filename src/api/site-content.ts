import { z } from "zod/mini";
import {
  type ContentPage,
  type ContentPageReader,
  type CookieConsent,
  contentPageLookupSchema,
  type TermsList,
  termsListSchema,
} from "../../contract/content";
import { createApiClient } from "./client";

/** The storefront server's content proxy: same origin, sanitised content, no token. */
const siteContentApi = createApiClient("/site-content");

/** A content page, or undefined when the content service has no page by that slug. */
async function optionalPage(path: string): Promise<ContentPage | undefined> {
  return (await siteContentApi(path, { schema: contentPageLookupSchema })).page ?? undefined;
}

export const fetchTermsList = (): Promise<TermsList> => siteContentApi("/terms", { schema: termsListSchema });
export const fetchTermsPage = (slug: string) => optionalPage(`/terms/${encodeURIComponent(slug)}`);
export const fetchMainPage = (slug: string) => optionalPage(`/pages/${encodeURIComponent(slug)}`);

/** The content pages as the browser reads them: from the storefront server's content proxy. */
export const contentPagesOverHttp: ContentPageReader = {
  termsList: fetchTermsList,
  termsPage: fetchTermsPage,
  mainPage: fetchMainPage,
};

export async function saveCookieConsent(choice: CookieConsent): Promise<void> {
  await siteContentApi("/consent", { method: "POST", body: { choice }, schema: z.object({ choice: z.string() }) });
}
