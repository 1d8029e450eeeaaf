/**
 * The site's two faces and the files each is cut into (docs/decisions/006): Fraunces for headings
 * and Figtree for text, from the variable fonts of @fontsource-variable. scripts/lib/web-fonts.ts
 * writes the files; astro.config.ts declares them and src/layouts/site-layout.astro preloads the
 * first paint's. Each face comes in three files with a unicode-range, and a browser downloads a
 * file only for a page that holds one of its characters:
 *   - "latin-core": Basic Latin, the symbols (nbsp, ©, ®, °, ·, ×) and the punctuation the site's
 *     pages draw (en and em dashes, curly quotes, ellipsis, bullet, arrows, €, ™): every page
 *     needs it, and the first page preloads it;
 *   - "latin": the rest of Latin-1 (à, é, ñ, ö, ß, £, ½, «, …) and of the typographic punctuation;
 *   - "latin-ext": Latin Extended-A (ā, č, ğ, ł, ő, œ, ş, ž, …) and Romanian's ș ț.
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
 * What every page draws, so the first page preloads it: Basic Latin and the few symbols and marks
 * the site's words use or are likely to, few enough that each face's file arrives in a new
 * connection's first round trip (scripts/lib/web-fonts.test.ts holds it to that).
 */
const latinCore: readonly Range[] = [
  [0x0000, 0x00a0], // Basic Latin, nbsp
  [0x00a9, 0x00a9], // ©
  [0x00ad, 0x00ae], // soft hyphen, ®
  [0x00b0, 0x00b0], // °
  [0x00b7, 0x00b7], // ·
  [0x00d7, 0x00d7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ ‛ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
];

/** The code points of `ranges` that are not in `taken`, as ranges. */
function without(ranges: readonly Range[], taken: readonly Range[]): Range[] {
  const isTaken = (codePoint: number) => taken.some(([first, last]) => codePoint >= first && codePoint <= last);
  const left: Range[] = [];
  for (const [first, last] of ranges)
    for (let codePoint = first; codePoint <= last; codePoint++) {
      if (isTaken(codePoint)) continue;
      const previous = left.at(-1);
      if (previous && previous[1] === codePoint - 1) left[left.length - 1] = [previous[0], codePoint];
      else left.push([codePoint, codePoint]);
    }
  return left;
}

/** The files of the Latin source, and the characters each is cut to. */
const latinFiles = { "latin-core": latinCore, latin: without(latin, latinCore) } as const;

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
  subset: "latin-core" | "latin" | "latin-ext";
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

const subsets = ["latin-core", "latin", "latin-ext"] as const;
/** The @fontsource-variable file a subset is cut from: the core and the rest of Latin share one. */
const source = (face: "fraunces" | "figtree", subset: WebFontFile["subset"]) =>
  `@fontsource-variable/${face}/files/${face}-${subset === "latin-ext" ? "latin-ext" : "latin"}-wght-normal.woff2`;
const ranges = (subset: WebFontFile["subset"]) => (subset === "latin-ext" ? latinExt : latinFiles[subset]);

/**
 * The weights the design uses: Fraunces 700 for headings and pull quotes (font-display
 * font-bold), a static instance half the size of the variable file; Figtree 400 to 800 for text,
 * testimonials included, variable and narrowed to 400-800, since five weights in one file weigh
 * less than two static ones. Both are preloaded. A second Fraunces weight is left out: found only
 * once the page is laid out, its arrival restyled and laid out the whole page again (decision 006).
 */
export const webFontFamilies: readonly WebFontFamily[] = [
  {
    name: "Fraunces",
    cssVariable: "--font-fraunces",
    fallbacks: ["Georgia", "serif"],
    files: subsets.map((subset) => ({
      file: `fraunces-700-${subset}.woff2`,
      source: source("fraunces", subset),
      weight: "700",
      axes: { wght: 700 },
      subset,
      ranges: ranges(subset),
      preload: subset === "latin-core",
    })),
  },
  {
    name: "Figtree",
    cssVariable: "--font-figtree",
    fallbacks: ["Arial", "sans-serif"],
    files: subsets.map((subset) => ({
      file: `figtree-400-800-${subset}.woff2`,
      source: source("figtree", subset),
      weight: "400 800",
      axes: { wght: { min: 400, max: 800, default: 400 } },
      subset,
      ranges: ranges(subset),
      preload: subset === "latin-core",
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
