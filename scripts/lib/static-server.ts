/**
 * The static file server behind `npm start` and the browser tests: it answers as the
 * documented hosts do (clean URLs, 404.html with status 404, pre-compressed files, the
 * site's headers), and no request, whatever its method, headers or path, can take it down.
 *
 * The build's files are indexed once at start-up (the folder does not change while it is
 * served); each response streams its file from disk, so memory stays flat under load.
 */
import { execFileSync } from "node:child_process";
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { extname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { cacheControlFor, hostOnlyFiles, securityHeaders } from "./http-headers.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

type Encoding = "br" | "gzip";

type StaticFile = {
  path: string;
  size: number;
  etag: string;
  lastModified: string;
  type: string;
  /** Pre-compressed twins (file.br, file.gz) and their sizes. */
  encoded: Partial<Record<Encoding, { path: string; size: number }>>;
};

const encodingSuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Every file under root by URL path ("/about/index.html"), without the .br/.gz twins. */
export function indexFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = readdirSync(root, { recursive: true, encoding: "utf8" });
  const all = new Set(names);
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const path = join(root, name);
    const stat = statSync(path);
    if (!stat.isFile()) continue;
    const encoded: StaticFile["encoded"] = {};
    for (const encoding of ["br", "gzip"] as const) {
      const twin = `${name}${encodingSuffix[encoding]}`;
      if (all.has(twin)) encoded[encoding] = { path: join(root, twin), size: statSync(join(root, twin)).size };
    }
    const urlPath = `/${relative(root, path).split(sep).join("/")}`;
    files.set(urlPath, {
      path,
      size: stat.size,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      type: contentTypes[extname(name)] ?? "application/octet-stream",
      encoded,
    });
  }
  return files;
}

/**
 * The file a URL path asks for, as a static host resolves it: /about and /about/ are
 * /about/index.html. Returns undefined for anything that is not a page or asset of the site:
 * unknown paths, dotfiles, the hosts' own files, and the 404 and 500 pages' own addresses.
 */
export function resolvePath(files: Map<string, StaticFile>, rawPath: string): StaticFile | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!path.startsWith("/") || path.includes("\0") || path.includes("\\")) return undefined;
  const segments = path.split("/");
  if (segments.some((segment) => segment === ".." || segment.startsWith("."))) return undefined;
  if ((hostOnlyFiles as readonly string[]).includes(path)) return undefined;
  if (/^\/(404|500)(\.html|\/)?$/.test(path)) return undefined;
  const candidates = path.endsWith("/") ? [`${path}index.html`] : [path, `${path}/index.html`];
  for (const candidate of candidates) {
    const file = files.get(candidate);
    if (file) return file;
  }
  return undefined;
}

/** RFC 9110 byte ranges: one satisfiable range, "unsatisfiable", or "ignore" (malformed or several). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | "ignore" {
  if (header === undefined) return "ignore";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return "ignore";
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return "ignore";
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return "ignore";
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

/** The codings the client accepts (q > 0), from Accept-Encoding: "gzip, br;q=1, *;q=0". */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

function preferredEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  return (["br", "gzip"] as const).find((encoding) => file.encoded[encoding] && accepted.has(encoding));
}

/** What of a request decides the response, so the error page can be sent without the request's own conditions. */
type Conditions = { head: boolean; ifNoneMatch?: string; range?: string; acceptEncoding?: string };

