import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { beforeAll, describe, expect, it } from "vitest";
import { contentRoot } from "../../src/lib/content/content-files";
import { characters, webFontFamilies } from "../../src/lib/assets/web-fonts";
import { buildWebFonts } from "./web-fonts";

let webFontDir = "";

/** The code points a font file maps to a glyph. */
async function codePoints(file: string): Promise<Set<number>> {
  const sfnt = await convert(readFileSync(join(webFontDir, file)), "truetype");
  return new Set(new Face(new Blob(new Uint8Array(sfnt))).collectUnicodes());
}

/** Every file under a folder, whatever its kind (YAML, Markdown, …) and however deep. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile());
}

/** Characters no face draws: line breaks, tabs, and invisible format characters (soft hyphen, joiners). */
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const name = (codePoint: number) =>
  `${String.fromCodePoint(codePoint)} (U+${codePoint.toString(16).toUpperCase().padStart(4, "0")})`;

/**
 * What the typefaces themselves lack (their full fonts too, in every weight): a few rare letters of
 * Latin Extended-A, and Figtree's primes. A browser draws these in the fallback face.
 */
const notInTypeface: Record<(typeof webFontFamilies)[number]["name"], string> = {
  Fraunces: "ŉſ",
  Figtree: "ĔĕĨĩĬĭĸĿŀŉŎŏŢţŦŧŨũſ′″",
};

/** Any Latin text: Basic Latin, Latin-1 Supplement, Latin Extended-A and the common typographic punctuation. */
const latinCharacters = characters(0x20, 0x7e) + characters(0xa0, 0x17f) + "‘’‚“”„–—…•‹›«»€™†′″⁄−";

const coverage = new Map<string, Set<number>>();
const files = webFontFamilies.flatMap((family) => family.files.map((file) => ({ family, file })));

beforeAll(async () => {
  webFontDir = await buildWebFonts();
  for (const { file } of files) coverage.set(file.file, await codePoints(file.file));
});

/** The code points a family draws at one weight: the union of its files with that weight. */
const familyCoverage = (family: (typeof webFontFamilies)[number], weight: string) =>
  new Set(family.files.filter((file) => file.weight === weight).flatMap((file) => [...coverage.get(file.file)!]));

describe("the subset web fonts", () => {
  it("draw every character of every file in src/content, in every weight of both faces", () => {
    const missing: string[] = [];
    for (const path of filesUnder(contentRoot)) {
      const text = readFileSync(path, "utf8");
      const used = new Set([...text].filter((character) => !invisible.test(character)).map((c) => c.codePointAt(0)!));
      for (const family of webFontFamilies)
        for (const weight of new Set(family.files.map((file) => file.weight))) {
          const drawn = familyCoverage(family, weight);
          for (const codePoint of used)
            if (!drawn.has(codePoint))
              missing.push(`${name(codePoint)} in ${relative(contentRoot, path)}: not in ${family.name} ${weight}`);
        }
    }
    expect(missing).toEqual([]);
  });

  it("cover Latin-1, Latin Extended-A and the typographic punctuation, less only what the typefaces lack", () => {
    for (const family of webFontFamilies)
      for (const weight of new Set(family.files.map((file) => file.weight))) {
        const drawn = familyCoverage(family, weight);
        const missing = [...latinCharacters]
          .filter((character) => !invisible.test(character) && !drawn.has(character.codePointAt(0)!))
          .join("");
        expect(missing, `${family.name} ${weight}`).toBe(notInTypeface[family.name]);
      }
  });

  it("are small: each preloaded file, with its response's headers, fits in a new connection's first round trip", () => {
    const preloaded = files.filter(({ file }) => file.preload);
    expect(preloaded.map(({ file }) => file.subset)).toEqual(["latin-core", "latin-core"]);
    // TCP's initial window is 10 segments of 1,460 bytes; a file over it waits a second round trip.
    for (const { file } of preloaded)
      expect(statSync(join(webFontDir, file.file)).size, file.file).toBeLessThanOrEqual(13.5 * 1024);
  });
});
