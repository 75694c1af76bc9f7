import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Colours come from the brand themes only (issue 15, design token contract): components use var(--colour-*). Only the
 * theme files may hold colour literals.
 */
const themeFiles = new Set([
  "brands/wh.ts",
  "brands/mp.ts",
  "brands/uk2.ts",
  "server/sandbox/provider-themes.ts",
  "workbench/diagram-theme.ts",
]);
const scannedFolders = ["src", "server", "contract", "machines", "rules", "brands", "scripts", "types", "workbench"];
const scannedExtensions = /\.(css|tsx?)$/;

const hex = /(?<![\w&-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i;
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
const namedColours =
  "white|black|red|green|blue|yellow|orange|purple|pink|brown|gray|grey|silver|gold|navy|teal|maroon|olive|lime|aqua|fuchsia|cyan|magenta|crimson|indigo|violet|beige|tomato|coral|salmon|khaki|ivory";
/** A named colour as a CSS value: `color: white`, `border: 1px solid black`. */
const cssNamedColour = new RegExp(`:[^;]*(?<![\\w-])(?:${namedColours})(?![\\w-])`, "i");
/** A named colour given to a colour property from script: `color: "white"`, `fill="black"`. */
const scriptNamedColour = new RegExp(
  `(?:colou?r|background|fill|stroke|border)\\w*["']?\\s*[:=]\\s*\\{?\\s*["'\`](?:${namedColours})["'\`]`,
  "i",
);

/** The declarations of a style sheet (selectors such as `#main` are left out). */
function declarations(css: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...withoutComments.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]).join("\n");
}

/** The string literals of a script (a `#` outside them is a private field or a comment). */
function stringLiterals(code: string): string {
  return [...code.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0]).join("\n");
}

/** The colour literals found in a file's text, by the file's kind. */
function colourLiterals(file: string, text: string): string[] {
  const found: string[] = [];
  if (file.endsWith(".css")) {
    for (const line of declarations(text).split(/[;\n]/)) {
      if (hex.test(line) || colourFunction.test(line) || cssNamedColour.test(line)) found.push(line.trim());
    }
    return found;
  }
  for (const literal of stringLiterals(text).split("\n")) {
    if (hex.test(literal) || colourFunction.test(literal)) found.push(literal.trim());
  }
  for (const line of text.split("\n")) if (scriptNamedColour.test(line)) found.push(line.trim());
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && scannedExtensions.test(entry.name))
    .map((entry) => path.relative(".", path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

describe("the colour literal check", () => {
  it.each([
    ["a.css", ".x { color: #fff; }"],
    ["a.css", ".x { background: rgb(0 0 0 / 20%); }"],
    ["a.css", ".x { border: 1px solid black; }"],
    ["a.css", ".x { box-shadow: 0 1px 2px hsla(0, 0%, 0%, 0.2); }"],
    ["a.ts", 'const css = "main { color: #1d2330 }";'],
    ["a.tsx", '<div style={{ color: "white" }} />'],
    ["a.tsx", '<path fill="black" />'],
    ["a.ts", "const shadow = `0 1px 4px rgba(0,0,0,.2)`;"],
  ])("finds the literal in %s: %s", (file, text) => {
    expect(colourLiterals(file, text)).not.toEqual([]);
  });

  it.each([
    ["a.css", "#main:focus { outline: none; color: var(--colour-text); }"],
    ["a.css", ".x { border-color: transparent; color: currentColor; font-family: Georgia, serif; }"],
    ["a.css", "/* was #fff */ .x { background: var(--colour-surface); }"],
    ["a.ts", 'const link = path + "#faq"; class A { #add = 1; }'],
    ["a.tsx", '<a href="#main">Skip to content</a>'],
    ["a.ts", 'const message = "Pick the white or black plan";'],
  ])("lets %s through: %s", (file, text) => {
    expect(colourLiterals(file, text)).toEqual([]);
  });
});

describe("colour literals in the code base", () => {
  const files = scannedFolders.flatMap(sourceFiles).filter((file) => !themeFiles.has(file));

  it("scans the app's style sheets and components", () => {
    expect(files).toContain("src/styles.css");
    expect(files).toContain("src/components/SiteHeader.tsx");
  });

  it("finds none outside the theme files", () => {
    const offenders = files.flatMap((file) =>
      colourLiterals(file, readFileSync(file, "utf8")).map((literal) => `${file}: ${literal}`),
    );
    expect(offenders).toEqual([]);
  });
});
