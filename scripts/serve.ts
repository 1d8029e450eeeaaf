/**
 * Serves a build as the documented static hosts do, with sirv (decision 009): clean URLs, the
 * pre-compressed twins, ETag, HEAD and byte ranges; the 404 page with status 404; the site's headers.
 *
 *   npm run serve [-- --port 3000 --host 127.0.0.1 --dir dist]   (or PORT and HOST)
 *   npm run serve -- --https      HTTPS and HTTP/2 as a CDN serves it, self-signed (the benchmark)
 */
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createSecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { unescape } from "node:querystring";
import { parseArgs } from "node:util";
import sirv from "sirv";
import { cacheControlFor, hostOnlyFiles, securityHeaders } from "./lib/http-headers.ts";

/** Not pages of the site: the error pages' own addresses and the files only hosts read (decision 002). */
const unlisted = (path: string) => /^\/(?:404|500)(?:\.html|\/)?$/.test(path) || hostOnlyFiles.includes(path);
/** One range sirv reads right (it reads a suffix as a start, and throws on an end before the start). */
const plainRange = /^bytes=(\d+)-(\d*)$/;

/** Serves the build in `root` on `port` (0: one the system picks) and resolves with the port once it listens. */
export async function serveBuild(root: string, { port = 0, host = "127.0.0.1", https = false } = {}) {
  if (!existsSync(join(root, "404.html")))
    throw new Error(`No build at ${root} (no 404.html): run "npm run build" first.`);
  const headers = securityHeaders();
  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => res.setHeader("Cache-Control", cacheControlFor(pathname)),
  });
  function notFound(req: IncomingMessage, res: ServerResponse) {
    req.url = "/404.html";
    delete req.headers.range;
    delete req.headers["if-none-match"];
    // sirv answers 200 with whatever it serves.
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: object) => ServerResponse;
    res.writeHead = ((_status: number, headers?: object) => writeHead(404, headers)) as typeof res.writeHead;
    files(req, res);
  }
  function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") return res.writeHead(405, { Allow: "GET, HEAD" }).end();
    // A range sirv would misread is ignored, as RFC 9110 lets a server do: the whole file is sent.
    const range = plainRange.exec(req.headers.range ?? "");
    if (!range || (range[2] && Number(range[2]) < Number(range[1]))) delete req.headers.range;
    if (unlisted(unescape(req.url!.split("?")[0]!))) notFound(req, res);
    else files(req, res, () => notFound(req, res));
  }
  // HTTP/2's compatibility API has the request and response methods sirv uses.
  const tls = https && (await (await import("selfsigned")).generate(undefined, { algorithm: "sha256" }));
  const server = tls
    ? createSecureServer({ key: tls.private, cert: tls.cert, allowHTTP1: true }, handle as never)
    : createServer(handle);
  // Else Node drops the answer to a client that half-closes after its request (curl scripts, health checks).
  Object.assign(server, { httpAllowHalfOpen: true });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

if (import.meta.main) {
  const { port, host, dir, https } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "3000" },
      host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
      dir: { type: "string", default: "dist" },
      https: { type: "boolean" },
    },
  }).values;
  try {
    const server = await serveBuild(dir, { port: Number(port), host, https });
    console.log(
      `Serving ${dir} at http${https ? "s" : ""}://${host === "0.0.0.0" ? "localhost" : host}:${server.port}`,
    );
  } catch (error) {
    console.error(`Cannot serve ${dir} on ${host} (PORT=… or --port sets another port): ${(error as Error).message}`);
    process.exit(1);
  }
}
