/**
 * Redraws the sample pictures the content ships with from the art beside this file, into the
 * folder of the picture field that names each (src/assets/<folder>/sample-…), where the editor
 * finds them. A one-off tool: the output is committed like any upload, so run it only after
 * changing the art.
 *
 *   node media-src/make-sample-pictures.ts
 */
import { join } from "node:path";
import sharp from "sharp";

const art = (name: string) => join(import.meta.dirname, name);
const asset = (path: string) => join(import.meta.dirname, "../src/assets", path);

for (const [source, targets] of [
  ["hero.svg", ["home/sample-hero.webp", "brand/sample-share.webp"]],
  ["about-team.svg", ["about/sample-team.webp"]],
  ["storage.svg", ["storage/sample-storage.webp"]],
] as const) {
  const image = sharp(art(source)).flatten({ background: "#ffffff" }).webp({ quality: 90, effort: 6 });
  for (const target of targets) await image.clone().toFile(asset(target));
}
await sharp(art("logo-mark.svg"), { density: 72 * 4 })
  .resize(400, 400)
  .png({ palette: true })
  .toFile(asset("brand/sample-logo.png"));
console.log("make-sample-pictures: 5 pictures written to src/assets/");
