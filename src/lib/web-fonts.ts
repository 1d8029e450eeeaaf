/**
 * The site's faces (astro.config.ts `fonts`), by their CSS variable, the font files Astro
 * built for them, and the inline script that keeps a visitor's first page in the fallback
 * faces (src/browser/defer-web-fonts.ts; docs/decisions/006-web-fonts-from-the-second-page.md).
 */
import { createHash } from "node:crypto";
import { fontData } from "astro:assets";
import { deferWebFonts } from "../browser/defer-web-fonts";

export const fontVariables = ["--font-fraunces", "--font-figtree"] as const;

export const fontFiles = fontVariables.flatMap((variable) =>
  fontData[variable].flatMap((face) => face.src.map((source) => source.url)),
);

/** What a browser remembers, in localStorage, once it has the font files in its cache. */
const fontsCachedKey = "web-fonts-cached";

/** The function's own text (the build has already taken out its comments) on one line, called. */
export const deferWebFontsScript = `(${deferWebFonts.toString().replace(/\n\s*/g, "")})(${JSON.stringify(fontVariables)},${JSON.stringify(fontsCachedKey)});`;

/** For the page's CSP, which must list it before the <head> is written (site-layout.astro). */
export const deferWebFontsScriptHash: `sha256-${string}` = `sha256-${createHash("sha256").update(deferWebFontsScript).digest("base64")}`;
