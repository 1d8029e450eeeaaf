/**
 * The security headers (scripts/lib/http-headers.ts, whose unit test holds their values) reach
 * the browser on every response, and each page carries the declared Content-Security-Policy,
 * allowing exactly its own inline scripts and styles by their hashes. That every page runs
 * under its policy without a violation is checked in the browser by every-page.test.ts, and
 * with the quote popup open by accessibility.test.ts.
 */
import { createHash } from "node:crypto";
import { canonicalPages, sitePages } from "../../scripts/lib/site-urls.ts";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cacheControlFor, nginxConf, pageCsp, securityHeaders } from "../../scripts/lib/http-headers.ts";
import { cspDirectives } from "../support/csp.ts";
import { dist, pageAssets, readPage } from "./build-output";
import { expect, test } from "./fixtures";

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  for (const [name, value] of Object.entries(securityHeaders()))
    expect(headers[name.toLowerCase()], `${name} on ${where}`).toBe(value);
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
      expect(response.headers()["cache-control"], path).toBe(cacheControlFor(path));
    }
    const missing = await request.get("/no-such-page-here");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers(), "the 404 page");

    const script = pageAssets("/").scriptFiles[0];
    expect(script, "the home page loads a hashed script under /_astro/").toBeTruthy();
    const assetResponse = await request.get(script!);
    expect(assetResponse.headers()["cache-control"]).toBe(cacheControlFor(script!));
    expectSecurityHeaders(assetResponse.headers(), script!);
  });

  test("a 404 at any address, a missing /_astro/ file too, is cached as the nginx file caches it, and _headers names only folders the build wrote", async ({
    request,
  }) => {
    // nginx maps "$status $uri": an error status takes the default, whatever the address (docs/nginx.conf).
    for (const path of ["/no-such-page-here", "/_astro/no-such-file.js", "/videos/no-such-video.mp4"]) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(missing.headers()["cache-control"], path).toBe(cacheControlFor("/404.html"));
    }
    expect(nginxConf()).toContain(`"~^[45]" "${cacheControlFor("/404.html")}";`);
    const headersFile = readFileSync(join(dist, "_headers"), "utf8");
    const rules = [...headersFile.matchAll(/^(\/\S*)\*\n {2}Cache-Control/gm)].map(([, prefix]) => prefix!);
    expect(rules).toEqual(["/_astro/", "/videos/"]);
    for (const prefix of rules) expect(existsSync(join(dist, prefix)), prefix).toBe(true);
  });

  test("the build's own host files are not served", async ({ request }) => {
    for (const path of ["/_headers", "/404", "/404/", "/404.html", "/500.html"])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe("each page's own Content-Security-Policy", () => {
  const declared = pageCsp();
  // The short service aliases are the same files as their -atlanta twins (service-pages.test.ts).
  for (const path of [...canonicalPages.map((entry) => entry.path), "/404"]) {
    test(`${path}: the declared policy, with every inline script and style by its hash`, () => {
      const html = readPage(path);
      const policy = pagePolicy(html, path);
      for (const [name, sources] of cspDirectives(declared.directives.join(";")))
        expect(policy.get(name), `${name} on ${path}`).toEqual(sources);
      const scriptSources = policy.get("script-src") ?? [];
      expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(
        declared.scriptDirective.resources,
      );
      for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|application\/ld\+json/.test(attributes!)) continue;
        expect(scriptSources, `the hash of an inline script on ${path}`).toContain(sha256(text!));
      }
      const styleSources = policy.get("style-src") ?? [];
      expect(styleSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(
        declared.styleDirective.resources,
      );
      const elementStyles = policy.get("style-src-elem") ?? styleSources;
      for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
        if (!elementStyles.includes("'unsafe-inline'"))
          expect(elementStyles, `the hash of an inline style on ${path}`).toContain(sha256(text!));
      // Only the quote page runs the provider's script, whose injected <style> cannot be hashed.
      if (path !== "/get-a-moving-quote") expect(policy.has("style-src-elem")).toBe(false);
    });
  }
});
