/**
 * Writes .br and .gz twins of every text file in the build, so `npm start` (and nginx with
 * brotli_static/gzip_static) serve compressed bytes without compressing on each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

export function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = join(dir, name);
    if (!compressible.test(name) || !statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}
