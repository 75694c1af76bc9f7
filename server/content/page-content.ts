import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { BrandCode } from "../../brands/index";
import { sharedRoutePaths } from "../../brands/routes";
import { type CookieConsent, cookieConsentChoices, type Seo, type SiteContent } from "../../contract/content";
import { setAnswerCookie } from "../http/answer-headers";
import { cookieOptions } from "../http/cookies";
import type { Logger } from "../http/logger";
import { fallbackGlobalLocales, fallbackSeo } from "./fallback";
import { feedbackScriptPath } from "./feedback-scripts";
import type { ContentSource } from "./source";

export const consentCookieName = "storefront_cookie_consent";
export const feedbackCookieName = "storefront_feedback";
const oneYearSeconds = 365 * 24 * 60 * 60;

export interface PageContent {
  seo: Seo;
  siteContent: SiteContent;
  /** The path is a main page of the content service that has no route of its own (such as /about-us/). */
  isContentOnlyPage: boolean;
}

/** Path without its leading and trailing slashes: the Slug of the main page at that path ("home" for /). */
export function mainPageSlug(path: string): string {
  return path.replace(/^\/+|\/+$/g, "") || "home";
}

const termsPrefix = sharedRoutePaths.terms;

async function seoFor(source: ContentSource, brand: BrandCode, path: string): Promise<Seo | undefined> {
  const termsSlug = path.startsWith(termsPrefix) ? path.slice(termsPrefix.length).replace(/\/+$/, "") : "";
  const page = termsSlug ? await source.termsPage(brand, termsSlug) : await source.mainPage(brand, mainPageSlug(path));
  return page?.SEO;
}

function consentFrom(c: Context): CookieConsent | undefined {
  const value = getCookie(c, consentCookieName);
  return cookieConsentChoices.find((choice) => choice === value);
}

/**
 * Reads the feedback cookie; `?feedback=1` (the link in a feedback invitation) sets it. The
 * cookie's presence is what makes the app load the brand's feedback script.
 */
function feedbackInvited(c: Context): boolean {
  if (c.req.query("feedback") === "1") {
    setAnswerCookie(c, feedbackCookieName, "1", cookieOptions(c, { maxAge: oneYearSeconds }));
    return true;
  }
  return getCookie(c, feedbackCookieName) === "1";
}

export function rememberConsent(c: Context, choice: CookieConsent): void {
  setAnswerCookie(c, consentCookieName, choice, cookieOptions(c, { maxAge: oneYearSeconds }));
}

/** The visitor's own choices a page carries: their cookie consent and whether they were invited to give feedback. */
export interface VisitorChoices {
  consent: CookieConsent | undefined;
  feedbackInvited: boolean;
}

/** Reads the visitor's choices from their cookies (setting the feedback cookie when the link asks for it). */
export function visitorChoices(c: Context): VisitorChoices {
  return { consent: consentFrom(c), feedbackInvited: feedbackInvited(c) };
}

/**
 * The content a page needs in the HTML the server sends: SEO tags, and the global content with
 * the visitor's cookie choices for the app. A content service failure never fails the page:
 * the essential navigation and a plain title stand in.
 */
export async function pageContent(
  path: string,
  visitor: VisitorChoices,
  source: ContentSource,
  brand: BrandCode,
  logger?: Logger,
): Promise<PageContent> {
  const segments = path.split("/").filter(Boolean);
  const [global, seo, contentOnlyPage] = await Promise.all([
    source.globalLocales(brand).catch((error) => {
      logger?.warn("content service unavailable, using the fallback navigation", { brand, error: String(error) });
      return fallbackGlobalLocales(brand);
    }),
    seoFor(source, brand, path).catch(() => undefined),
    segments.length === 1 ? source.mainPage(brand, segments[0]).catch(() => undefined) : undefined,
  ]);
  return {
    seo: seo ?? fallbackSeo(brand),
    siteContent: {
      global,
      consent: visitor.consent,
      feedbackScriptUrl: visitor.feedbackInvited ? feedbackScriptPath(brand) : undefined,
    },
    isContentOnlyPage: contentOnlyPage !== undefined && contentOnlyPage.Slug !== "home",
  };
}
