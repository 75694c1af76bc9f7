import type { ServiceplanList } from "./catalogue";
import type { ContentPageReader, SiteContent } from "./content";
import type { RuntimeConfig } from "./runtime-config";

/** What the server knows about a page when it renders the app into its HTML. */
export interface ServerRenderInput {
  /** The page's full URL (path and query decide the route and, on the search page, the search). */
  url: string;
  config: RuntimeConfig;
  siteContent: SiteContent | null;
  /** The brand's catalogue when the server has it at hand (its own brand API), else null: the app loads it. */
  catalogue: ServiceplanList | null;
  /** The brand's content pages, for the route loaders of content pages. */
  contentPages: ContentPageReader;
}

/** The app's HTML for `#root` and the ids of the routes it shows (each a module path that names its chunk). */
export interface ServerRenderResult {
  html: string;
  routeIds: string[];
  /** What the route loaders read (and the errors they threw, serialised), for the browser's router to start from. */
  routeData: RouteData;
}

/** The router's data of a server-rendered page, in React Router's hydration format. */
export interface RouteData {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}

/** Id of the JSON script element that carries the page's route data. */
export const routeDataElementId = "storefront-route-data";

/**
 * The script files each lazily loaded route needs beyond the entry's (its chunk, what that imports, the parts it loads
 * with `import()`), by route id, from the browser build's manifest: a page fetches a route's files all at once when the
 * visitor heads for it, instead of one import level at a time.
 */
export type RouteChunks = Record<string, string[]>;

/** Id of the JSON script element that carries the route chunks. */
export const routeChunksElementId = "storefront-route-chunks";

/**
 * The module the SSR build makes of `src/entry-server.tsx`: the server loads it by path at run time (`server/` never
 * imports `src/`), so this type is the one thing both sides share.
 */
export interface ServerRenderModule {
  renderApp(input: ServerRenderInput): Promise<ServerRenderResult>;
}
