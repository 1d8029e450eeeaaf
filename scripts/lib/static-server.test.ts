/**
 * The static server (npm start, npm run serve, the browser tests' server) against a small
 * build folder of its own: what a browser or a static host expects of it, and a list of
 * hostile requests sent over a raw socket, after each of which it must still serve the
 * home page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as http2 from "node:http2";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecureStaticServer, createStaticServer, localCertificate, parseRange } from "./static-server.ts";

const aboutPage = "<!doctype html><title>About</title><h1>About us</h1>";

let root: string;
let server: Server;
let origin: string;
let port: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-server-"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title><h1>Page not found</h1>");
  writeFileSync(join(root, "500.html"), "<!doctype html><title>Error</title><h1>Something went wrong</h1>");
  writeFileSync(join(root, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  writeFileSync(join(root, ".env"), "SECRET=1");
  mkdirSync(join(root, "about"));
  writeFileSync(join(root, "about", "index.html"), aboutPage);
  writeFileSync(join(root, "about", "index.html.br"), brotliCompressSync(aboutPage));
  server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe("serving the build", () => {
  it("answers clean URLs with the page, and unknown paths with the 404 page and status 404", async () => {
    const about = await fetch(`${origin}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("About us");
    expect(about.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(about.headers.get("x-frame-options")).toBe("DENY");

    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  });

  it("serves the pre-compressed twin to a browser that accepts it", async () => {
    const response = await fetch(`${origin}/about`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe(aboutPage); // fetch decodes it
  });

  it("answers the error pages' own addresses, the host's files and dotfiles with 404", async () => {
    for (const path of ["/404", "/404/", "/404.html", "/500.html", "/_headers", "/.env", "/about/../.env"])
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
  });

  it("refuses methods other than GET and HEAD with 405 and an Allow header", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const response = await fetch(`${origin}/about`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, HEAD");
    }
    const head = await fetch(`${origin}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(aboutPage.length));
  });

  it("answers byte ranges as RFC 9110 asks: a valid one 206, an unsatisfiable one 416, a malformed one ignored", async () => {
    const ranged = (range: string) => fetch(`${origin}/about`, { headers: { range, "accept-encoding": "identity" } });

    const suffix = await ranged("bytes=-10");
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe(aboutPage.slice(-10));
    expect(suffix.headers.get("content-range")).toBe(
      `bytes ${aboutPage.length - 10}-${aboutPage.length - 1}/${aboutPage.length}`,
    );

    const first = await ranged("bytes=0-8");
    expect(first.status).toBe(206);
    expect(await first.text()).toBe(aboutPage.slice(0, 9));

    const beyond = await ranged(`bytes=${aboutPage.length}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${aboutPage.length}`);

    for (const malformed of ["bytes=2-1", "bytes=abc", "items=0-5", "bytes=0-1,4-5"]) {
      const response = await ranged(malformed);
      expect(response.status, malformed).toBe(200);
      expect(await response.text(), malformed).toBe(aboutPage);
    }
  });

  it("reads ranges by the rules for suffixes and open ends", () => {
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=95-", 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange("bytes=90-500", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-", 100)).toBe("ignore");
    expect(parseRange(undefined, 100)).toBe("ignore");
  });
});

/**
 * Sends raw bytes and returns the status line of the answer ("" if the server hung up
 * without one). With `hangUp`, the client closes its side after sending, as one that gives
 * up mid-request does.
 */
function sendRaw(request: string | Buffer, { hangUp = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    const statusLine = () => answer.split("\r\n")[0] ?? "";
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error("the server did not answer within 5 s"));
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n")) {
        socket.destroy();
        resolve(statusLine());
      }
    });
    socket.on("error", () => resolve(statusLine()));
    socket.on("close", () => resolve(statusLine()));
    if (hangUp) socket.end(request);
    else socket.write(request);
  });
}

