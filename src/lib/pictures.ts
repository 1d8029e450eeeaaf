/**
 * Interim stand-in for the lead's src/lib/pictures.ts (same contract): an owner's picture,
 * uploaded into src/assets/, rendered through astro:assets as AVIF and WebP. Build-time only.
 */
import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import { posix } from "node:path";

const uploads = import.meta.glob<{ default: ImageMetadata }>("/src/assets/**/*.{png,jpg,jpeg,webp,avif}", {
  eager: true,
});

export type Picture = { src: string; alt: string };

export type ResponsivePicture = {
  sources: { type: string; srcSet: string }[];
  src: string;
  width: number;
  height: number;
  alt: string;
};

/** The uploaded file a picture's `src` names, relative to its content file (src/content/…). */
export function pictureFile(picture: Picture, contentFile: string): ImageMetadata {
  const path = posix.join("/", posix.dirname(contentFile), picture.src);
  const file = uploads[path]?.default;
  if (!file) throw new Error(`${contentFile}: the picture ${picture.src} is not in src/assets/`);
  return file;
}

/** The picture at the given widths (none wider than the upload), as AVIF and WebP sources and a WebP fallback. */
export async function responsivePicture(
  picture: Picture,
  contentFile: string,
  { widths }: { widths: readonly number[] },
): Promise<ResponsivePicture> {
  const file = pictureFile(picture, contentFile);
  const fitting = widths.filter((width) => width <= file.width);
  const usable = fitting.length > 0 ? fitting : [file.width];
  const sources = await Promise.all(
    (["avif", "webp"] as const).map(async (format) => {
      const image = await getImage({ src: file, widths: usable, format });
      return { type: `image/${format}`, srcSet: image.srcSet.attribute };
    }),
  );
  const fallback = await getImage({ src: file, width: usable.at(-1)!, format: "webp" });
  const height = Math.round((file.height * usable.at(-1)!) / file.width);
  return { sources, src: fallback.src, width: usable.at(-1)!, height, alt: picture.alt };
}

/** A JPEG rendition for shared links (Open Graph, Twitter): its path on the site and its size. */
export async function shareRendition(picture: Picture, contentFile: string, width = 1200) {
  const file = pictureFile(picture, contentFile);
  const image = await getImage({ src: file, width, height: Math.round(width * 0.525), fit: "cover", format: "jpg" });
  return { path: image.src, width, height: Math.round(width * 0.525) };
}
