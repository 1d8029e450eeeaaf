/** The site's images: one source each in media-src/, built to /media/<name>-<width>.<ext> by scripts/build-media.ts. */
export type ImageAsset = {
  name: string;
  width: number;
  height: number;
  widths: readonly number[];
  alt: string;
};

export const heroImage = {
  name: "hero",
  width: 2400,
  height: 1350,
  widths: [640, 960, 1280, 1920],
  alt: "",
} as const satisfies ImageAsset;

export const heroVideoSources = [
  { src: "/media/hero-loop.webm", type: "video/webm" },
  { src: "/media/hero-loop.mp4", type: "video/mp4" },
] as const;

export function srcSet(image: ImageAsset, format: "avif" | "webp"): string {
  return image.widths.map((width) => `/media/${image.name}-${width}.${format} ${width}w`).join(", ");
}
