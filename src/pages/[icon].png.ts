/** The PNG favicons and app icons (src/lib/seo/site-files.ts), rendered from the logo mark at their own size. */
import type { APIRoute, GetStaticPaths } from "astro";
import sharp from "sharp";
import mark from "../../media-src/logo-mark.svg?raw";
import { themeColor as navy } from "../lib/assets/theme-color";
import { icons } from "../lib/seo/site-files";

/** Each icon's size, and for platforms that crop or show transparency as black, the mark's size on a navy square. */
const drawn: Record<Exclude<keyof typeof icons, "svg">, { size: number; onNavy?: number }> = {
  png32: { size: 32 },
  icon192: { size: 192 },
  icon512: { size: 512 },
  // iOS rounds the corners itself: opaque navy, the mark inset.
  appleTouch: { size: 180, onNavy: 148 },
  // A maskable icon may be cropped to a circle of 80% diameter: the mark stays inside it.
  maskable512: { size: 512, onNavy: 384 },
};

export const getStaticPaths = (() =>
  Object.entries(drawn).map(([key, props]) => ({
    params: { icon: icons[key as keyof typeof drawn].slice(1, -".png".length) },
    props,
  }))) satisfies GetStaticPaths;

/** The mark at `size` px: rendered at that size (density), not scaled down, so edges stay crisp at 32 px. */
const markAt = (size: number) => sharp(Buffer.from(mark), { density: (72 * size) / 100 }).resize(size, size);

export const GET: APIRoute<{ size: number; onNavy?: number }> = async ({ props: { size, onNavy } }) => {
  const image = onNavy
    ? sharp({ create: { width: size, height: size, channels: 4, background: navy } })
        .composite([{ input: await markAt(onNavy).png().toBuffer(), gravity: "centre" }])
        .flatten({ background: navy })
    : markAt(size);
  // A 16-color palette draws the flat mark and its edges alike at a quarter of the weight (icon-192: 10.4 to
  // 2.7 KB): Chromium fetches icon-192 as a page loads, for its installability check, in the round trips before the
  // first paint (docs/measurements/2026-11-28-lcp-round-trips.md).
  const png = await image.png({ compressionLevel: 9, palette: true, colors: 16, effort: 10 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
