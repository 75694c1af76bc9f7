/**
 * The looks of the sandbox payment providers' pages: each provider has its own page, unlike the storefront's brands,
 * so that a visitor sees they have left the shop for the payment provider (as with a real hosted payment page).
 * The only file of these pages with colour values; every pair of text and background here passes WCAG AA
 * (4.5:1 for text, 3:1 for borders and focus rings), checked by axe on the pages in the browser tests.
 */
export interface ProviderTheme {
  /** The provider's name in its header bar; never a heading, so the page's own heading stays the only one. */
  name: string;
  /** A short line under the name, as providers print beside their logo. */
  tagline: string;
  /** CSS custom properties, named as in the storefront's design tokens, plus the header bar's colours. */
  tokens: {
    "--colour-background": string;
    "--colour-surface": string;
    "--colour-text": string;
    "--colour-muted": string;
    "--colour-border": string;
    "--colour-primary": string;
    "--colour-primary-strong": string;
    "--colour-on-primary": string;
    "--colour-link": string;
    "--colour-focus": string;
    "--colour-header": string;
    "--colour-on-header": string;
    "--colour-warning": string;
    "--colour-warning-soft": string;
    "--colour-danger": string;
    "--colour-danger-soft": string;
    "--shadow-card": string;
    "--radius": string;
    "--radius-small": string;
    "--font-body": string;
  };
}

/** A neutral card processor's hosted page: slate header, indigo actions, system fonts. */
const cardProcessor: ProviderTheme = {
  name: "CardGate Sandbox",
  tagline: "Secure card payments",
  tokens: {
    "--colour-background": "#f3f4f6",
    "--colour-surface": "#ffffff",
    "--colour-text": "#111827",
    "--colour-muted": "#4b5563",
    "--colour-border": "#6b7280",
    "--colour-primary": "#4338ca",
    "--colour-primary-strong": "#3730a3",
    "--colour-on-primary": "#ffffff",
    "--colour-link": "#4338ca",
    "--colour-focus": "#4338ca",
    "--colour-header": "#1f2937",
    "--colour-on-header": "#ffffff",
    "--colour-warning": "#713f12",
    "--colour-warning-soft": "#fef3c7",
    "--colour-danger": "#b91c1c",
    "--colour-danger-soft": "#fef2f2",
    "--shadow-card": "0 1px 3px rgb(17 24 39 / 0.12), 0 8px 24px rgb(17 24 39 / 0.08)",
    "--radius": "0.5rem",
    "--radius-small": "0.375rem",
    "--font-body": 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

/** A PayPal-like page: deep navy header, a yellow approve button with navy text, rounded pill buttons. */
const paypal: ProviderTheme = {
  name: "PayPal Sandbox",
  tagline: "Pay with your PayPal account",
  tokens: {
    "--colour-background": "#f5f7fa",
    "--colour-surface": "#ffffff",
    "--colour-text": "#001c64",
    "--colour-muted": "#545d68",
    "--colour-border": "#6c7378",
    "--colour-primary": "#ffd140",
    "--colour-primary-strong": "#f2ba36",
    "--colour-on-primary": "#001c64",
    "--colour-link": "#0059b3",
    "--colour-focus": "#0059b3",
    "--colour-header": "#003087",
    "--colour-on-header": "#ffffff",
    "--colour-warning": "#713f12",
    "--colour-warning-soft": "#fef3c7",
    "--colour-danger": "#b91c1c",
    "--colour-danger-soft": "#fef2f2",
    "--shadow-card": "0 2px 12px rgb(0 28 100 / 0.12)",
    "--radius": "1rem",
    "--radius-small": "1.5rem",
    "--font-body": '"Helvetica Neue", Helvetica, Arial, sans-serif',
  },
};

/** A neutral bank-transfer look for the direct-debit form and the sandbox's own mailbox. */
const bank: ProviderTheme = {
  ...cardProcessor,
  name: "BankLink Sandbox",
  tagline: "Direct debit set-up",
  tokens: {
    ...cardProcessor.tokens,
    "--colour-primary": "#0f766e",
    "--colour-primary-strong": "#115e59",
    "--colour-link": "#0f766e",
    "--colour-focus": "#0f766e",
    "--colour-header": "#134e4a",
  },
};

const mailbox: ProviderTheme = { ...cardProcessor, name: "Sandbox mailbox", tagline: "Mail the sandbox has sent" };

export const providerThemes = { card: cardProcessor, paypal, bank, mailbox } as const;
export type ProviderThemeId = keyof typeof providerThemes;

/** The theme's tokens as a `:root` rule for the page's style sheet. */
export function providerThemeCss(theme: ProviderTheme): string {
  const declarations = Object.entries(theme.tokens).map(([name, value]) => `${name}: ${value};`);
  return `:root { ${declarations.join(" ")} }`;
}
