/** The admin build's server (HOST, PORT): the editor with its headers; other addresses redirect to the public site. */
import { createServer } from "node:http";
import { handler, options } from "@astrojs/node/server.js";

/** /keystatic and below, the editor's API, and the scripts and styles it loads. */
const editorPath = /^\/(?:keystatic(?:\/|$)|api\/keystatic\/|_astro\/)/;
const publicOrigin = __PUBLIC_SITE_URL__ && new URL(__PUBLIC_SITE_URL__).origin;

const host = process.env.HOST ?? (typeof options.host === "string" ? options.host : "127.0.0.1");
const port = Number(process.env.PORT ?? options.port);

const server = createServer((request, response) => {
  for (const [name, value] of Object.entries(__EDITOR_HEADERS__)) response.setHeader(name, value);
  // The path under a fixed origin, so "//elsewhere/x" stays a path; parsed once, so the path
  // checked here is the path the handler serves ("/_astro/../about" is "/about").
  const url = request.url?.startsWith("/") ? URL.parse(`http://admin.invalid${request.url}`) : null;
  if (!url) return response.writeHead(400).end();
  const { pathname, search } = url;
  // Browsers ask for it unbidden; the public site has none, and the editor's img-src would block the redirect.
  if (pathname === "/favicon.ico") return response.writeHead(404).end();
  // Without the public site's address (no web address on business.yaml's siteUrl line), nowhere to send them.
  if (!editorPath.test(pathname))
    return publicOrigin
      ? response.writeHead(301, { Location: `${publicOrigin}${pathname}${search}` }).end()
      : response.writeHead(404).end();
  request.url = `${pathname}${search}`;
  void handler(request, response);
});

server.listen(port, host, () => console.log(`The editor is at http://${host}:${port}/keystatic`));