const hostile: { name: string; request: string | Buffer; status: RegExp; hangUp?: boolean }[] = [
  { name: "a backwards range", request: "GET /about HTTP/1.1\r\nHost: x\r\nRange: bytes=2-1\r\n\r\n", status: / 200 / },
  {
    name: "a range past the end",
    request: "GET /about HTTP/1.1\r\nHost: x\r\nRange: bytes=999999-\r\n\r\n",
    status: / 416 /,
  },
  {
    name: "a huge range number",
    request: `GET /about HTTP/1.1\r\nHost: x\r\nRange: bytes=0-${"9".repeat(400)}\r\n\r\n`,
    status: / 206 /,
  },
  {
    name: "a range on the 404 page",
    request: "GET /nope HTTP/1.1\r\nHost: x\r\nRange: bytes=-5\r\n\r\n",
    status: / 404 /,
  },
  {
    name: "a 100 KB header",
    request: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(100_000)}\r\n\r\n`,
    status: / 431 /,
  },
  { name: "a 64 KB path", request: `GET /${"a".repeat(65_536)} HTTP/1.1\r\nHost: x\r\n\r\n`, status: / 431 / },
  { name: "an unknown method", request: "BREW /about HTTP/1.1\r\nHost: x\r\n\r\n", status: / 40\d / },
  { name: "a WebDAV method", request: "PROPFIND / HTTP/1.1\r\nHost: x\r\n\r\n", status: / 405 / },
  { name: "CONNECT", request: "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n", status: / 405 / },
  {
    name: "encoded traversal",
    request: "GET /%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
    status: / 404 /,
  },
  {
    name: "encoded slash traversal",
    request: "GET /..%2f..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: x\r\n\r\n",
    status: / 404 /,
  },
  {
    name: "backslash traversal",
    request: "GET /..\\..\\package.json HTTP/1.1\r\nHost: x\r\n\r\n",
    status: / (400|404) /,
  },
  {
    name: "overlong UTF-8 dots",
    request: "GET /%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
    status: / 404 /,
  },
  { name: "a broken percent escape", request: "GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n", status: / 404 / },
  { name: "an encoded null byte", request: "GET /about%00.html HTTP/1.1\r\nHost: x\r\n\r\n", status: / 404 / },
  {
    name: "a raw null byte",
    request: Buffer.from("GET /about\0 HTTP/1.1\r\nHost: x\r\n\r\n", "latin1"),
    status: / 400 /,
  },
  {
    name: "an absolute URL",
    request: "GET http://evil.example/about HTTP/1.1\r\nHost: evil.example\r\n\r\n",
    status: / (200|404) /,
  },
  { name: "an asterisk target", request: "GET * HTTP/1.1\r\nHost: x\r\n\r\n", status: / 404 / },
  { name: "no Host header, HTTP/1.0", request: "GET / HTTP/1.0\r\n\r\n", status: / 200 / },
  { name: "an HTTP/0.9 request", request: "GET /\r\n\r\n", status: / 200 / },
  { name: "binary garbage", request: Buffer.from([0, 1, 2, 3, 255, 254, 13, 10, 13, 10]), status: / 400 / },
  {
    name: "both Content-Length and Transfer-Encoding",
    request: "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    status: / 400 /,
  },
  { name: "a body on a GET", request: "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", status: / 200 / },
  {
    name: "a lying Content-Length",
    request: "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 999\r\n\r\nshort",
    status: / 405 /,
  },
  { name: "a header without a colon", request: "GET / HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n", status: / 400 / },
  {
    name: "an odd If-None-Match",
    request: `GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${'"'.repeat(500)}\r\n\r\n`,
    status: / 200 /,
  },
  {
    name: "a strange Accept-Encoding",
    request: "GET /about HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br;q=abc, gzip;q=-1, *\r\n\r\n",
    status: / 200 /,
  },
  {
    name: "a request cut off mid-header",
    request: "GET /about HTTP/1.1\r\nHost: x\r\nRange: byt",
    status: / 400 /,
    hangUp: true,
  },
];

describe("hostile requests over a raw socket", () => {
  for (const { name, request, status, hangUp } of hostile) {
    it(`${name}: a clear answer, and the server still serves /`, async () => {
      expect(await sendRaw(request, { hangUp })).toMatch(status);
      const home = await fetch(`${origin}/`);
      expect(home.status).toBe(200);
    });
  }

  it("answers every well-formed request whose client closes its sending side after it: 20 of 20", async () => {
    const statuses: string[] = [];
    for (let request = 0; request < 20; request++) {
      const path = request % 2 ? "/about" : "/";
      statuses.push(await sendRaw(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`, { hangUp: true }));
    }
    expect(statuses.filter((status) => / 200 /.test(status))).toHaveLength(20);
  });

  it("a hundred clients that hang up mid-download leave it serving", async () => {
    await Promise.all(
      Array.from({ length: 100 }, () => {
        const socket = connect(port, "127.0.0.1");
        socket.write("GET /about HTTP/1.1\r\nHost: x\r\n\r\n");
        return new Promise<void>((resolve) => socket.once("data", () => (socket.destroy(), resolve())));
      }),
    );
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});

describe("over HTTPS and HTTP/2, as the speed benchmark serves the build", () => {
  it("answers pages, compressed twins, the 404 page and refused methods as it does over HTTP/1.1", async () => {
    const secure = createSecureStaticServer(root, localCertificate());
    await new Promise<void>((resolve) => secure.listen(0, "127.0.0.1", resolve));
    const session = http2.connect(`https://localhost:${(secure.address() as AddressInfo).port}`, {
      rejectUnauthorized: false,
    });
    const ask = (path: string, headers: http2.OutgoingHttpHeaders = {}) =>
      new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ":path": path, ...headers });
        const chunks: Buffer[] = [];
        let responseHeaders: http2.IncomingHttpHeaders = {};
        stream.on("response", (received) => (responseHeaders = received));
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () =>
          resolve({
            status: Number(responseHeaders[":status"]),
            headers: responseHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        stream.on("error", reject);
      });
    try {
      const about = await ask("/about", { "accept-encoding": "br" });
      expect(about.status).toBe(200);
      expect(about.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(about.body).toString()).toBe(aboutPage);
      expect(about.headers["x-frame-options"]).toBe("DENY");
      const missing = await ask("/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain("Page not found");
      expect((await ask("/about", { ":method": "POST" })).status).toBe(405);
    } finally {
      session.close();
      await new Promise((resolve) => secure.close(resolve));
    }
  });
});
