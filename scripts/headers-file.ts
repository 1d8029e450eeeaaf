/**
 * Writes the site's HTTP headers for every host, from scripts/lib/http-headers.ts, after the
 * pages are pre-rendered (the CSP lists the hashes of their inline scripts):
 *   build/client/_headers   Netlify and Cloudflare Pages
 *   build/headers.json      scripts/serve.ts (npm start)
 *   build/nginx-csp.conf    included by docs/nginx.conf
 * Called by postbuild.ts. `node scripts/headers-file.ts --nginx-doc` rewrites docs/nginx.conf.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  builtHeadersFileName,
  cloudflareHeadersLineLimit,
  headersFile,
  inlineScriptHashes,
  nginxConf,
  nginxCspFileName,
  nginxCspSnippet,
  securityHeaders,
  type BuiltHeaders,
} from "./lib/http-headers.ts";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(dir, file));
}

/** The union of the inline-script hashes of every page, 404.html included. */
export function collectScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir))
    for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
  return [...hashes].sort();
}

export function writeHeaderFiles(clientDir: string): BuiltHeaders {
  const scriptHashes = collectScriptHashes(clientDir);
  const headers = securityHeaders(scriptHashes);
  const built: BuiltHeaders = { scriptHashes, headers };
  const buildDir = dirname(clientDir);
  const headersText = headersFile(headers);
  writeFileSync(join(clientDir, "_headers"), headersText);
  writeFileSync(join(buildDir, builtHeadersFileName), `${JSON.stringify(built, null, 2)}\n`);
  writeFileSync(join(buildDir, nginxCspFileName), nginxCspSnippet(headers));
  const cspBytes = headers["Content-Security-Policy"]?.length ?? 0;
  console.log(
    `headers-file: _headers, ${builtHeadersFileName}, ${nginxCspFileName} (${scriptHashes.length} script hashes, CSP ${cspBytes} bytes)`,
  );
  const longest = Math.max(...headersText.split("\n").map((line) => line.length));
  if (longest > cloudflareHeadersLineLimit) {
    console.warn(
      `headers-file: note: the longest _headers line is ${longest} characters; Cloudflare Pages ignores lines over ` +
        `${cloudflareHeadersLineLimit} (Netlify, nginx and npm start are not limited). See scripts/lib/http-headers.ts.`,
    );
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--nginx-doc")) {
  const target = fileURLToPath(new URL("../docs/nginx.conf", import.meta.url));
  writeFileSync(target, nginxConf());
  console.log(`headers-file: wrote ${target}`);
}
