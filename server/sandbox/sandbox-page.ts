import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { type ProviderThemeId, providerThemeCss, providerThemes } from "./provider-themes";

type Body = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The providers' shared layout; every colour, font and radius comes from the provider's theme (provider-themes.ts). */
const layout = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; font: 1rem/1.5 var(--font-body);
    background: var(--colour-background); color: var(--colour-text); }
  .sandbox-banner { margin: 0; padding: 0.5rem 1rem; text-align: center; font-size: 0.9375rem;
    background: var(--colour-warning-soft); color: var(--colour-warning); border-bottom: 2px solid var(--colour-warning); }
  .sandbox-banner strong { margin-right: 0.5rem; text-transform: uppercase; letter-spacing: 0.06em; }
  .provider-bar { padding: 0.875rem 1rem; background: var(--colour-header); color: var(--colour-on-header); }
  .provider-bar > div, main { width: 100%; max-width: 30rem; margin: 0 auto; }
  .provider-bar > div { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 1rem; }
  .provider-name { font-size: 1.25rem; font-weight: 700; letter-spacing: -0.01em; }
  .provider-tagline { font-size: 0.875rem; }
  main { flex: 1; padding: 2rem 1rem; overflow-wrap: anywhere; }
  main:focus { outline: none; }
  .panel { padding: 1.5rem; background: var(--colour-surface); border-radius: var(--radius); box-shadow: var(--shadow-card); }
  .merchant { margin: 0; color: var(--colour-muted); font-size: 0.9375rem; }
  h1 { margin: 0.25rem 0 1rem; font-size: 1.5rem; line-height: 1.25; }
  .amount { display: block; font-size: 1.75rem; font-weight: 700; line-height: 1.2; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; min-height: 2.75rem; margin-top: 0.25rem; padding: 0.5rem 0.75rem; font: inherit;
    color: var(--colour-text); background: var(--colour-surface); border: 1px solid var(--colour-border);
    border-radius: var(--radius-small); }
  .field-note { min-height: 1.5rem; margin: 0.25rem 0 0; color: var(--colour-muted); font-size: 0.875rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  .actions button { flex: 1 1 9rem; }
  button { min-height: 2.75rem; padding: 0.5rem 1.25rem; font: inherit; font-weight: 700; cursor: pointer;
    color: var(--colour-text); background: var(--colour-surface); border: 1px solid var(--colour-border);
    border-radius: var(--radius-small); }
  button:hover { border-color: var(--colour-text); }
  button.primary { color: var(--colour-on-primary); background: var(--colour-primary); border-color: var(--colour-primary); }
  button.primary:hover { background: var(--colour-primary-strong); border-color: var(--colour-primary-strong); }
  a { color: var(--colour-link); text-underline-offset: 0.15em; }
  :is(a, button, input):focus-visible { outline: 3px solid var(--colour-focus); outline-offset: 2px; }
  .error { margin: 1rem 0 0; padding: 0.75rem 1rem; font-weight: 600; color: var(--colour-danger);
    background: var(--colour-danger-soft); border-left: 4px solid var(--colour-danger); border-radius: var(--radius-small); }
  .mail { margin: 1rem 0 0; padding: 0; list-style: none; }
  .mail li { padding: 0.75rem 0; border-top: 1px solid var(--colour-border); }
  .mail p { margin: 0; }
  .mail pre { margin: 0.5rem 0; white-space: pre-wrap; font: inherit; }
  footer { padding: 1rem; text-align: center; color: var(--colour-muted); font-size: 0.875rem; }
  footer p { margin: 0; }
  @media (max-width: 30rem) {
    main { padding: 1rem 0.75rem; }
    .panel { padding: 1.25rem 1rem; }
  }
`;

interface SandboxPageOptions {
  title: string;
  /** Whose page this is: the card processor, PayPal, the bank (direct debit) or the sandbox mailbox. */
  provider: ProviderThemeId;
  body: Body;
  /** The shop being paid, shown above the heading as on a real provider's page. */
  merchant?: string;
  /** First-party scripts only (the CSP allows no inline script). */
  scripts?: string[];
}

/**
 * A sandbox provider page: plain server-rendered HTML with forms, in the provider's own look (not the shop's brand),
 * marked as a sandbox at the top so that nobody takes it for a real payment page.
 */
export function sandboxPage({ title, provider, body, merchant, scripts = [] }: SandboxPageOptions) {
  const theme = providerThemes[provider];
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · ${theme.name}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${raw(providerThemeCss(theme))}${raw(layout)}</style>
    ${scripts.map((src) => html`<script src="${src}" defer></script>`)}
  </head>
  <body>
    <header>
      <p class="sandbox-banner"><strong>Sandbox</strong> This is a test page: no money moves and nothing is charged.</p>
      <div class="provider-bar">
        <div><span class="provider-name">${theme.name}</span><span class="provider-tagline">${theme.tagline}</span></div>
      </div>
    </header>
    <main>
      <div class="panel">
        ${merchant ? html`<p class="merchant">Paying ${merchant}</p>` : ""}
        ${body}
      </div>
    </main>
    <footer><p>A sandbox of the storefront's demo: it takes no real payments, and its mailbox sends no real mail.</p></footer>
  </body>
</html>`;
}
