/**
 * The HTTP headers every host must send, from one source: `npm start` (scripts/serve.ts)
 * sends them, and the build writes them out for Netlify / Cloudflare Pages (_headers) and
 * nginx (scripts/headers-file.ts; docs/nginx.conf is checked against nginxConf() by a test).
 *
 * The Content-Security-Policy depends on the build: React Router's pre-rendered pages carry
 * small inline scripts (hydration context, route module imports, loader data, scroll
 * restoration) whose sha256 hashes are listed instead of allowing 'unsafe-inline'.
 */
import { createHash } from "node:crypto";
import { business } from "../../app/config/business.ts";
import { waitingModuleType } from "../../app/lib/start-app.ts";

/** Vite puts content-hashed files under /assets/: they never change, so caches keep them for a year. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (pathname.startsWith("/media/")) return "public, max-age=604800";
  return "public, max-age=0, must-revalidate";
}

/** The cache rules as prefix → value, for hosts that configure them by path (nginx, _headers). */
export const cacheRules = [
  { prefix: "/assets/", value: cacheControlFor("/assets/") },
  { prefix: "/media/", value: cacheControlFor("/media/") },
] as const;
export const defaultCacheControl = cacheControlFor("/");

/** The third parties the site talks to, taken from the business config. */
export type ThirdParties = {
  /** The quote provider's form-embed script. */
  quoteScriptUrl: string;
  /** The quote provider's hosted form page (iframed). */
  quoteFormUrl: string;
  /** The office map (iframed behind a facade). */
  mapEmbedUrl: string;
  /** A tag manager or analytics script; empty when none ships. */
  analyticsScriptUrl: string;
};

export const siteThirdParties: ThirdParties = {
  quoteScriptUrl: business.quoteForm.embedScriptUrl,
  quoteFormUrl: business.quoteForm.formPageUrl,
  mapEmbedUrl: business.map.embedUrl,
  analyticsScriptUrl: business.analyticsScriptUrl,
};

