import type { ContentPage, ContentPageReader, CookieConsent, TermsList } from "../../contract/content";
import { mounts } from "../../contract/endpoints/endpoint";
import * as siteContentEndpoints from "../../contract/endpoints/site-content";
import { createApiClient } from "./client";
import { endpointCaller } from "./endpoint-client";

/** The storefront server's content proxy: same origin, sanitised content, no token. */
const call = endpointCaller(createApiClient(mounts.siteContent));

export const fetchTermsList = (): Promise<TermsList> => call(siteContentEndpoints.termsList, {});
export const fetchTermsPage = async (slug: string): Promise<ContentPage | undefined> =>
  (await call(siteContentEndpoints.termsPage, { params: { slug } })).page ?? undefined;
export const fetchMainPage = async (slug: string): Promise<ContentPage | undefined> =>
  (await call(siteContentEndpoints.mainPage, { params: { slug } })).page ?? undefined;

/** The content pages as the browser reads them: from the storefront server's content proxy. */
export const contentPagesOverHttp: ContentPageReader = {
  termsList: fetchTermsList,
  termsPage: fetchTermsPage,
  mainPage: fetchMainPage,
};

export async function saveCookieConsent(choice: CookieConsent): Promise<void> {
  await call(siteContentEndpoints.saveCookieConsent, { body: { choice } });
}
