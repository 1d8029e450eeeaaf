/** The web font files of src/lib/assets/web-fonts.ts, subset and instanced with subset-font (decision 006). */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { webFontFamilies } from "../../src/lib/assets/web-fonts.ts";

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, "..", "..");
const familiesFile = join(root, "src/lib/assets/web-fonts.ts");

/** The features browsers apply to Latin text, and tabular figures: the rest cost a tenth of each file. */
const keptFeatures = "ccmp locl rlig mark mkmk kern liga clig calt rclt curs rvrn tnum".split(" ");

/**
 * Writes every file of webFontFamilies to a folder named by their sources, unless there already; returns the folder.
 */
export async function buildWebFonts(): Promise<string> {
  const files = webFontFamilies.flatMap((family) => family.files);
  const hash = createHash("sha256")
    .update(readFileSync(import.meta.filename))
    .update(readFileSync(familiesFile));
  for (const file of files) hash.update(readFileSync(require.resolve(file.source)));
  const dir = join(root, "node_modules", ".cache", "web-fonts", hash.digest("hex").slice(0, 16));
  mkdirSync(dir, { recursive: true });
  for (const file of files.filter((file) => !existsSync(join(dir, file.file)))) {
    const font = await subsetFont(readFileSync(require.resolve(file.source)), file.text, {
      targetFormat: "woff2",
      variationAxes: file.axes,
      keepFeatures: keptFeatures,
    });
    const path = join(dir, file.file);
    // Written aside and renamed: a build stopped midway leaves no partial file.
    writeFileSync(`${path}.tmp`, font);
    renameSync(`${path}.tmp`, path);
  }
  return dir;
}
