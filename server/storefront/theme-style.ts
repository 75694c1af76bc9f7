import type { BrandTheme } from "../../brands/index";

/** `primaryStrong` -> `primary-strong`: the design contract's token names. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The wordmark as a CSS image, so the header draws it without the theme data in the browser's JavaScript. */
function svgUrl(svg: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** The theme's custom properties, one `name: value` declaration each. */
export function themeDeclarations(theme: BrandTheme): string[] {
  return [
    ...Object.entries(theme.colours).map(([name, value]) => `--colour-${kebab(name)}: ${value}`),
    `--radius: ${theme.radius}`,
    `--radius-small: ${theme.radiusSmall}`,
    `--radius-control: ${theme.radiusControl}`,
    `--shadow-card: ${theme.shadowCard}`,
    `--font-body: ${theme.fontBody}`,
    `--font-heading: ${theme.fontHeading}`,
    `--heading-weight: ${theme.headingWeight}`,
    `--heading-tracking: ${theme.headingTracking}`,
    `--label-case: ${theme.labelCase}`,
    `--logo: ${svgUrl(theme.logo.svg)}`,
    `--logo-width: ${theme.logo.width}px`,
    `--logo-height: ${theme.logo.height}px`,
  ];
}

/**
 * The brand's theme as a <style> element for the page head: the page is themed before any script runs. Theme values
 * come from the brand files only, never from a request, and `<` cannot occur in them (checked), so the element cannot be
 * closed early.
 */
export function themeStyleElement(theme: BrandTheme): string {
  const css = `:root{${themeDeclarations(theme).join(";")}}`;
  if (css.includes("<")) throw new Error("A theme value contains '<', which could close its <style> element.");
  return `<style id="brand-theme">${css}</style>`;
}
