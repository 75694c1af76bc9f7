import { z } from "zod/mini";

/** SEO block of a content service record (spec section 3 "Content service record"). */
export const seoSchema = z.object({
  Title: z.string(),
  Description: z.string(),
  Twitter_account: z.optional(z.string()),
  Canonical_URL: z.optional(z.string()),
  Open_graph_img: z.optional(z.string()),
  Keywords: z.optional(z.string()),
});
export type Seo = z.infer<typeof seoSchema>;

/** A terms page or main page: SEO, Slug, Title, updatedAt, and its body as HTML (sanitised before it reaches the app). */
export const contentPageSchema = z.object({
  Slug: z.string(),
  Title: z.string(),
  updatedAt: z.string(),
  SEO: seoSchema,
  Body: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

const linkSchema = z.object({ Label: z.string(), Url: z.string() });
export type ContentLink = z.infer<typeof linkSchema>;

/** `GET /api/custom/globalLocales`: what every page shows (spec section 7). */
export const globalLocalesSchema = z.object({
  cookie: z.object({
    Title: z.string(),
    /** HTML. */
    Text: z.string(),
    AcceptLabel: z.string(),
    DeclineLabel: z.string(),
  }),
  promotionBar: z.nullable(z.object({ Text: z.string(), Link: z.optional(linkSchema) })),
  navigation: z.array(linkSchema),
  footer: z.object({
    Columns: z.array(z.object({ Heading: z.string(), Links: z.array(linkSchema) })),
    /** HTML. */
    Legal: z.string(),
  }),
});
export type GlobalLocales = z.infer<typeof globalLocalesSchema>;

/** The content service's answers are wrapped the way headless CMSes wrap them. */
export const globalLocalesResponseSchema = z.object({ data: globalLocalesSchema });
export const contentPagesResponseSchema = z.object({ data: z.array(contentPageSchema) });

export const cookieConsentChoices = ["accepted", "declined"] as const;
export type CookieConsent = (typeof cookieConsentChoices)[number];

/** Body of `POST /site-content/consent`. */
export const cookieConsentRequestSchema = z.object({ choice: z.enum(cookieConsentChoices) });

/**
 * What the server hands the app with each page, in a JSON script element: the global content
 * (already sanitised), the visitor's remembered cookie choice, and the brand's feedback script
 * when the feedback cookie was read.
 */
export const siteContentSchema = z.object({
  global: globalLocalesSchema,
  consent: z.optional(z.enum(cookieConsentChoices)),
  feedbackScriptUrl: z.optional(z.string()),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** Id of the JSON script element that carries the site content. */
export const siteContentElementId = "storefront-site-content";

/** `GET /site-content/terms/:slug` and `/site-content/pages/:slug`: the page, or null when there is none. */
export const contentPageLookupSchema = z.object({ page: z.nullable(contentPageSchema) });
export type ContentPageLookup = z.infer<typeof contentPageLookupSchema>;

/** `GET /site-content/terms`: the list of terms pages, without their bodies. */
export const termsListSchema = z.object({
  pages: z.array(z.object({ Slug: z.string(), Title: z.string(), updatedAt: z.string() })),
});
export type TermsList = z.infer<typeof termsListSchema>;

/**
 * The content pages the app's route loaders read: over HTTP from /site-content in the browser, straight from the
 * content source when the server renders a page (so it makes no request to itself).
 */
export interface ContentPageReader {
  termsList(): Promise<TermsList>;
  termsPage(slug: string): Promise<ContentPage | undefined>;
  mainPage(slug: string): Promise<ContentPage | undefined>;
}

/** Id of the feedback widget's element, which the brands' feedback scripts fill in. */
export const feedbackWidgetId = "feedback-widget";
