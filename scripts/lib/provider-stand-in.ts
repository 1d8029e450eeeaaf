/**
 * The quote-form provider as heavy as a real one (issue 43): its form page answers after 600 ms (heavy)
 * or 3 s (slow) and loads 300 KB of script (65 KB gzipped) that builds the form in eight tasks. For
 * "failing" nothing answers: the browser's dead proxy fails every request at once.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { generate } from "selfsigned";

export const providerKinds = { heavy: 600, slow: 3000, failing: undefined } as const;
export type ProviderKind = keyof typeof providerKinds;

/**
 * Script modules of about 200 bytes each: a third of each is a random string, which compresses as minified code does.
 */
function bundle(bytes: number) {
  let modules = "";
  for (let i = 0; modules.length < bytes; i++)
    modules += `m[${i}]=function(d){var e=d.createElement("label"),s=0;e.className="f${i % 97} "+"${randomBytes(24).toString("base64url")}";e.textContent="Field ${i}";for(var k=0;k<${400 + (i % 400)};k++)s=(s*31+k^${i})|0;e.dataset.v=s;return e};\n`;
  // Eight tasks, each building an eighth of the form into a hidden container, as a framework
  // renders and hydrates its components after the script has run.
  return `var m=[];\n${modules}var t=document.getElementById("app"),n=m.length/8;for(let c=0;c<8;c++)setTimeout(function(){var f=document.createDocumentFragment();for(var i=Math.floor(c*n);i<Math.floor((c+1)*n);i++)f.appendChild(m[i](document));t.appendChild(f)},0);\n`;
}

const formPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moving Cost Estimate</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif"><form><label>Name <input name="name"></label>
<label>Phone <input name="phone" type="tel"></label><button type="submit">Get my estimate</button></form>
<div id="app" hidden></div><script src="/widget/app.js"></script></body></html>`;

/** Starts the stand-in over HTTPS on a local port; `browserArgs` sends the provider's host to it. */
export async function startProvider(kind: ProviderKind, providerHost: string) {
  const delayMs = providerKinds[kind];
  if (delayMs === undefined) return { browserArgs: (args: string[]) => args, close: () => {} };
  const script = gzipSync(bundle(300 * 1024));
  // A throwaway certificate: the browser runs with --ignore-certificate-errors.
  const { private: key, cert } = await generate(undefined, { algorithm: "sha256" });
  const server = createServer({ key, cert }, (request, response) => {
    const path = new URL(request.url ?? "/", "https://provider").pathname;
    // The form page's bundle, and the embed script the quote page loads (small, as the tests stand it in).
    if (path.endsWith(".js")) {
      response.writeHead(200, { "Content-Type": "text/javascript", "Content-Encoding": "gzip" });
      return response.end(path === "/widget/app.js" ? script : gzipSync("/* form embed */"));
    }
    setTimeout(() => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(request.method === "HEAD" ? undefined : formPage);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    browserArgs: (args: string[]) => [
      ...args.map((arg) => (arg.startsWith("--proxy-bypass-list=") ? `${arg};${providerHost}` : arg)),
      `--host-resolver-rules=MAP ${providerHost} 127.0.0.1:${port}`,
    ],
    close: () => server.close(),
  };
}
