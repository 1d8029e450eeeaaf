/**
 * Writes the web font files of src/lib/assets/web-fonts.ts, subset with HarfBuzz (subset-font) and
 * instanced to the weights the design uses, before astro.config.ts reads them (decision 006).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { webFontFamilies } from "../../src/lib/assets/web-fonts.ts";

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, "..", "..");
const familiesFile = join(root, "src/lib/assets/web-fonts.ts");

/** Where the files are written, remade when a source font or either file changes. */
export const webFontDir = join(root, "node_modules", ".cache", "web-fonts");

/**
 * The OpenType features browsers apply to Latin text by default, and tabular figures (the legal
 * pages' lists). Dropping the others, and the glyphs only they reach, saves a tenth of each file.
 */
const keptFeatures = "ccmp locl rlig mark mkmk kern liga clig calt rclt curs rvrn tnum".split(" ");

/** Writes every file of webFontFamilies to webFontDir, unless they are already there from the same sources. */
export async function buildWebFonts(): Promise<void> {
  const files = webFontFamilies.flatMap((family) => family.files);
  const hash = createHash("sha256")
    .update(readFileSync(import.meta.filename))
    .update(readFileSync(familiesFile));
  for (const file of files) hash.update(readFileSync(require.resolve(file.source)));
  const stamp = join(webFontDir, "stamp");
  const key = hash.digest("hex");
  if (
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === key &&
    files.every((file) => existsSync(join(webFontDir, file.file)))
  )
    return;
  mkdirSync(webFontDir, { recursive: true });
  for (const file of files) {
    const font = await subsetFont(readFileSync(require.resolve(file.source)), file.text, {
      targetFormat: "woff2",
      variationAxes: file.axes,
      keepFeatures: keptFeatures,
    });
    writeReplacing(join(webFontDir, file.file), font);
  }
  writeReplacing(stamp, key);
}

/** A new file in place of the old one, not into it: a hard-linked copy of node_modules keeps its own. */
function writeReplacing(path: string, data: string | Uint8Array) {
  writeFileSync(`${path}.tmp`, data);
  renameSync(`${path}.tmp`, path);
}
