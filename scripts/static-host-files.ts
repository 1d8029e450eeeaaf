/**
 * What a static host needs beside the pages, after `astro build`: _headers, sitemap.xml, and .br and .gz
 * twins of the text files. `--nginx-doc` rewrites docs/nginx.conf.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";
import { cacheRules, headersFile, nginxConf } from "./lib/http-headers.ts";

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

export function staticHostFiles(): AstroIntegration {
  return {
    name: "static-host-files",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        // A file, not a redirect: every static host serves it the same way.
        copyFileSync(join(outDir, "sitemap-index.xml"), join(outDir, "sitemap.xml"));
        // Rules for the folders this build wrote only (no /videos/ once the owner removes the video).
        const folders = cacheRules.filter(({ prefix }) => existsSync(join(outDir, prefix)));
        writeFileSync(join(outDir, "_headers"), headersFile(undefined, folders));
        const texts = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
          (entry) => entry.isFile() && compressible.test(entry.name),
        );
        for (const { parentPath, name } of texts) {
          const file = join(parentPath, name);
          const bytes = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
        logger.info(`_headers written, ${texts.length} files pre-compressed (brotli and gzip)`);
      },
    },
  };
}

if (import.meta.main && process.argv.includes("--nginx-doc")) {
  const target = fileURLToPath(new URL("../docs/nginx.conf", import.meta.url));
  writeFileSync(target, nginxConf());
  console.log(`wrote ${target}`);
}
