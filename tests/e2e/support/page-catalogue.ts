import type { Page } from "@playwright/test";

/**
 * Serves the app's pages as the server does when the brand API is elsewhere: without the catalogue in them, so the
 * app asks the brand API for the plans (which a test can then hold or answer). Their server-rendered HTML (which
 * showed the plans) is left out too, so the browser renders each page itself.
 */
export async function serveWithoutPageCatalogue(page: Page): Promise<void> {
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      // Node cannot resolve the brands' *.localhost names as Chromium does: asked of 127.0.0.1 with the host name.
      const url = new URL(route.request().url());
      const served = await route.fetch({
        url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: url.host },
        maxRedirects: 0,
      });
      const html = (await served.text())
        .replace(/<script type="application\/json" id="storefront-catalogue">.*?<\/script>/s, "")
        .replace(/(<div id="root">).*?(<\/div>\s*<\/body>)/s, "$1$2");
      await route.fulfill({ response: served, body: html });
    },
  );
}
