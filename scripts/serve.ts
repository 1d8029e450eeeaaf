/**
 * Serves the production build as a static host would: clean URLs, 404.html with status
 * 404, pre-compressed brotli/gzip files, long caching for hashed assets, and the site's
 * HTTP headers. Usage: npm run serve [-- --port 3000] (or PORT=3000).
 */
import { readFileSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import sirv from "sirv";
import { builtHeadersFileName, cacheControlFor, type BuiltHeaders } from "./lib/http-headers.ts";

const { values } = parseArgs({ options: { port: { type: "string" }, dir: { type: "string" } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const root = values.dir ?? `${process.env.BUILD_DIR ?? "build"}/client`;
const notFoundPage = join(root, "404.html");

if (!existsSync(notFoundPage)) {
  console.error(`No build found at ${root} (missing 404.html). Run "npm run build" first.`);
  process.exit(1);
}

// The security headers the build computed (the CSP lists the pages' inline-script hashes).
const headersFile = join(dirname(root), builtHeadersFileName);
if (!existsSync(headersFile)) {
  console.error(`No ${headersFile}: the build writes it (scripts/headers-file.ts). Run "npm run build" first.`);
  process.exit(1);
}
const { headers: securityHeaders } = JSON.parse(readFileSync(headersFile, "utf8")) as BuiltHeaders;

// The policy governs documents only; repeating its 2-3 KB on every script and image would
// only cost bytes (over HTTP/1.1 each response carries it uncompressed).
const { "Content-Security-Policy": documentPolicy, ...everyResponseHeaders } = securityHeaders;

const serveStatic = sirv(root, {
  extensions: ["html"],
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    // Pages are the clean URLs (no extension) and .html files; every other file has an extension.
    const isPage = !/\.\w+$/.test(pathname) || pathname.endsWith(".html");
    if (isPage && documentPolicy) res.setHeader("Content-Security-Policy", documentPolicy);
  },
});
const notFoundHtml = readFileSync(notFoundPage);
const notFoundBrotli = existsSync(`${notFoundPage}.br`) ? readFileSync(`${notFoundPage}.br`) : undefined;

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(everyResponseHeaders)) res.setHeader(name, value);
  serveStatic(req, res, () => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (documentPolicy) res.setHeader("Content-Security-Policy", documentPolicy);
    res.setHeader("Cache-Control", cacheControlFor("/404.html"));
    res.setHeader("Vary", "Accept-Encoding");
    if (notFoundBrotli && /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      res.setHeader("Content-Encoding", "br");
      res.end(notFoundBrotli);
    } else res.end(notFoundHtml);
  });
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Serving ${root} at http://localhost:${port}`);
});
