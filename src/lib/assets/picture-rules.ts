/**
 * What an owner's picture may be, judged by what the file is, not by its name: the editor applies these rules to
 * a file's header as it is chosen (keystatic-fields.ts), and the build to sharp's reading of it (picture-check.ts).
 */

const pictureLimits = {
  // A 48-megapixel phone camera passes; a 20000 × 20000 decompression bomb (400 megapixels, 1.2 MB on disk) does not.
  maxMegapixels: 50,
  // In millions of bytes, under the 25 MiB a file some static hosts refuse; a phone's photo is 2 to 8 MB.
  maxMegabytes: 25,
  // The widest the site draws a picture: the home hero's largest width (src/pages/index.astro).
  widestDrawn: 1920,
};

/** What the file turned out to be: `format` is undefined when its bytes are no picture the site reads. */
export type PictureFacts = {
  name: string;
  bytes: number;
  format: "jpeg" | "png" | "webp" | "avif" | undefined;
  width: number;
  height: number;
};

const formats = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", avif: "avif" } as const;

/** A format as the editor's header reader or sharp names it, if the site reads it (not HEIC, GIF, TIFF or PDF). */
export const pictureFormat = (name: string | undefined) => formats[name as keyof typeof formats];

const megabytes = (bytes: number) => bytes / 1e6;

/** The one sentence that refuses a picture for `field` ("Team picture", or "<file> → Team picture"), if it must be. */
export function pictureRefusal({ name, bytes, format, width, height }: PictureFacts, field: string) {
  const { maxMegabytes, maxMegapixels } = pictureLimits;
  if (megabytes(bytes) > maxMegabytes)
    return `${field}: "${name}" is ${Math.round(megabytes(bytes))} MB, more than the ${maxMegabytes} MB the site takes; export a smaller copy (a phone's photo is 2 to 8 MB).`;
  if (!format)
    return `${field}: "${name}" is not a picture the site can read; choose a JPEG, PNG, WebP or AVIF photo (renaming a file to .jpg does not make it one).`;
  if ((width * height) / 1e6 > maxMegapixels)
    return `${field}: "${name}" is ${width} × ${height} pixels, more than the ${maxMegapixels} megapixels the site takes; choose a smaller copy (a phone's photo is about 12).`;
  return undefined;
}

/** What the editor says beside an accepted picture wider than any page draws it. */
export function pictureNote({ name, width }: PictureFacts, field: string) {
  const { widestDrawn } = pictureLimits;
  if (width <= widestDrawn) return undefined;
  return `${field}: "${name}" is ${width} pixels wide; visitors get copies at most ${widestDrawn} pixels wide, without the photo's place, date or camera details.`;
}
