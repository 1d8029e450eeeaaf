/**
 * The owner's pictures, rendered by Astro's image pipeline: each picture field names a file in
 * src/assets/ by its path from the content file (as the editor writes it), and the build turns
 * it into AVIF and WebP at the widths the layout draws it. Build-time code only.
 */
import { posix } from "node:path";
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";

/** Every picture the owner can choose, loaded only when a page asks for it. */
const assets = import.meta.glob<{ default: ImageMetadata }>(
  "/src/assets/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}",
);

/** A picture field's value (picture() in src/schemas/field.ts). */
export type PictureField = { src: string; alt: string };

/** What <ResponsiveImage> draws: one srcset per format, a fallback, the intrinsic size and the alt text. */
export type PictureSources = {
  sources: { type: string; srcSet: string }[];
  src: string;
  width: number;
  height: number;
  alt: string;
};

/** The image a picture field names; `contentFile` is the file that holds it, like "src/content/pages/home.yaml". */
export async function pictureImage({ src }: PictureField, contentFile: string): Promise<ImageMetadata> {
  const path = posix.join("/", posix.dirname(contentFile), src);
  const load = assets[path];
  if (!load)
    throw new Error(`${contentFile}: the picture "${src}" is not a JPEG, PNG, WebP or AVIF file in src/assets/`);
  return (await load()).default;
}

/**
 * AVIF and WebP at each of `widths` the picture is wide enough for (never scaled up), and a WebP
 * of the middle width as the fallback.
 */
export async function responsivePicture(
  picture: PictureField,
  contentFile: string,
  { widths }: { widths: readonly number[] },
): Promise<PictureSources> {
  const image = await pictureImage(picture, contentFile);
  const fitting = widths.filter((width) => width < image.width);
  const usable = fitting.length < widths.length ? [...fitting, image.width] : fitting;
  const [avif, webp] = await Promise.all(
    (["avif", "webp"] as const).map((format) => getImage({ src: image, widths: usable, format })),
  );
  const fallback = await getImage({ src: image, width: usable[Math.floor(usable.length / 2)], format: "webp" });
  return {
    sources: [
      { type: "image/avif", srcSet: avif!.srcSet.attribute },
      { type: "image/webp", srcSet: webp!.srcSet.attribute },
    ],
    src: fallback.src,
    width: image.width,
    height: image.height,
    alt: picture.alt,
  };
}
