import { type BrandCode, brands } from "../../brands/index";
import {
  type ContentPage,
  contentPagesResponseSchema,
  type GlobalLocales,
  globalLocalesResponseSchema,
} from "../../contract/content";
import type { ResponseSchema } from "../../contract/response-schema";
import { createTimedCache } from "./cache";
import { withAllowedLinks } from "./links";
import { sanitiseHtml } from "./sanitise";

export type ContentFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface ContentSourceOptions {
  baseUrl: string;
  token: string;
  fetch: ContentFetch;
  now?: () => number;
  /** Content HTML as it may be rendered; `sanitiseHtml` unless the server keeps its answers between starts. */
  sanitise?: (html: string) => Promise<string>;
}

/** The storefront's view of the content service: validated, sanitised and cached 30 s. */
export interface ContentSource {
  globalLocales(brand: BrandCode): Promise<GlobalLocales>;
  termsPages(brand: BrandCode): Promise<ContentPage[]>;
  termsPage(brand: BrandCode, slug: string): Promise<ContentPage | undefined>;
  mainPages(brand: BrandCode): Promise<ContentPage[]>;
  mainPage(brand: BrandCode, slug: string): Promise<ContentPage | undefined>;
}

export class ContentServiceError extends Error {
  override name = "ContentServiceError";
}

type Sanitise = (html: string) => Promise<string>;

async function sanitisePage(page: ContentPage, sanitise: Sanitise): Promise<ContentPage> {
  return { ...page, Body: await sanitise(page.Body) };
}

async function sanitiseGlobal(global: GlobalLocales, sanitise: Sanitise): Promise<GlobalLocales> {
  const linked = withAllowedLinks(global);
  const [cookieText, legal] = await Promise.all([sanitise(linked.cookie.Text), sanitise(linked.footer.Legal)]);
  return { ...linked, cookie: { ...linked.cookie, Text: cookieText }, footer: { ...linked.footer, Legal: legal } };
}

/**
 * Reads content with the bearer token, which stays on the server: the browser only ever gets
 * what these functions return. Each brand is a site of the content service, named by its workspace code.
 */
export function createContentSource(options: ContentSourceOptions): ContentSource {
  const base = options.baseUrl.replace(/\/+$/, "");
  const cached = createTimedCache<unknown>(options.now ?? Date.now);
  const sanitise = options.sanitise ?? sanitiseHtml;

  /** Fetches, validates and sanitises one collection; the cache keeps the sanitised result. */
  async function request<T, R>(
    brand: BrandCode,
    collection: string,
    schema: ResponseSchema<T>,
    prepare: (data: T) => Promise<R>,
  ): Promise<R> {
    const site = brands[brand].brandName.toLowerCase();
    const url = `${base}/${site}/api/${collection}`;
    return cached(url, async () => {
      const response = await options.fetch(url, {
        headers: { authorization: `Bearer ${options.token}`, accept: "application/json" },
      });
      if (!response.ok) throw new ContentServiceError(`The content service answered ${url} with ${response.status}.`);
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success)
        throw new ContentServiceError(`The content service's answer to ${url} is not in the expected shape.`);
      return prepare(parsed.data);
    }) as Promise<R>;
  }

  const pages = (brand: BrandCode, collection: string) =>
    request(brand, collection, contentPagesResponseSchema, (response) =>
      Promise.all(response.data.map((page) => sanitisePage(page, sanitise))),
    );

  return {
    globalLocales: (brand) =>
      request(brand, "custom/globalLocales", globalLocalesResponseSchema, (response) =>
        sanitiseGlobal(response.data, sanitise),
      ),
    termsPages: (brand) => pages(brand, "t-and-c-pages-data"),
    termsPage: async (brand, slug) => (await pages(brand, "t-and-c-pages-data")).find((page) => page.Slug === slug),
    mainPages: (brand) => pages(brand, "main-pages-data"),
    mainPage: async (brand, slug) => (await pages(brand, "main-pages-data")).find((page) => page.Slug === slug),
  };
}
