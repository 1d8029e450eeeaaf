/** robots.txt and the web app manifest, from the business details (src/pages/ serves them as static files). */
import type { Business } from "../../schemas/business";
import { icons } from "../media";
import { themeColor } from "../assets/theme-color";

/** @astrojs/sitemap writes sitemap-index.xml, which lists the canonical pages; the build copies it to sitemap.xml. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

/** The icons are rendered by the build (src/pages/[icon].png.ts). */
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
