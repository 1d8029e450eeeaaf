/** The public site's security policy and HTTP headers, for Astro, `npm start` and every host (decision 004). */
import type { AstroUserConfig } from "astro";
import { readBusiness } from "../../src/lib/content/content-files.ts";

/**
 * Cache-Control by the build's folders (_headers names those the build wrote): Vite's content-hashed
 * files under /_astro/ (the pictures and web fonts too) never change; the hero video keeps its name when replaced.
 */
export const cacheRules = [
  { prefix: "/_astro/", value: "public, max-age=31536000, immutable" },
  { prefix: "/videos/", value: "public, max-age=604800" },
];
const defaultCacheControl = "public, max-age=0, must-revalidate";

export function cacheControlFor(pathname: string) {
  return cacheRules.find((rule) => pathname.startsWith(rule.prefix))?.value ?? defaultCacheControl;
}

const origin = (url: string) => new URL(url).origin;
const unique = (values: readonly string[]) => [...new Set(values)];

export type PageCspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;

/** The per-page policy for Astro's security.csp, which adds the page's inline hashes: no 'unsafe-inline', no eval. */
export function pageCsp({ quoteForm, map, analyticsScriptUrl } = readBusiness()) {
  const analytics = analyticsScriptUrl ? [origin(analyticsScriptUrl)] : [];
  return {
    directives: [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      // The quote forms ask whether the provider can be reached (browser/quote-embed.ts).
      `connect-src ${unique(["'self'", origin(quoteForm.formPageUrl), ...analytics]).join(" ")}`,
      `frame-src ${unique([origin(quoteForm.formPageUrl), origin(map.embedUrl)]).join(" ")}`,
      "media-src 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ],
    scriptDirective: { resources: unique(["'self'", origin(quoteForm.embedScriptUrl), ...analytics]) },
    styleDirective: { resources: ["'self'"] },
  } satisfies PageCspConfig;
}

/** HTTPS only, for two years, on this host name and those below it. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains; preload";
/** Neither build uses the camera, microphone, location or payments, nor lets a frame ask. */
export const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=()";

/**
 * Every response's headers; with a report endpoint, a report-only page policy allowing inline code (no per-page
 * hashes).
 */
export function securityHeaders({ reportUri } = readBusiness().csp): Record<string, string> {
  const policy = pageCsp();
  const inline = (resources: string[]) => [...resources, "'unsafe-inline'"].join(" ");
  return {
    // What a <meta> policy cannot say (frame-ancestors), beside the pages' own.
    "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    ...(reportUri && {
      "Reporting-Endpoints": `csp="${reportUri}"`,
      "Content-Security-Policy-Report-Only": [
        ...policy.directives,
        `script-src ${inline(policy.scriptDirective.resources)}`,
        `style-src ${inline(policy.styleDirective.resources)}`,
        `report-uri ${reportUri}`,
        "report-to csp",
      ].join("; "),
    }),
    "Strict-Transport-Security": strictTransportSecurity,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

/** Netlify's and Cloudflare Pages' _headers; both merge matching rules, so Cache-Control is only on the prefixes. */
export function headersFile(headers: Record<string, string> = securityHeaders(), rules = cacheRules) {
  const lines = ["# Written by the build from scripts/lib/http-headers.ts. Do not edit.", "/*"];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  for (const rule of rules) lines.push(`${rule.prefix}*`, `  Cache-Control: ${rule.value}`);
  // Cloudflare Pages ignores longer lines: the build fails rather than ship one.
  const longest = Math.max(...lines.map((line) => line.length));
  if (longest > 2000)
    throw new Error(`_headers has a line of ${longest} characters; Cloudflare Pages ignores lines over 2000.`);
  return `${lines.join("\n")}\n`;
}

/** Files the build writes for hosts, not for visitors: no host may serve them. */
export const hostOnlyFiles = ["/_headers"];

/** docs/nginx.conf; every add_header sits at server level, as nginx drops inherited ones in a block with its own. */
export function nginxConf() {
  const siteRoot = "/var/www/site";
  const hostname = new URL(readBusiness().siteUrl).hostname;
  const addHeaders = Object.entries({ ...securityHeaders(), "Cache-Control": "$site_cache_control" })
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join("\n");
  return `# nginx site for the static build. Generated from scripts/lib/http-headers.ts:
# after changing headers there, run \`npm run nginx-conf\` (a unit test checks this file).
#
# Deploy: copy the contents of dist/ to ${siteRoot}, then \`nginx -t && nginx -s reload\`.
# Each page carries its own Content-Security-Policy in a <meta> tag, so the order of
# copying files never pairs a page with another build's policy.
# Put this file in /etc/nginx/conf.d/ (it is read inside the http block).

# By status and address: an error page answers for any address, /_astro/ ones included, as \`npm start\` does.
map "$status $uri" $site_cache_control {
    "~^[45]" "${defaultCacheControl}";
${cacheRules.map((rule) => `    "~^\\d+ ${rule.prefix}" "${rule.value}";`).join("\n")}
    default "${defaultCacheControl}";
}

server {
    listen 443 ssl;
    listen [::]:443 ssl;
    http2 on;
    server_name ${hostname};
    # ssl_certificate and ssl_certificate_key go here.

    root ${siteRoot};
    index index.html;
    charset utf-8;

    # Clean URLs: /about is /about/index.html; anything else is a real 404 with the site's 404 page.
    # nginx answers other methods than GET and HEAD on static files with 405 by itself.
    location / {
        try_files $uri $uri/index.html =404;
    }
    error_page 404 /404.html;
    error_page 500 502 503 504 /500.html;
    # The error pages answer with their status at every address, their own included.
    location = /404.html { internal; }
    location = /500.html { internal; }
    # Files the build writes for other hosts are not part of the site.
${hostOnlyFiles.map((file) => `    location = ${file} { return 404; }`).join("\n")}

    # Pre-compressed files when present; compress text on the fly otherwise.
    # brotli_static needs the ngx_brotli module (Debian: libnginx-mod-http-brotli-static).
    gzip_static on;
    brotli_static on;
    gzip on;
    gzip_vary on;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml application/manifest+json font/woff2;

    # The same headers as every other host; "always" sends them on 404s too.
${addHeaders}
}

server {
    listen 80;
    listen [::]:80;
    server_name ${hostname};
    return 301 https://$host$request_uri;
}
`;
}
