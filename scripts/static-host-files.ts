/**
 * What a static host needs beside the pages, written when `astro build` is done:
 *   dist/_headers          security and cache headers for Netlify and Cloudflare Pages
 *   dist/sitemap.xml       a copy of sitemap-index.xml, at the address people and tools try first
 *   *.br and *.gz twins    so `npm start` and nginx serve compressed bytes without compressing per request
 *
 * `node scripts/static-host-files.ts --nginx-doc` rewrites docs/nginx.conf (a unit test checks it).
 */
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { headersFile, nginxConf } from "./lib/http-headers.ts";
import { precompress } from "./precompress.ts";

export function staticHostFiles(): AstroIntegration {
  return {
    name: "static-host-files",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        // A file, not a redirect: every static host serves it the same way. (The sitemap
        // integration, listed before this one in astro.config.ts, has written the index by now.)
        copyFileSync(join(outDir, "sitemap-index.xml"), join(outDir, "sitemap.xml"));
        // headersFile() throws when a line is too long for Cloudflare Pages: the build stops.
        writeFileSync(join(outDir, "_headers"), headersFile());
        const compressed = precompress(outDir);
        logger.info(`_headers written, ${compressed} files pre-compressed (brotli and gzip)`);
      },
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--nginx-doc")) {
  const target = fileURLToPath(new URL("../docs/nginx.conf", import.meta.url));
  writeFileSync(target, nginxConf());
  console.log(`wrote ${target}`);
}
