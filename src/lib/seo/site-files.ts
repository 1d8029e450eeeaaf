/**
 * robots.txt, the web app manifest and the icons, from the business details (src/pages/ serves them as static files).
 */
import type { Business } from "../../schemas/business";
import { themeColor } from "../assets/theme-color";

/**
 * Favicons and app icons, rendered by the build from media-src/logo-mark.svg (src/pages/favicon.svg.ts, [icon].png.ts).
 */
export const icons = {
  svg: "/favicon.svg",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
  maskable512: "/icon-maskable-512.png",
} as const;

/** @astrojs/sitemap writes sitemap-index.xml, which lists the canonical pages; the build copies it to sitemap.xml. */
export function robotsTxt(siteUrl: string) {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

export function webManifest(config: Business) {
  return {
    id: "/",
    name: config.name,
    short_name: config.shortName,
    description: config.tagline,
    lang: "en-US",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: "#ffffff",
    icons: [
      { src: icons.icon192, sizes: "192x192", type: "image/png" },
      { src: icons.icon512, sizes: "512x512", type: "image/png" },
      { src: icons.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
