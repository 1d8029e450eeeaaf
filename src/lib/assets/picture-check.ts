/**
 * The build's check of the owner's pictures (astro.config.ts), by sharp's reading of each file, with the editor's
 * rules.
 */
import { existsSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import sharp from "sharp";
import type { ContentFile } from "../fields/launch-check.ts";
import { picturesIn } from "../fields/zod-fields.ts";
import { pictureFormat, pictureRefusal, type PictureFacts } from "./picture-rules.ts";

/**
 * What a picture file is, by its bytes: sharp reads only the header, so a 400-megapixel bomb is measured, not decoded.
 */
export async function pictureFacts(path: string): Promise<PictureFacts> {
  const facts = { name: basename(path), bytes: statSync(path).size };
  try {
    const { format, compression, width, height } = await sharp(path, { limitInputPixels: false }).metadata();
    // sharp names an AVIF file by its container, HEIF; a HEIC photo is HEIF too, compressed with HEVC.
    const name = format === "heif" && compression === "av1" ? "avif" : format;
    return { ...facts, format: pictureFormat(name), width, height };
  } catch {
    return { ...facts, format: undefined, width: 0, height: 0 };
  }
}

type PictureUse = { label: string; src: string };

/**
 * The sentence that refuses one field's picture, naming the content file and the field; undefined when it may be
 * published.
 */
async function pictureProblem(file: string, { label, src }: PictureUse, root: string) {
  const field = `${file} → ${label}`;
  const path = join(root, dirname(file), src);
  if (!existsSync(path))
    return `${field}: "${src}" is not there (moved, renamed or deleted); choose the picture again in the editor.`;
  return pictureRefusal(await pictureFacts(path), field);
}

/**
 * The pictures a Markdown body shows by a path in the repository, as the editor writes them (`![alt](path)`): Astro
 * makes sizes of each, as of a cover. "Text" is the body's label in the editor (keystatic.config.ts).
 */
const bodyPictures = (body = ""): PictureUse[] =>
  [...body.matchAll(/!\[[^\]]*\]\(<?([^\s)>]+)/g)]
    .map(([, src]) => decodeURI(src!))
    .filter((src) => !/^([a-z]+:|\/)/i.test(src))
    .map((src) => ({ label: "Text", src }));

/** One sentence per picture the build refuses, in a field or a Markdown body; empty when every one may be published. */
export async function pictureProblems(files: readonly ContentFile[], root: string) {
  const checks = files.flatMap(({ file, schema, data, body }) =>
    [...picturesIn(schema, data), ...bodyPictures(body)].map((use) => pictureProblem(file, use, root)),
  );
  return (await Promise.all(checks)).filter((problem) => problem !== undefined);
}
