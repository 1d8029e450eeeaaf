import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readBusiness } from "../../src/lib/content/content-files";
import { cacheControlFor, headersFile, nginxConf, pageCsp, securityHeaders } from "./http-headers";

const business = readBusiness();

/** The per-page policy as the browser reads it: directive name → sources. */
function directives(config: ReturnType<typeof pageCsp>): Map<string, string[]> {
  const entries = config.directives.map((directive): [string, string[]] => {
    const [name = "", ...sources] = directive.split(/\s+/);
    return [name, sources];
  });
  entries.push(["script-src", config.scriptDirective.resources]);
  entries.push(["style-src", config.styleDirective.resources]);
  return new Map(entries);
}

describe("cacheControlFor", () => {
  it("keeps hashed assets for a year, media and fonts for a week, and revalidates everything else", () => {
    expect(cacheControlFor("/_astro/react.abc.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/videos/sample-hero-loop.mp4")).toBe("public, max-age=604800");
    expect(cacheControlFor("/about")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("the per-page policy (Astro adds each page's own hashes)", () => {
  const policy = directives(pageCsp());

  it("allows scripts only from the site and the quote provider: no 'unsafe-inline', no eval", () => {
    expect(policy.get("script-src")).toEqual(["'self'", new URL(business.quoteForm.embedScriptUrl).origin]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
  });

  it("frames only the provider's form and the map", () => {
    expect(policy.get("frame-src")).toEqual([
      new URL(business.quoteForm.formPageUrl).origin,
      new URL(business.map.embedUrl).origin,
    ]);
  });

  it("lets the page ask whether the quote provider can be reached, and nothing else", () => {
    expect(policy.get("connect-src")).toEqual(["'self'", new URL(business.quoteForm.formPageUrl).origin]);
  });

  it("locks down everything else", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("holds no directive a <meta> policy ignores (the browser would warn on every page)", () => {
    for (const name of ["frame-ancestors", "report-uri", "report-to", "sandbox"]) expect(policy.has(name)).toBe(false);
  });

  it("adds the analytics script's origin only when one is configured", () => {
    const withAnalytics = directives(
      pageCsp({ ...business, analyticsScriptUrl: "https://www.googletagmanager.com/gtm.js?id=GTM-X" }),
    );
    expect(withAnalytics.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(withAnalytics.get("connect-src")).toContain("https://www.googletagmanager.com");
    expect(policy.get("script-src")).not.toContain("https://www.googletagmanager.com");
  });
});

describe("securityHeaders", () => {
  it("sends every header the site promises, and what a <meta> policy cannot say", () => {
    expect(securityHeaders({ reportUri: "", enforce: true })).toEqual({
      "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
      "X-Frame-Options": "DENY",
    });
  });
});

describe("CSP reports", () => {
  const reportUri = "https://reports.libertyoak.test/csp";

  it("sends no report headers when no endpoint is configured", () => {
    const headers = securityHeaders({ reportUri: "", enforce: true });
    expect(headers["Content-Security-Policy-Report-Only"]).toBeUndefined();
    expect(headers["Reporting-Endpoints"]).toBeUndefined();
  });

  it("with an endpoint, reports what the page policy refuses, through report-uri and report-to", () => {
    const headers = securityHeaders({ reportUri, enforce: true });
    expect(headers["Reporting-Endpoints"]).toBe(`csp="${reportUri}"`);
    const reportOnly = new Map(
      headers["Content-Security-Policy-Report-Only"]!.split("; ").map((part) => {
        const [name = "", ...sources] = part.split(" ");
        return [name, sources];
      }),
    );
    expect(reportOnly.get("report-uri")).toEqual([reportUri]);
    expect(reportOnly.get("report-to")).toEqual(["csp"]);
    expect(reportOnly.get("frame-src")).toEqual([
      new URL(business.quoteForm.formPageUrl).origin,
      new URL(business.map.embedUrl).origin,
    ]);
    expect(reportOnly.get("script-src")).toEqual(
      expect.arrayContaining(["'self'", new URL(business.quoteForm.embedScriptUrl).origin]),
    );
    // The enforced frame-ancestors header stays.
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  });

  it("fits a _headers line for Cloudflare Pages", () => {
    expect(() => headersFile(securityHeaders({ reportUri, enforce: false }))).not.toThrow();
  });
});

describe("host configurations", () => {
  const headers = securityHeaders();

  it("_headers sets the security headers on every path and Cache-Control only where it differs from the hosts' default", () => {
    const text = headersFile(headers);
    expect(text.split("\n").slice(0, 2)).toEqual([expect.stringMatching(/^#/), "/*"]);
    for (const [name, value] of Object.entries(headers)) expect(text).toContain(`  ${name}: ${value}\n`);
    expect(text).toContain("/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    // Netlify and Cloudflare merge matching rules: a Cache-Control on /* would be joined onto /_astro/*'s.
    expect(text.split("/_astro/*")[0]).not.toContain("Cache-Control");
  });

  it("_headers fits Cloudflare Pages: no line over 2,000 characters, and the build refuses one that would be", () => {
    const longest = Math.max(
      ...headersFile(headers)
        .split("\n")
        .map((line) => line.length),
    );
    expect(longest).toBeLessThanOrEqual(2000);
    expect(() => headersFile({ ...headers, "X-Long": "x".repeat(2000) })).toThrow(/Cloudflare Pages/);
  });

  it("docs/nginx.conf is what nginxConf() generates (run `npm run nginx-conf` after changing headers)", () => {
    const onDisk = readFileSync(new URL("../../docs/nginx.conf", import.meta.url), "utf8");
    expect(onDisk).toBe(nginxConf());
  });

  it("nginx sends every header with always, at server level, with clean URLs and the 404 page", () => {
    const conf = nginxConf();
    for (const [name, value] of Object.entries(headers))
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("location = /404.html { internal; }");
    expect(conf).toContain("location = /_headers { return 404; }");
    expect(conf).toMatch(/gzip_static on;[\s\S]*brotli_static on;/);
    expect(conf).toContain('"~^\\d+ /_astro/" "public, max-age=31536000, immutable";');
    // A 404 or 500 page at an /_astro/ address is not cached for a year: as `npm start` answers it.
    expect(conf).toMatch(
      /map "\$status \$uri" \$site_cache_control \{\n {4}"~\^\[45\]" "public, max-age=0, must-revalidate";/,
    );
    // add_header inside a location would silently drop every server-level header for it.
    const locations = conf.match(/location [^{]*\{[^}]*\}/g) ?? [];
    for (const block of locations) expect(block).not.toContain("add_header");
  });
});
