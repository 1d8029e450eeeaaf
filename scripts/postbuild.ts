/**
 * Turns React Router's pre-rendered output into a folder any static host serves as it is.
 * See docs/decisions/002-not-found-on-static-hosts.md.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeHeaderFiles } from "./headers-file.ts";
import { deferAppStart } from "./lib/defer-app-start.ts";
import { precompress } from "./precompress.ts";
import { writeSiteFiles } from "./site-files.ts";

const client = `${process.env.BUILD_DIR ?? "build"}/client`;

// The catch-all route was pre-rendered at /404; static hosts look for /404.html.
renameSync(join(client, "404", "index.html"), join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true, force: true });

// Every URL is pre-rendered, and unknown ones get 404.html: the SPA fallback would only
// turn real 404s into 200s. With ssr:false the server bundle is never used.
rmSync(join(client, "__spa-fallback.html"), { force: true });
const server = `${process.env.BUILD_DIR ?? "build"}/server`;
if (existsSync(server)) rmSync(server, { recursive: true, force: true });

// Pages load the app on the visitor's first interaction, not on load (app/lib/start-app.ts).
// Before the headers, whose CSP hashes the pages' inline scripts.
const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".html"));
for (const name of pages) {
  const file = join(client, name);
  writeFileSync(file, deferAppStart(readFileSync(file, "utf8"), name));
}

writeSiteFiles(client);
writeHeaderFiles(client);
// Last, so the files written above are compressed too.
const compressed = precompress(client);

console.log(
  `postbuild: 404.html in place, server bundle removed, ${pages.length} pages wait for a first interaction, ${compressed} files pre-compressed`,
);
