/**
 * Id of the JSON script element that lists the script files a server-rendered page needs to start its app (the app's
 * start chunk, what it imports, the page's routes and their parts), as absolute paths. The page paints from its HTML
 * and stylesheets alone; `src/boot.ts` asks for these files all at once after that first paint (issue 39).
 *
 * A file of its own: the boot script imports it and nothing else, so the boot chunk stays a few hundred bytes.
 */
export const pageScriptsElementId = "storefront-page-scripts";

/** What that element holds: the module that starts the app, and every script file to fetch with it at once. */
export interface PageScripts {
  start: string;
  preload: string[];
}
