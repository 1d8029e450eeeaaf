import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { business } from "../../app/config/business";
import {
  cacheControlFor,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxConf,
  nginxCspSnippet,
  scriptHash,
  securityHeaders,
  siteThirdParties,
} from "./http-headers";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const hashA = scriptHash("console.log(1)");

describe("cacheControlFor", () => {
  it("keeps hashed assets for a year, media for a week, and revalidates everything else", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/media/hero-800.webp")).toBe("public, max-age=604800");
    expect(cacheControlFor("/about")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts as CSP sha256 sources, exactly as the browser does", () => {
    const body = 'window.__reactRouterContext = {"a":1};';
    const expected = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    expect(inlineScriptHashes(`<html><script>${body}</script></html>`)).toEqual([expected]);
  });

  it("includes module scripts and skips data blocks and external scripts", () => {
    const html = [
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script src="/assets/a.js"></script>',
      '<script type="module" async="">import "/assets/b.js";</script>',
      "<script>console.log(1)</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([scriptHash('import "/assets/b.js";'), hashA]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy([hashA]));

  it("allows scripts only from the site, the quote provider and the listed inline hashes", () => {
    expect(policy.get("script-src")).toEqual(["'self'", new URL(business.quoteForm.embedScriptUrl).origin, hashA]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("frames only the provider's form and the map, and nobody frames the site", () => {
    expect(policy.get("frame-src")).toEqual([
      new URL(business.quoteForm.formPageUrl).origin,
      new URL(business.map.embedUrl).origin,
    ]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("locks down everything else", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("style-src-elem")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("adds the analytics script's origin only when one is configured", () => {
    const withAnalytics = directives(
      contentSecurityPolicy([], {
        ...siteThirdParties,
        analyticsScriptUrl: "https://www.googletagmanager.com/gtm.js?id=GTM-X",
      }),
    );
    expect(withAnalytics.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(withAnalytics.get("connect-src")).toContain("https://www.googletagmanager.com");
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });
});

describe("securityHeaders", () => {
  it("sends every header the site promises", () => {
    const headers = securityHeaders([hashA]);
    expect(headers).toMatchObject({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    });
    expect(headers["Content-Security-Policy"]).toContain(hashA);
  });

  it("refuses a policy too long for a header line", () => {
    const many = Array.from({ length: 200 }, (_, index) => scriptHash(String(index)));
    expect(() => securityHeaders(many)).toThrow(/Content-Security-Policy is \d+ bytes/);
  });
});

describe("host configurations", () => {
  const headers = securityHeaders([hashA]);

  it("_headers sets the security headers on every path and Cache-Control only where it differs from the hosts' default", () => {
    const text = headersFile(headers);
    const lines = text.split("\n");
    expect(lines.slice(0, 3)).toEqual([
      expect.stringMatching(/^#/),
      "/*",
      `  Content-Security-Policy: ${headers["Content-Security-Policy"]}`,
    ]);
    for (const [name, value] of Object.entries(headers)) expect(text).toContain(`  ${name}: ${value}\n`);
    expect(text).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    // Netlify and Cloudflare merge matching rules: a Cache-Control on /* would be joined onto /assets/*'s.
    expect(text.split("/assets/*")[0]).not.toContain("Cache-Control");
  });

  it("the nginx CSP snippet carries the build's policy", () => {
    expect(nginxCspSnippet(headers)).toContain(
      `add_header Content-Security-Policy "${headers["Content-Security-Policy"]}" always;`,
    );
  });

  it("docs/nginx.conf is what nginxConf() generates (run `node scripts/headers-file.ts --nginx-doc` after changing headers)", () => {
    const onDisk = readFileSync(new URL("../../docs/nginx.conf", import.meta.url), "utf8");
    expect(onDisk).toBe(nginxConf());
  });

  it("nginx sends every static header with always, at server level, with clean URLs and the 404 page", () => {
    const conf = nginxConf();
    const { "Content-Security-Policy": _csp, ...staticHeaders } = headers;
    for (const [name, value] of Object.entries(staticHeaders))
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toMatch(/gzip_static on;[\s\S]*brotli_static on;/);
    expect(conf).toContain('~^/assets/ "public, max-age=31536000, immutable";');
    // add_header inside a location would silently drop every server-level header for it.
    const locations = conf.match(/location [^{]*\{[^}]*\}/g) ?? [];
    for (const block of locations) expect(block).not.toContain("add_header");
  });
});
