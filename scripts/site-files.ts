/**
 * Writes sitemap.xml, robots.txt and site.webmanifest into the built client folder, from the
 * route table (app/config/site-pages.ts) and the business config, so a new page or a new
 * site URL reaches them without anyone editing a file by hand. Called by postbuild.ts.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { business, type Business } from "../app/config/business.ts";
import { canonicalPages, type SitePage } from "../app/config/site-pages.ts";
import { icons } from "../app/content/media.ts";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Canonical pages only: the short service aliases point search engines at their -atlanta twin. */
export function sitemapXml(pages: readonly SitePage[], siteUrl: string): string {
  const urls = pages.map((entry) => `  <url><loc>${escapeXml(`${siteUrl}${entry.canonicalPath}`)}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    ``,
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

/** The icons come from scripts/build-media.ts (public/). */
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
    theme_color: config.themeColor,
    background_color: "#ffffff",
    icons: [
      { src: icons.icon192, sizes: "192x192", type: "image/png" },
      { src: icons.icon512, sizes: "512x512", type: "image/png" },
      {
        src: icons.maskable512,
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}

/** Writes the three files into `clientDir` and returns their names. */
export function writeSiteFiles(clientDir: string): string[] {
  const files = {
    "sitemap.xml": sitemapXml(canonicalPages, business.siteUrl),
    "robots.txt": robotsTxt(business.siteUrl),
    "site.webmanifest": `${JSON.stringify(webManifest(business), null, 2)}\n`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(clientDir, name), text);
  console.log(`site-files: ${Object.keys(files).join(", ")} written for ${business.siteUrl}`);
  return Object.keys(files);
}
