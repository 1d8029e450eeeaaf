/** The owner's pictures through Astro's image pipeline: a field names a file in src/assets/ from its content file. */
import { join, posix } from "node:path";
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { pictureFacts } from "./picture-check";
import { pictureRefusal } from "./picture-rules";

/** Every picture the owner can choose, loaded only when a page asks for it. */
const assets = import.meta.glob<{ default: ImageMetadata }>(
  "/src/assets/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}",
);

export type PictureField = { src: string; alt: string };

/**
 * The image a picture field names, with its size in pixels; `contentFile` is the file that holds it, like
 * "src/content/pages/home.yaml". The size comes from sharp, never from the imported image: reading a property of
 * that marks the original as used by the page, and Astro then publishes it beside the resized copies.
 */
export async function pictureImage({ src }: PictureField, contentFile: string) {
  const path = posix.join("/", posix.dirname(contentFile), src);
  const load = assets[path];
  if (!load) throw new Error(`${contentFile}: the picture "${src}" is not a picture file in src/assets/`);
  // The build checked every picture before it began (astro.config.ts); the editor's preview meets a bad one here.
  const facts = await pictureFacts(join(process.cwd(), path));
  const refusal = pictureRefusal(facts, contentFile);
  if (refusal) throw new Error(refusal);
  return { image: (await load()).default, width: facts.width, height: facts.height };
}

type Picture = Awaited<ReturnType<typeof pictureImage>>;

/** A taller crop for the screens `media` matches (the home hero on a phone), anchored as the box's object-position. */
export type PhoneCrop = { media: string; heightPerWidth: number; widths: readonly number[]; position: string };

/**
 * The widths of `widths` a picture `available` pixels wide can give without scaling up, and its own width past them.
 */
function widthsUpTo(widths: readonly number[], available: number) {
  const fitting = widths.filter((width) => width < available);
  return fitting.length < widths.length ? [...fitting, available] : fitting;
}

const formats = ["avif", "webp"] as const;
// A phone's largest paint, fetched beside the stylesheet and fonts on slow 4G, so below astro.config.ts's quality:
// the 613 px cut went from 15.0 to 11.7 KB (docs/measurements/2026-11-28-lcp-round-trips.md).
const phoneCropAvifQuality = 45;

async function cropSources(
  { image, width: available, height }: Picture,
  crop: PhoneCrop,
): Promise<{ type: string; srcSet: string; media?: string }[]> {
  const { position, heightPerWidth } = crop;
  const widths = widthsUpTo(crop.widths, Math.min(available, Math.floor(height / heightPerWidth)));
  return Promise.all(
    formats.map(async (format) => {
      const candidates = widths.map(async (width) => {
        const height = Math.round(width * heightPerWidth);
        const quality = format === "avif" ? phoneCropAvifQuality : undefined;
        const { src } = await getImage({ src: image, width, height, fit: "cover", position, format, quality });
        return `${src} ${width}w`;
      });
      return { type: `image/${format}`, srcSet: (await Promise.all(candidates)).join(", "), media: crop.media };
    }),
  );
}

/** AVIF and WebP at each of `widths` (never scaled up), a middle-width WebP fallback; a `phoneCrop`'s sources first. */
export async function responsivePicture(
  picture: PictureField,
  contentFile: string,
  { widths, phoneCrop }: { widths: readonly number[]; phoneCrop?: PhoneCrop },
) {
  const found = await pictureImage(picture, contentFile);
  const { image } = found;
  const usable = widthsUpTo(widths, found.width);
  const [avif, webp] = await Promise.all(formats.map((format) => getImage({ src: image, widths: usable, format })));
  const fallback = await getImage({ src: image, width: usable[Math.floor(usable.length / 2)], format: "webp" });
  return {
    sources: [
      ...(phoneCrop ? await cropSources(found, phoneCrop) : []),
      { type: "image/avif", srcSet: avif!.srcSet.attribute },
      { type: "image/webp", srcSet: webp!.srcSet.attribute },
    ],
    src: fallback.src,
    width: found.width,
    height: found.height,
    alt: picture.alt,
  };
}

/** What <ResponsiveImage> draws; sources with a media query come first, as the browser takes the first that matches. */
export type PictureSources = Awaited<ReturnType<typeof responsivePicture>>;
