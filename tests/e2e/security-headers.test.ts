/**
 * The security headers (scripts/lib/http-headers.ts) reach the browser, and each page's own
 * Content-Security-Policy allows exactly its own scripts and styles. That every page runs
 * under its policy without a violation is checked in the browser by every-page.test.ts, and
 * with the quote popup open by accessibility.test.ts.
 */
import { readBusiness } from "../../src/lib/content/content-files.ts";

import { sitePages } from "../../scripts/lib/site-urls.ts";
import { createHash } from "node:crypto";
import { pageAssets, readPage } from "./build-output";
import { expect, test } from "./fixtures";

const business = readBusiness();

const expectedHeaders = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "x-frame-options": "DENY",
};

function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .filter((part) => part.trim())
      .map((part) => {
        const [name = "", ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  for (const [name, value] of Object.entries(expectedHeaders)) expect(headers[name], `${name} on ${where}`).toBe(value);
  // What a <meta> policy cannot say travels as a header: nobody may frame the site.
  const csp = cspDirectives(headers["content-security-policy"] ?? "");
  expect(csp.get("frame-ancestors"), where).toEqual(["'none'"]);
  expect(csp.get("object-src"), where).toEqual(["'none'"]);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The page's own policy: its <meta http-equiv="content-security-policy">. A policy governs only
 * what comes after it, so no executable script may come before it (the JSON-LD data blocks and
 * the font faces' <style> that Astro writes above it are not code).
 */
function pagePolicy(html: string, path: string) {
  const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html);
  expect(meta, `a CSP <meta> on ${path}`).not.toBeNull();
  const firstScript = html.search(/<script\b(?![^>]*application\/ld\+json)/);
  expect(meta!.index, `the CSP <meta> comes before any script on ${path}`).toBeLessThan(firstScript);
  return cspDirectives(meta![1]!.replaceAll("&#39;", "'"));
}

test.describe("security headers", () => {
  test("every route, the 404 page and the assets carry every header", async ({ request }) => {
    for (const { path } of sitePages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response.headers(), path);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    }
    const missing = await request.get("/no-such-page-here");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers(), "the 404 page");

    const script = pageAssets(readPage("/")).scriptFiles[0];
    expect(script, "the home page loads a hashed script under /_astro/").toBeTruthy();
    const assetResponse = await request.get(script!);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(assetResponse.headers(), script!);
  });

  test("the build's own host files are not served", async ({ request }) => {
    for (const path of ["/_headers", "/404", "/404/", "/404.html", "/500.html"])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe("each page's own Content-Security-Policy", () => {
  for (const path of [...sitePages.map((entry) => entry.path), "/404"]) {
    test(`${path}: scripts only from the site and the provider, every inline script and style by its hash`, () => {
      const html = readPage(path);
      const policy = pagePolicy(html, path);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
      expect(policy.get("frame-src")).toEqual([
        new URL(business.quoteForm.formPageUrl).origin,
        new URL(business.map.embedUrl).origin,
      ]);
      const scriptSources = policy.get("script-src") ?? [];
      expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual([
        "'self'",
        new URL(business.quoteForm.embedScriptUrl).origin,
      ]);
      for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|application\/ld\+json/.test(attributes!)) continue;
        expect(scriptSources, `the hash of an inline script on ${path}`).toContain(sha256(text!));
      }
      const styleSources = policy.get("style-src") ?? [];
      expect(styleSources).not.toContain("'unsafe-inline'");
      const elementStyles = policy.get("style-src-elem") ?? styleSources;
      for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
        if (!elementStyles.includes("'unsafe-inline'"))
          expect(elementStyles, `the hash of an inline style on ${path}`).toContain(sha256(text!));
      // Only the quote page runs the provider's script, whose injected <style> cannot be hashed.
      if (path !== "/get-a-moving-quote") expect(policy.has("style-src-elem")).toBe(false);
    });
  }
});
