import { z } from "zod/mini";
import { contentPageLookupSchema, cookieConsentRequestSchema, termsListSchema } from "../content";
import { endpoint, jsonBody, noBody, noParams } from "./endpoint";

const slugPath = { slug: z.string() };

// * The storefront's content proxy (same origin as the page): sanitised content without the content service's token,
// and the cookie choice. An unknown slug answers `{ page: null }`, not an error.

export const termsList = endpoint({
  mount: "siteContent",
  method: "GET",
  path: "/terms",
  params: noParams,
  answer: termsListSchema,
  errors: [],
  access: "anyone",
  bodyLimit: noBody,
});

export const termsPage = endpoint({
  mount: "siteContent",
  method: "GET",
  path: "/terms/:slug",
  params: slugPath,
  answer: contentPageLookupSchema,
  errors: [],
  access: "anyone",
  bodyLimit: noBody,
});

export const mainPage = endpoint({
  mount: "siteContent",
  method: "GET",
  // A main page's slug may hold slashes (`about-us/team`).
  path: "/pages/:slug{.+}",
  params: slugPath,
  answer: contentPageLookupSchema,
  errors: [],
  access: "anyone",
  bodyLimit: noBody,
});

// The answer repeats the choice remembered.
export const saveCookieConsent = endpoint({
  mount: "siteContent",
  method: "POST",
  path: "/consent",
  params: noParams,
  body: cookieConsentRequestSchema,
  answer: cookieConsentRequestSchema,
  errors: [],
  access: "anyone",
  bodyLimit: jsonBody,
});
