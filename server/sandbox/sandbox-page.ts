import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

type Body = HtmlEscapedString | Promise<HtmlEscapedString>;

const styles = raw(`
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2330; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px #0002; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; margin-top: .25rem; }
  button { margin-top: 1.5rem; margin-right: .5rem; padding: .6rem 1.2rem; font: inherit; cursor: pointer; }
  .note { color: #555; font-size: .9rem; }
  .error { color: #a40000; font-weight: 600; }
  .amount { font-size: 1.3rem; font-weight: 700; }
`);

/** A sandbox provider page: plain server-rendered HTML with forms; the only script is a first-party file. */
export function sandboxPage(title: string, body: Body, scripts: string[] = []) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${styles}</style>
    ${scripts.map((src) => html`<script src="${src}" defer></script>`)}
  </head>
  <body>
    <main>
      <p class="note">Sandbox provider: no real money moves.</p>
      ${body}
    </main>
  </body>
</html>`;
}

export function formatMoney(minor: number, currency: "USD" | "GBP"): string {
  return `${currency === "GBP" ? "£" : "$"}${(minor / 100).toFixed(2)}`;
}
