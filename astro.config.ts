import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, fontProviders } from "astro/config";
import { business } from "./src/config/business.ts";
import { validateBusiness } from "./src/config/business-schema.ts";
import { canonicalPages } from "./src/config/site-pages.ts";
import { pageCsp } from "./scripts/lib/http-headers.ts";
import { staticHostFiles } from "./scripts/static-host-files.ts";

// A bad phone, e-mail or form id stops dev and build here, naming the field.
validateBusiness(business);

/** Islands placed on one kind of page only (src/pages/[...slug].astro), and the code only they use. */
const onePageIslands =
  /islands[\\/](checklist-tracker|moving-estimator|hero-video|feature-video|today-date)\.tsx$|islands[\\/]video-playback\.ts$|lib[\\/](moving-estimate|dollars)\.ts$/;

const canonicalUrls = new Set(canonicalPages.map((page) => `${business.siteUrl}${page.canonicalPath}`));
/** "https://site/about/" → "https://site/about"; the home page keeps its slash, as its canonical URL does. */
const withoutTrailingSlash = (url: string) => (url === `${business.siteUrl}/` ? url : url.replace(/\/$/, ""));

// Every page is static HTML rendered from React components at build time; only the islands
// (client:* in .astro files) ship JavaScript. See docs/decisions/001-rendering-strategy.md.
export default defineConfig({
  site: business.siteUrl,
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory" },
  integrations: [
    react(),
    // Canonical pages only, at their canonical URLs (no trailing slash): the short service
    // aliases point search engines at their -atlanta twin, and the 404 and 500 pages are left out.
    sitemap({
      filter: (url) => canonicalUrls.has(withoutTrailingSlash(url)),
      serialize: (item) => ({ ...item, url: withoutTrailingSlash(item.url) }),
    }),
    staticHostFiles(),
    {
      name: "client-afterload",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) =>
          addClientDirective({ name: "afterload", entrypoint: "./src/client-directives/after-load.ts" }),
      },
    },
  ],
  // Self-hosted, Latin only: Fraunces for headings, Figtree for text (55 KB together). Astro writes
  // the @font-face rules, and fallback faces sized to their metrics, so nothing moves when they arrive.
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Fraunces",
      cssVariable: "--font-fraunces",
      fallbacks: ["Georgia", "serif"],
      options: {
        variants: [
          {
            src: ["@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"],
            weight: "100 900",
            style: "normal",
          },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: "Figtree",
      cssVariable: "--font-figtree",
      fallbacks: ["Arial", "sans-serif"],
      options: {
        variants: [
          {
            src: ["@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2"],
            weight: "300 900",
            style: "normal",
          },
        ],
      },
    },
  ],
  // Hovering a link fetches the next page's HTML, so the click lands on a warm cache.
  prefetch: { prefetchAll: true, defaultStrategy: "hover" },
  // Per-page policy in a <meta> tag, with the hashes of that page's own scripts and styles; off
  // only while the owner collects reports before enforcing (business.csp, scripts/lib/http-headers.ts).
  security: { csp: business.csp.enforce ? pageCsp() : false },
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          // Two long-cached files instead of a dozen small ones: React and React DOM (the same on
          // every page), and the islands' own code (a few KB, which compresses better together).
          codeSplitting: {
            groups: [
              {
                name: "react",
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                priority: 2,
              },
              // The islands every page has, and what they share. An island only one kind of page uses
              // (the home videos, the legal date, the checklist, the estimator) keeps its code to itself.
              {
                name: "islands",
                test: (id: string) => /src[\\/](components|lib)[\\/]/.test(id) && !onePageIslands.test(id),
                priority: 1,
              },
            ],
          },
        },
      },
    },
  },
});
