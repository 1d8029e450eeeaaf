/**
 * The security headers (scripts/lib/http-headers.ts) reach the browser, and every page works
 * under the Content-Security-Policy: no violation while it loads, hydrates, lazy-loads its
 * quote form, shows the live map, and runs the provider's embed script.
 */
import type { Page } from "@playwright/test";
import { business } from "../../src/config/business";
import { sitePages } from "../../src/config/site-pages";
import { createHash } from "node:crypto";
import { pageAssets, readPage } from "./build-output";
import { expect, providerOrigin, islandsReady, test } from "./fixtures";

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

/** Records CSP violations from the first script on, before the page's own code runs. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) messages.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => messages.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return messages;
}

/**
 * The real provider script injects a <style> element and sizes the iframe; the stand-in
 * does the same, so the policy is tested against what the provider actually does.
 */
async function routeProviderScriptLikeTheRealOne(page: Page) {
  await page.route(`${providerOrigin}/**/*.js`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(() => {
        const style = document.createElement("style");
        style.textContent = ".ep-iFrameContainer { position: relative; }";
        document.head.appendChild(style);
        for (const frame of document.querySelectorAll("iframe[data-form-id]")) frame.style.minHeight = frame.style.minHeight || "800px";
      })();`,
    }),
  );
}

/**
 * Gives the requests the page has started (lazy images, iframes, the video) time to be
 * made: a blocked one reports its violation the moment it is attempted. A looping
 * background video can keep the network busy for good, so this waits 5 s at most.
 */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
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

/** One page per template, and the 404 page: the browser's own check that each kind of page runs under its policy. */
const onePagePerTemplate = [
  ...new Map(sitePages.map((entry) => [entry.template, entry.path])).values(),
  "/no-such-page",
];

test.describe("every kind of page works under its Content-Security-Policy", () => {
  for (const path of onePagePerTemplate) {
    test(`${path}: no CSP violation; new-tab links are noopener noreferrer`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      await routeProviderScriptLikeTheRealOne(page);
      await page.goto(path);
      await islandsReady(page);

      // Bring every lazy iframe (quote form) and image into play, then open the live map.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      const showMap = page.getByRole("button", { name: "Show map" });
      if (await showMap.count()) {
        await showMap.first().click();
        await expect(page.locator(`iframe[src^="${new URL(business.map.embedUrl).origin}"]`).first()).toBeAttached();
      }
      await settle(page);
      expect(violations, `CSP violations on ${path}`).toEqual([]);

      const blankLinks = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          links.map((link) => ({ href: link.getAttribute("href"), rel: link.getAttribute("rel") ?? "" })),
        );
      for (const { href, rel } of blankLinks) {
        expect(rel.split(/\s+/), `rel of the new-tab link to ${href} on ${path}`).toEqual(
          expect.arrayContaining(["noopener", "noreferrer"]),
        );
      }
    });
  }

  test("the quote popup and the provider's script run without a violation", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await routeProviderScriptLikeTheRealOne(page);
    await page.goto("/storage-solutions");
    await islandsReady(page);
    const hasPopup = await page.evaluate(() => typeof window.showQuoteForm === "function");
    expect(
      hasPopup,
      "window.showQuoteForm is not defined: the page script (src/browser/page-script.ts) did not run",
    ).toBe(true);
    await page.evaluate(() => window.showQuoteForm?.());
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator(`iframe[src^="${providerOrigin}"]`)).toBeAttached();
    await settle(page);
    expect(violations).toEqual([]);
  });
});
