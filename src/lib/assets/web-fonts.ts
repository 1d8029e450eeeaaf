/**
 * The two faces and the files each is cut into (decision 006; scripts/lib/web-fonts.ts writes them). "latin-core"
 * holds what the site's words use, small enough to arrive in a new connection's first round trip.
 */

/** Every character from `first` to `last`. */
export const characters = (first: number, last: number) =>
  String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, index) => first + index));

const latinCore = characters(0x00, 0xa0) + "©\u00ad®°·×–—" + characters(0x2018, 0x201e) + "•…‹›€™←↑→↓";
/** Google Fonts' "latin": Latin-1, a few letters and modifiers, combining marks, General Punctuation, symbols. */
const latin =
  characters(0x00, 0xff) + "ıŒœʻʼˆ˚˜\u0304\u0308\u0329" + characters(0x2000, 0x206f) + "€™←↑→↓−∕\ufeff\ufffd";

const subsets = {
  "latin-core": latinCore,
  latin: [...latin].filter((char) => !latinCore.includes(char)).join(""),
  "latin-ext": characters(0x100, 0x130) + characters(0x132, 0x151) + characters(0x154, 0x17f) + "ȘșȚțẞ†",
};

/** Fraunces as a static 700 (half the variable file); Figtree variable 400-800 (lighter than two static weights). */
const faces = [
  { name: "Fraunces", cssVariable: "--font-fraunces" as const, fallbacks: ["Georgia", "serif"], weight: "700" },
  { name: "Figtree", cssVariable: "--font-figtree" as const, fallbacks: ["Arial", "sans-serif"], weight: "400 800" },
];

export const webFontFamilies = faces.map(({ weight, ...face }) => {
  const [min, max] = weight.split(" ").map(Number) as [number, number?];
  const font = face.name.toLowerCase();
  return {
    ...face,
    files: Object.entries(subsets).map(([subset, text]) => ({
      file: `${font}-${weight.replace(" ", "-")}-${subset}.woff2`,
      /** Cut from this file; the core and the rest of Latin share one. */
      source: `@fontsource-variable/${font}/files/${font}-${subset === "latin-ext" ? subset : "latin"}-wght-normal.woff2`,
      weight,
      /** Pinned or narrowed axes: hb-subset drops the rest of the design space. */
      axes: { wght: max ? { min, max, default: min } : min },
      subset,
      text,
      preload: subset === "latin-core",
    })),
  };
});

export type WebFontFile = (typeof webFontFamilies)[number]["files"][number];

/** A file's @font-face unicode-range: its characters as runs of code points ("U+0-A0", "U+A9"). */
export function unicodeRange({ text }: WebFontFile) {
  const runs: [number, number][] = [];
  for (const point of [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last?.[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => `U+${hex(from)}${from === to ? "" : `-${hex(to)}`}`) as [string, ...string[]];
}
