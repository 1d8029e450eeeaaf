/**
 * The site's generated media. Each image has one source, media-src/<name>.svg, which
 * scripts/build-media.ts renders to /media/<name>-<width>.<ext>. The script imports this
 * module, so the files it writes and the URLs the pages ask for cannot drift apart.
 */

export const MEDIA_BASE = "/media";

export type ResponsiveFormat = "avif" | "webp";
export type ImageFormat = ResponsiveFormat | "jpg";

export type ImageAsset = {
  /** File-name stem, and the source art's name in media-src/. */
  name: string;
  /** Intrinsic size of the art: use for width/height attributes so nothing shifts. */
  width: number;
  height: number;
  /** Widths rendered as AVIF and WebP, ascending. The middle one is also written as JPEG. */
  widths: readonly number[];
  /** Suggested alt text; pass alt="" where the image is decorative. */
  alt: string;
};

/** Full-bleed hero behind the headline: calm on the left, the scene on the right. */
export const heroImage = {
  name: "hero",
  width: 2400,
  height: 1350,
  widths: [640, 960, 1280, 1920],
  alt: "Illustration of a navy Liberty Oak Movers truck outside a lamp-lit home beneath a live oak at dusk, with the Atlanta skyline behind.",
} as const satisfies ImageAsset;

export const aboutTeamImage = {
  name: "about-team",
  width: 1600,
  height: 1000,
  widths: [480, 800, 1200],
  alt: "Illustration of two uniformed Liberty Oak movers carrying a leather sofa past a blanket-wrapped dresser and packed boxes.",
} as const satisfies ImageAsset;

export const storageImage = {
  name: "storage",
  width: 1600,
  height: 1000,
  widths: [480, 800, 1200],
  alt: "Illustration of clean climate-controlled storage units, one open to show neatly shelved boxes and a wrapped armchair.",
} as const satisfies ImageAsset;

/** Every image the build renders, by role. */
export const images = {
  hero: heroImage,
  aboutTeam: aboutTeamImage,
  storage: storageImage,
} as const satisfies Record<string, ImageAsset>;

/**
 * The hero's silent 8-second loop (1280x720). Its first frame is the hero still, so the
 * still works as the poster and the cross-fade to the video is invisible.
 */
export const heroVideo = {
  name: "hero-loop",
  width: 1280,
  height: 720,
  durationSeconds: 8,
} as const;

/** WebM (VP9) first: smaller, and every browser that plays it prefers it. */
export const heroVideoSources = [
  { src: `${MEDIA_BASE}/${heroVideo.name}.webm`, type: "video/webm" },
  { src: `${MEDIA_BASE}/${heroVideo.name}.mp4`, type: "video/mp4" },
] as const;

/** What the clip shows, for screen readers where it plays on request (the home page's video section). */
export const featureVideoLabel = "A Liberty Oak moving truck arriving at a Metro Atlanta home (silent animation)";

/** Logo SVGs, copied as they are from media-src/. Sizes are the viewBox sizes. */
export const logos = {
  onLight: { src: `${MEDIA_BASE}/logo.svg`, width: 391, height: 100 },
  onDark: { src: `${MEDIA_BASE}/logo-on-dark.svg`, width: 391, height: 100 },
  mark: { src: `${MEDIA_BASE}/logo-mark.svg`, width: 100, height: 100 },
} as const;

/** Open Graph / Twitter card image. */
export const shareCard = {
  src: `${MEDIA_BASE}/share-card.jpg`,
  width: 1200,
  height: 630,
  alt: "Liberty Oak Movers. Family-owned. Veteran-operated. Moving Metro Atlanta since 1969.",
} as const;

/** Favicons and app icons, written to the site root. */
export const icons = {
  svg: "/favicon.svg",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
  maskable512: "/icon-maskable-512.png",
} as const;

export function imageUrl(image: ImageAsset, width: number, format: ImageFormat): string {
  return `${MEDIA_BASE}/${image.name}-${width}.${format}`;
}

/** A srcset for one format, smallest width first. */
export function srcSet(image: ImageAsset, format: ResponsiveFormat): string {
  return [...image.widths]
    .sort((a, b) => a - b)
    .map((width) => `${imageUrl(image, width, format)} ${width}w`)
    .join(", ");
}

/** The middle width: the one also written as JPEG (and what ResponsiveImage uses for <img src>). */
export function fallbackWidth(image: ImageAsset): number {
  const sorted = [...image.widths].sort((a, b) => a - b);
  const width = sorted[Math.floor(sorted.length / 2)];
  if (width === undefined) throw new Error(`Image "${image.name}" lists no widths`);
  return width;
}

/** JPEG src for the <img> inside <picture>, for browsers with neither AVIF nor WebP. */
export function fallbackSrc(image: ImageAsset): string {
  return imageUrl(image, fallbackWidth(image), "jpg");
}
