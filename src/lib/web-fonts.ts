/**
 * The site's two faces and the files each is cut into (docs/decisions/006): Fraunces for headings
 * and Figtree for text, from the variable fonts of @fontsource-variable. scripts/lib/web-fonts.ts
 * writes the files; astro.config.ts declares them and src/layouts/web-fonts.astro preloads the
 * first paint's. Each face comes in two files with a unicode-range:
 *   - "latin": Basic Latin, Latin-1 Supplement and the typographic punctuation (curly quotes,
 *     dashes, ellipsis, bullet, €, ™, …), what every page draws; the first page preloads it;
 *   - "latin-ext": Latin Extended-A (ā, č, ğ, ł, ő, œ, ş, ž, …) and Romanian's ș ț, which a
 *     browser downloads only for a page that holds one of them.
 */

type Range = readonly [first: number, last: number];

/** Every code point of the ranges, as a string. */
export function characters(ranges: readonly Range[]): string {
  return ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
    .reduce((text, codePoint) => text + String.fromCodePoint(codePoint), "");
}

/** "U+0000-00FF" for a @font-face unicode-range. */
const cssRange = ([first, last]: Range) =>
  first === last
    ? `U+${first.toString(16).toUpperCase()}`
    : `U+${first.toString(16).toUpperCase()}-${last.toString(16).toUpperCase()}`;

/** Basic Latin, Latin-1 Supplement, and the punctuation and symbols of Google Fonts' "latin" subset. */
const latin: readonly Range[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131], // ı
  [0x0152, 0x0153], // Œ œ
  [0x02bb, 0x02bc], // ʻ ʼ
  [0x02c6, 0x02c6], // ˆ
  [0x02da, 0x02da], // ˚
  [0x02dc, 0x02dc], // ˜
  [0x0304, 0x0304], // combining macron, diaeresis, below-dot: accents typed as two code points
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f], // General Punctuation: spaces, dashes, curly quotes, bullet, ellipsis, primes, ‹ ›, ⁄
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
  [0x2215, 0x2215], // ∕
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * Latin Extended-A (less ı Œ œ, which are in latin), Romanian's Ș ș Ț ț, German's ẞ, and the dagger,
 * which both typefaces keep with these letters rather than in their Latin file.
 */
const latinExt: readonly Range[] = [
  [0x0100, 0x0130],
  [0x0132, 0x0151],
  [0x0154, 0x017f],
  [0x0218, 0x021b],
  [0x1e9e, 0x1e9e],
  [0x2020, 0x2020],
];

export type WebFontFile = {
  /** The file written to webFontDir. */
  file: string;
  /** The @fontsource-variable file it is cut from. */
  source: string;
  /** The @font-face weight: one number for a static instance, "min max" for a variable range. */
  weight: string;
  /** Pinned ("wght": 700) or narrowed ({min, max}) axes; hb-subset drops the rest of the design space. */
  axes: Record<string, number | { min: number; max: number; default: number }>;
  subset: "latin" | "latin-ext";
  ranges: readonly Range[];
  /** Preloaded from the head of every page: the files the first paint needs. */
  preload: boolean;
};

export type WebFontFamily = {
  name: string;
  cssVariable: "--font-fraunces" | "--font-figtree";
  fallbacks: [string, ...string[]];
  files: WebFontFile[];
};

const fraunces = (subset: WebFontFile["subset"]) =>
  `@fontsource-variable/fraunces/files/fraunces-${subset}-wght-normal.woff2`;
const figtree = (subset: WebFontFile["subset"]) =>
  `@fontsource-variable/figtree/files/figtree-${subset}-wght-normal.woff2`;

/**
 * The weights the design uses: headings in Fraunces 700 (font-display font-bold), quotes in
 * Fraunces 400 (testimonials, the about page's blockquote), text in Figtree 400 to 800. Fraunces
 * comes as two static instances, each half the size of the variable file, and only the heading
 * weight is preloaded; Figtree stays variable, narrowed to 400-800, since five weights in one file
 * weigh less than two static ones.
 */
export const webFontFamilies: readonly WebFontFamily[] = [
  {
    name: "Fraunces",
    cssVariable: "--font-fraunces",
    fallbacks: ["Georgia", "serif"],
    files: (["latin", "latin-ext"] as const).flatMap((subset) =>
      [700, 400].map((weight) => ({
        file: `fraunces-${weight}-${subset}.woff2`,
        source: fraunces(subset),
        weight: String(weight),
        axes: { wght: weight },
        subset,
        ranges: subset === "latin" ? latin : latinExt,
        preload: subset === "latin" && weight === 700,
      })),
    ),
  },
  {
    name: "Figtree",
    cssVariable: "--font-figtree",
    fallbacks: ["Arial", "sans-serif"],
    files: (["latin", "latin-ext"] as const).map((subset) => ({
      file: `figtree-400-800-${subset}.woff2`,
      source: figtree(subset),
      weight: "400 800",
      axes: { wght: { min: 400, max: 800, default: 400 } },
      subset,
      ranges: subset === "latin" ? latin : latinExt,
      preload: subset === "latin",
    })),
  },
];

/** The unicode-range of a file. */
export const unicodeRange = (file: WebFontFile): [string, ...string[]] => {
  const [first, ...rest] = file.ranges.map(cssRange);
  return [first!, ...rest];
};

/**
 * What "any Latin text" must find in both faces (the test checks it): Basic Latin, Latin-1
 * Supplement, Latin Extended-A, and the common typographic punctuation.
 */
export const latinCharacters =
  characters([
    [0x0020, 0x007e],
    [0x00a0, 0x017f],
  ]) + "‘’‚“”„–—…•‹›«»€™†′″⁄−";
