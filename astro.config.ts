import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig, fontProviders, sharpImageService } from "astro/config";
import { satteri } from "@astrojs/markdown-satteri";
import {
  contentFiles,
  readBusiness,
  readGuides,
  readOrUndefined,
  siteUrlLine,
} from "./src/lib/content/content-files.ts";
import { adminBuild, adminHost, editor, editorCsp } from "./src/admin/integrations.ts";
import { pageCsp } from "./scripts/lib/http-headers.ts";
import { staticHostFiles } from "./scripts/static-host-files.ts";
import { buildWebFonts } from "./scripts/lib/web-fonts.ts";
import { unicodeRange, webFontFamilies, type WebFontFile } from "./src/lib/assets/web-fonts.ts";
import { aliasPaths } from "./src/schemas/services.ts";
import { markdownPlugins } from "./src/lib/content/markdown.ts";
import { contentProblems } from "./scripts/lib/content-check.ts";
import { pictureProblems } from "./src/lib/assets/picture-check.ts";

/**
 * A bad phone, e-mail or form id stops the public build here, naming the file and field. It must not keep the editor
 * shut, under `npm run edit` or in the admin build: the editor's banner names the slip (src/admin/integrations.ts).
 */
const editing = process.argv.includes("dev");
const business = editing || adminBuild ? readOrUndefined(readBusiness) : readBusiness();

// The subset web fonts the `fonts` below read (made on a fresh clone, reused after).
const webFontDir = await buildWebFonts();
const variant = (file: WebFontFile) => ({
  src: [`${webFontDir}/${file.file}`] as [string],
  weight: file.weight,
  style: "normal" as const,
  unicodeRange: unicodeRange(file),
});
const nonEmpty = <T>([first, ...rest]: T[]): [T, ...T[]] => [first!, ...rest];

/** Each published guide's address and the day it last changed, for the sitemap's <lastmod> (read by the build only). */
const guideChanges = () => new Map(readGuides().map((guide) => [guide.path, guide.lastChanged.toISOString()]));

/** Not in the sitemap: the error pages and the short service addresses, whose canonical is their -atlanta twin. */
const unlisted = new Set(["/404", "/500", ...aliasPaths]);
/** "https://site/about/" → "https://site/about"; the home page keeps its slash, as its canonical URL does. */
const withoutTrailingSlash = (url: string) => (url === `${business?.siteUrl}/` ? url : url.replace(/\/$/, ""));

/** Stops the public build (and for some checks `astro sync`) on what the check finds, naming each problem. */
const refuse = (name: string, commands: string[], problems: (root: string) => Promise<string[]>): AstroIntegration => ({
  name,
  hooks: {
    "astro:config:setup": async ({ command, config }) => {
      if (!commands.includes(command) || adminBuild) return;
      const found = await problems(fileURLToPath(config.root));
      if (found.length > 0) throw new Error(found.join("\n"));
    },
  },
});

// Static HTML rendered from React at build time; only the islands ship JavaScript (decision 001).
export default defineConfig({
  site: business?.siteUrl,
  // The admin build serves the editor's routes, and nothing else, from Node. Its source folder has no pages/ and no
  // content.config.ts: it renders no public page and reads no collection, so no slip in the content stops it.
  srcDir: adminBuild ? "./src/admin" : "./src",
  adapter: adminBuild ? adminHost({ publicSiteUrl: siteUrlLine() }) : undefined,
  integrations: [
    react(),
    editor(),
    // The admin host serves no public page (src/admin/server.ts): no sitemap or host files to write.
    ...(adminBuild
      ? []
      : [
          // Canonical pages only, at their canonical URLs (no trailing slash).
          sitemap({
            filter: (url) => !unlisted.has(new URL(withoutTrailingSlash(url)).pathname),
            serialize: (item) => {
              const url = withoutTrailingSlash(item.url);
              const lastmod = guideChanges().get(new URL(url).pathname);
              return { ...item, url, ...(lastmod && { lastmod }) };
            },
          }),
          staticHostFiles(),
        ]),
    // Astro only logs a Markdown body's error, like an unknown {placeholder}: the build and `astro sync` stop on it.
    refuse("content-check", ["build", "sync"], contentProblems),
    // A picture sharp cannot read would be copied unchanged under every .avif and .webp name: no page is rendered.
    refuse("picture-check", ["build"], (root) => pictureProblems(contentFiles(), root)),
    {
      name: "client-afterload",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) =>
          addClientDirective({ name: "afterload", entrypoint: "./src/client-directives/after-load.ts" }),
      },
    },
  ],
  // Subset, preloaded, and optional: in time or never, over metric-matched fallbacks (decision 006).
  fonts: webFontFamilies.map((family) => ({
    provider: fontProviders.local(),
    name: family.name,
    cssVariable: family.cssVariable,
    fallbacks: family.fallbacks,
    display: "optional",
    options: { variants: nonEmpty(family.files.map(variant)) },
  })),
  // AVIF at effort 2 encodes ten times faster than the default for a few percent more bytes.
  image: {
    service: sharpImageService({
      avif: { effort: 2, quality: 55 },
      webp: { quality: 78 },
      jpeg: { quality: 80, mozjpeg: true },
    }),
  },
  // The legal pages' Markdown has no code blocks; Shiki's inline styles would need a CSP exception.
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: business ? markdownPlugins(business) : [] }) },
  // Hovering a link fetches the next page's HTML, so the click lands on a warm cache.
  prefetch: { prefetchAll: true, defaultStrategy: "hover" },
  // Per-page policy in a <meta> tag with the page's own hashes, unless the owner only collects reports.
  security: { csp: adminBuild ? editorCsp : business?.csp.enforce ? pageCsp() : false },
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          // React and React DOM in one long-cached file, the same on every page that hydrates.
          codeSplitting: {
            groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ }],
          },
        },
      },
    },
  },
});
