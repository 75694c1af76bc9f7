import { describe, expect, it } from "vitest";
import { brandCodes, type ThemeColours } from "../../brands/index";
import { brandThemes } from "../../brands/themes";

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

type Pair = [foreground: keyof ThemeColours, background: keyof ThemeColours];

/** Text drawn on a fill: AA for normal text, 4.5:1. */
const textPairs: Pair[] = [
  ["text", "background"],
  ["text", "surface"],
  ["text", "surfaceAlt"],
  ["muted", "surface"],
  ["muted", "background"],
  ["muted", "surfaceAlt"],
  ["primary", "surfaceAlt"],
  ["primary", "surface"],
  ["primary", "background"],
  ["danger", "surface"],
  ["onPrimary", "primary"],
  ["onPrimary", "primaryStrong"],
  ["onAccent", "accent"],
  ["success", "successSoft"],
  ["warning", "warningSoft"],
  ["danger", "dangerSoft"],
  ["info", "infoSoft"],
  ["onHeader", "header"],
  ["onHero", "hero"],
  ["onHero", "heroEnd"],
];

/** Focus rings and other interface parts: 3:1 (WCAG 1.4.11). */
const interfacePairs: Pair[] = [
  ["focus", "surface"],
  ["focus", "background"],
];

describe("the contrast formula", () => {
  it("gives 21:1 for black on white and just under 4.5:1 for #777777 on white", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeLessThan(4.5);
    expect(contrast("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each(brandCodes)("brand %s theme", (brand) => {
  const { colours } = brandThemes[brand];

  it("writes every colour as #rrggbb", () => {
    for (const value of Object.values(colours)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(textPairs)("%s on %s passes WCAG AA for text (4.5:1)", (foreground, background) => {
    expect(contrast(colours[foreground], colours[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(interfacePairs)("%s on %s passes WCAG AA for interface parts (3:1)", (foreground, background) => {
    expect(contrast(colours[foreground], colours[background])).toBeGreaterThanOrEqual(3);
  });
});

describe("the three brands", () => {
  it("each have their own primary colour, radius and heading font", () => {
    const themes = brandCodes.map((brand) => brandThemes[brand]);
    for (const key of ["radius", "fontHeading"] as const) expect(new Set(themes.map((t) => t[key])).size).toBe(3);
    expect(new Set(themes.map((t) => t.colours.primary)).size).toBe(3);
  });
});
