/**
 * `npm run serve` (sirv, set up in serve.ts) on a small build of its own: what the site needs of
 * it beyond what sirv's own tests cover, over HTTP/1.1 and, with --https, HTTP/2.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import * as http2 from "node:http2";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const aboutPage = "<!doctype html><title>About</title><h1>About us</h1>";
const root = mkdtempSync(join(tmpdir(), "serve-"));
const servers: ChildProcess[] = [];

/** Starts serve.ts on a free port and resolves with the origin it prints. */
function serve(...flags: string[]): Promise<URL> {
  const server = spawn(process.execPath, ["scripts/serve.ts", "--port", "0", "--dir", root, ...flags]);
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`serve.ts exited with code ${code}`)));
    server.stdout.on("data", (chunk: Buffer) => {
      const origin = /https?:\/\/\S+/.exec(chunk.toString())?.[0];
      if (origin) resolve(new URL(origin));
    });
  });
}

/** The status line of the answer to raw bytes; with `halfClose` the client ends its side after sending. */
function sendRaw(origin: URL, request: string, { halfClose = false } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(origin.port), origin.hostname);
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    const statusLine = () => resolve(answer.split("\r\n")[0] ?? "");
    // The server may reset the connection once it has answered a bad request.
    socket.on("error", statusLine);
    socket.on("close", statusLine);
    if (halfClose) socket.end(request);
    else socket.write(request, () => setTimeout(() => socket.end(), 500));
  });
}

let origin: URL;
beforeAll(async () => {
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title><h1>Page not found</h1>");
  writeFileSync(join(root, "500.html"), "<!doctype html><title>Error</title><h1>Something went wrong</h1>");
  writeFileSync(join(root, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  writeFileSync(join(root, "video.mp4"), Buffer.alloc(8_000_000));
  mkdirSync(join(root, "about"));
  writeFileSync(join(root, "about", "index.html"), aboutPage);
  writeFileSync(join(root, "about", "index.html.br"), brotliCompressSync(aboutPage));
  origin = await serve();
}, 20_000);

afterAll(() => {
  for (const server of servers) server.kill();
  rmSync(root, { recursive: true, force: true });
});

describe("npm run serve", () => {
  it("answers a clean URL with its page, compressed when the browser accepts it, and with the site's headers", async () => {
    const about = await fetch(new URL("/about", origin), { headers: { "accept-encoding": "br" } });
    expect(about.status).toBe(200);
    expect(about.headers.get("content-encoding")).toBe("br");
    expect(await about.text()).toBe(aboutPage); // fetch decodes it
    expect(about.headers.get("x-frame-options")).toBe("DENY");
    expect(about.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("answers an unknown path, and the 404 page's own address, with the 404 page and status 404", async () => {
    // The 500 page and the hosts' _headers file are files of the build, not pages of the site.
    for (const path of ["/no-such-page", "/404", "/404.html", "/500", "/500.html", "/_headers"]) {
      const response = await fetch(new URL(path, origin));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Page not found");
    }
  });

  it("answers HEAD with the length and no body, and a byte range with 206 and those bytes", async () => {
    const head = await fetch(new URL("/about", origin), { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.headers.get("content-length")).toBe(String(aboutPage.length));
    expect(await head.text()).toBe("");
    for (const [range, bytes] of [
      ["bytes=0-8", aboutPage.slice(0, 9)],
      ["bytes=40-", aboutPage.slice(40)],
    ]) {
      const ranged = await fetch(new URL("/about", origin), {
        headers: { range: range!, "accept-encoding": "identity" },
      });
      expect(ranged.status, range).toBe(206);
      expect(await ranged.text(), range).toBe(bytes);
    }
    // A range it would misread (backwards, or from the end) is ignored: the whole page.
    for (const range of ["bytes=9-2", "bytes=-5"]) {
      const whole = await fetch(new URL("/about", origin), { headers: { range, "accept-encoding": "identity" } });
      expect([whole.status, await whole.text()], range).toEqual([200, aboutPage]);
    }
    const beyond = await fetch(new URL("/about", origin), {
      headers: { range: "bytes=999-", "accept-encoding": "identity" },
    });
    expect([beyond.status, beyond.headers.get("content-range")]).toEqual([416, `bytes */${aboutPage.length}`]);
  });

  it("answers other methods than GET and HEAD with 405, naming the two, and the site's headers", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await fetch(new URL("/about", origin), { method });
      expect([response.status, response.headers.get("allow")], method).toEqual([405, "GET, HEAD"]);
      expect(response.headers.get("x-frame-options"), method).toBe("DENY");
    }
  });

  it("answers a bad request target with 400 and keeps serving", async () => {
    expect(await sendRaw(origin, "GET /about\0 HTTP/1.1\r\nHost: x\r\n\r\n")).toMatch(/ 400 /);
    expect((await fetch(origin)).status).toBe(200);
  });

  it("keeps serving after 100 clients hang up in the middle of a download", async () => {
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        const controller = new AbortController();
        const response = await fetch(new URL("/video.mp4", origin), { signal: controller.signal });
        await response.body!.getReader().read();
        controller.abort();
      }),
    );
    expect((await fetch(new URL("/about", origin))).status).toBe(200);
  });

  it("answers a client that closes its sending side once its request is out", async () => {
    expect(await sendRaw(origin, "GET /about HTTP/1.1\r\nHost: x\r\n\r\n", { halfClose: true })).toMatch(/ 200 /);
  });

  it("with --https, serves the same over HTTP/2", async () => {
    const secure = await serve("--https");
    const session = http2.connect(secure, { rejectUnauthorized: false });
    // A reset of the session fails this test instead of surfacing as an unhandled error.
    const sessionError = new Promise<never>((_, reject) => session.on("error", reject));
    const status = (path: string) =>
      new Promise<unknown>((resolve, reject) =>
        session
          .request({ ":path": path })
          .on("response", (headers) => resolve(headers[":status"]))
          .on("error", reject)
          .resume(),
      );
    try {
      const statuses = Promise.all([status("/about"), status("/no-such-page")]);
      expect(await Promise.race([statuses, sessionError])).toEqual([200, 404]);
    } finally {
      session.close();
    }
  }, 20_000); // a second server starts, with a certificate from openssl
});