function origin(url: string): string {
  return new URL(url).origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/** The CSP source expression for one inline script's text: 'sha256-<base64>'. */
export function scriptHash(scriptText: string): string {
  return `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`;
}

/**
 * Script types the browser runs (CSP governs these); JSON-LD and other data blocks are not
 * scripts. The module script that waits for the first interaction runs later, as a module.
 */
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module", waitingModuleType]);

/**
 * The hashes of the executable inline <script> elements of one HTML document, in order of
 * appearance. React Router writes plain <script> tags without nested markup, so a regular
 * expression is exact enough here; scripts with a src are skipped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const text = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!executableTypes.has(type)) continue;
    hashes.push(scriptHash(text));
  }
  return hashes;
}

/**
 * The Content-Security-Policy for the whole site. One policy for every page: after the first
 * page, navigation happens in the browser, so a script or frame another page needs (the quote
 * popup opens the provider's form from any page) runs under the first page's policy.
 *
 * - script-src: our own files, the hashes of the pre-rendered inline scripts, the provider's
 *   embed script (and the analytics script, if configured). No 'unsafe-inline', no eval.
 * - style-src: our stylesheet. Inline style *attributes* are allowed (React renders
 *   style={{ height }} on the quote iframe into the HTML). Inline <style> *elements* are
 *   allowed too because the provider's embed script injects one whose content we don't
 *   control and can't hash; styles can't run code, and nothing on this static site echoes
 *   visitor input into a page, so this costs little while scripts stay locked down.
 * - frame-src: the provider's form and the map; frame-ancestors 'none': nobody frames us.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  parties: ThirdParties = siteThirdParties,
): string {
  const analytics = parties.analyticsScriptUrl ? [origin(parties.analyticsScriptUrl)] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", unique(["'self'", origin(parties.quoteScriptUrl), ...analytics, ...[...scriptHashes].sort()])],
    ["style-src", ["'self'"]],
    ["style-src-elem", ["'self'", "'unsafe-inline'"]],
    ["style-src-attr", ["'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", unique(["'self'", ...analytics])],
    ["frame-src", unique([origin(parties.quoteFormUrl), origin(parties.mapEmbedUrl)])],
    ["media-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(" ")}`).join("; ");
}

/** Keep the CSP header well under the 8 KB many proxies and CDNs allow for one header line. */
export const maxCspLength = 8 * 1024;

/**
 * Cloudflare Pages ignores _headers lines longer than this (Netlify, nginx and npm start have
 * no such limit). The site-wide CSP passes it once the pages carry more than about 25 distinct
 * inline scripts (two per page today); the build then prints a note. The way out on Cloudflare
 * is one rule per page with only that page's hashes (inline scripts run only on the page that
 * was loaded, so a per-page policy is enough), each detaching the /* policy with
 * "! Content-Security-Policy" before setting its own.
 */
export const cloudflareHeadersLineLimit = 2000;

/** Every header except Cache-Control, which depends on the path. */
export function securityHeaders(
  scriptHashes: readonly string[],
  parties: ThirdParties = siteThirdParties,
): Record<string, string> {
  const csp = contentSecurityPolicy(scriptHashes, parties);
  if (csp.length > maxCspLength) {
    throw new Error(
      `Content-Security-Policy is ${csp.length} bytes (limit ${maxCspLength}): too many distinct inline scripts. ` +
        `See scripts/lib/http-headers.ts.`,
    );
  }
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

/** What the build writes next to the client folder (build/headers.json) for scripts/serve.ts. */
export type BuiltHeaders = { scriptHashes: string[]; headers: Record<string, string> };

export const builtHeadersFileName = "headers.json";

/**
 * The _headers file of Netlify and Cloudflare Pages. Both merge every rule that matches a
 * path (Cloudflare joins repeated headers with commas), so Cache-Control is set only on
 * the two prefixes and never on /*: pages get both hosts' default,
 * "public, max-age=0, must-revalidate", which is ours too.
 */
export function headersFile(headers: Record<string, string>): string {
  const lines = ["# Written by scripts/headers-file.ts from scripts/lib/http-headers.ts. Do not edit.", "/*"];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  for (const rule of cacheRules) lines.push(`${rule.prefix}*`, `  Cache-Control: ${rule.value}`);
  return `${lines.join("\n")}\n`;
}

/** Where docs/nginx.conf expects the deployed build folder, and the CSP snippet in it. */
export const nginxBuildRoot = "/var/www/liberty-oak";
export const nginxCspFileName = "nginx-csp.conf";

/** The snippet the build writes (build/nginx-csp.conf): the one header that changes with each build. */
export function nginxCspSnippet(headers: Record<string, string>): string {
  const csp = headers["Content-Security-Policy"];
  if (!csp) throw new Error("no Content-Security-Policy to write");
  return `# Written by scripts/headers-file.ts for this build. Included by docs/nginx.conf.\nadd_header Content-Security-Policy "${csp}" always;\n`;
}

/**
 * docs/nginx.conf, generated from the same headers (a unit test keeps the file in sync).
 * Every add_header sits at server level and no location adds its own, because nginx drops
 * inherited add_header directives in any block that declares one; Cache-Control therefore
 * comes from a map on the URI.
 */
export function nginxConf(parties: ThirdParties = siteThirdParties): string {
  const { "Content-Security-Policy": _csp, ...staticHeaders } = securityHeaders([], parties);
  const header = (name: string, value: string) => `    add_header ${name} "${value}" always;`;
  const cacheMap = [
    ...cacheRules.map((rule) => `    ~^${rule.prefix} "${rule.value}";`),
    `    default "${defaultCacheControl}";`,
  ];
  return `# nginx site for the pre-rendered build. Generated from scripts/lib/http-headers.ts:
# after changing headers there, run \`node scripts/headers-file.ts --nginx-doc\` (a unit test checks this file).
#
# Deploy: copy the whole build folder (client/ and ${nginxCspFileName}) to ${nginxBuildRoot},
# then \`nginx -t && nginx -s reload\`: the Content-Security-Policy lists the hashes of this
# build's inline scripts, so it is reloaded with each release.
# Put this file in /etc/nginx/conf.d/ (it is read inside the http block).

map $uri $liberty_oak_cache_control {
${cacheMap.join("\n")}
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${new URL(business.siteUrl).hostname};
    # ssl_certificate and ssl_certificate_key go here.

    root ${nginxBuildRoot}/client;
    index index.html;
    charset utf-8;

    # Clean URLs: /about is /about/index.html; anything else is a real 404 with the site's 404 page.
    location / {
        try_files $uri $uri/index.html =404;
    }
    error_page 404 /404.html;

    # Pre-compressed files when present; compress text on the fly otherwise.
    # brotli_static needs the ngx_brotli module (Debian: libnginx-mod-http-brotli-static).
    gzip_static on;
    brotli_static on;
    gzip on;
    gzip_vary on;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml application/manifest+json;

    # The same headers as every other host; "always" sends them on 404s too.
    include ${nginxBuildRoot}/${nginxCspFileName};
${Object.entries(staticHeaders)
  .map(([name, value]) => header(name, value))
  .join("\n")}
${header("Cache-Control", "$liberty_oak_cache_control")}
}

server {
    listen 80;
    listen [::]:80;
    server_name ${new URL(business.siteUrl).hostname};
    return 301 https://$host$request_uri;
}
`;
}