function conditionsOf(req: IncomingMessage): Conditions {
  return {
    head: req.method === "HEAD",
    ifNoneMatch: req.headers["if-none-match"],
    range: req.headers.range,
    acceptEncoding: req.headers["accept-encoding"],
  };
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The request handler for one build folder. It never throws: a failure is logged and answered with 500. */
export function createStaticHandler(root: string): StaticHandler {
  const files = indexFiles(root);
  const notFoundPage = files.get("/404.html");
  const errorPage = files.get("/500.html");
  if (!notFoundPage) throw new Error(`No build found at ${root} (missing 404.html). Run "npm run build" first.`);
  const headers = securityHeaders();

  async function send(conditions: Conditions, res: ServerResponse, file: StaticFile, status: number) {
    const urlPath = `/${relative(root, file.path).split(sep).join("/")}`;
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", status === 200 ? cacheControlFor(urlPath) : cacheControlFor("/"));
    res.setHeader("Vary", "Accept-Encoding");
    if (status === 200) {
      res.setHeader("ETag", file.etag);
      res.setHeader("Last-Modified", file.lastModified);
      res.setHeader("Accept-Ranges", "bytes");
      if (conditions.ifNoneMatch === file.etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    // A byte range is a range of the file itself, so a ranged request gets it uncompressed.
    const range = status === 200 ? parseRange(conditions.range, file.size) : "ignore";
    if (range === "unsatisfiable") {
      res.statusCode = 416;
      res.setHeader("Content-Range", `bytes */${file.size}`);
      res.end();
      return;
    }
    const encoding = range === "ignore" ? preferredEncoding(file, conditions.acceptEncoding) : undefined;
    const body = encoding ? file.encoded[encoding]! : { path: file.path, size: file.size };
    if (encoding) res.setHeader("Content-Encoding", encoding);
    let start = 0;
    let end = body.size - 1;
    res.statusCode = status;
    if (range !== "ignore") {
      ({ start, end } = range);
      res.statusCode = 206;
      res.setHeader("Content-Range", `bytes ${start}-${end}/${file.size}`);
    }
    res.setHeader("Content-Length", String(Math.max(0, end - start + 1)));
    if (conditions.head || body.size === 0) {
      res.end();
      return;
    }
    await pipeline(createReadStream(body.path, { start, end }), res);
  }

  return async (req, res) => {
    try {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.statusCode = 405;
        res.setHeader("Allow", "GET, HEAD");
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("405 Method Not Allowed\n");
        return;
      }
      const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
      const file = resolvePath(files, rawPath);
      await send(conditionsOf(req), res, file ?? notFoundPage, file ? 200 : 404);
    } catch (error) {
      // A client that goes away mid-stream is not a fault of ours.
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return;
      console.error(`Error answering ${req.method} ${req.url}:`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      try {
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Range");
        if (errorPage) await send({ head: req.method === "HEAD" }, res, errorPage, 500);
        else {
          res.statusCode = 500;
          res.end("500 Internal Server Error\n");
        }
      } catch {
        res.destroy();
      }
    }
  };
}

/**
 * The HTTP server for one build folder, with limits that keep a slow or broken client from
 * holding it: malformed requests (bad syntax, oversized headers or paths) never reach the
 * handler, they are answered and hung up on.
 */
export function createStaticServer(root: string): Server {
  const server = createServer(
    { requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000 },
    createStaticHandler(root),
  );
  // A client may close its sending side once its request is out (curl's --http1.1 scripts,
  // some health checks). Node's default then aborts the request still being answered; with
  // this (http.Server's own flag, read when the client's side ends) the answer goes out first,
  // and the connection closes after it.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  // CONNECT asks for a tunnel; Node hands it here rather than to the handler.
  server.on("connect", (_request, socket) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  return server;
}

/**
 * The same handler over HTTPS with HTTP/2 (HTTP/1.1 for a client without it), as CDNs and
 * static hosts serve a site: one connection carries every file of a page. The speed benchmark
 * measures a first visit over it (scripts/bench.ts).
 */
export function createSecureStaticServer(root: string, tls: { key: Buffer; cert: Buffer }): Http2SecureServer {
  const handler = createStaticHandler(root);
  // The HTTP/2 compatibility API is the one the handler uses (headers, status, a writable body).
  return createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    void handler(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  });
}

/** A throwaway self-signed certificate for localhost, made with openssl: for a browser told to accept it. */
export function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "local-tls-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"]
        .concat(["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"), "-subj", "/CN=localhost"])
        .concat(["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } catch (error) {
    throw new Error(`Could not make a certificate for localhost with openssl: ${(error as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
