/**
 * The security headers (scripts/lib/http-headers.ts) reach the browser, and every page works
 * under the Content-Security-Policy: no violation while it loads, hydrates, lazy-loads its
 * quote form, shows the live map, and runs the provider's embed script.
 */
import type { Page } from "@playwright/test";
import { business } from "../../src/config/business";
import { sitePages } from "../../src/config/site-pages";
import { expect, providerOrigin, startApp, test } from "./fixtures";

const expectedHeaders = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  for (const [name, value] of Object.entries(expectedHeaders)) expect(headers[name], `${name} on ${where}`).toBe(value);
  const csp = cspDirectives(headers["content-security-policy"] ?? "");
  expect(csp.get("default-src"), `CSP default-src on ${where}`).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), where).toEqual(["'none'"]);
  expect(csp.get("base-uri"), where).toEqual(["'self'"]);
  expect(csp.get("form-action"), where).toEqual(["'self'"]);
  expect(csp.get("object-src"), where).toEqual(["'none'"]);
  expect(csp.get("img-src"), where).toEqual(["'self'", "data:"]);
  expect(csp.get("script-src"), where).toEqual(
    expect.arrayContaining(["'self'", new URL(business.quoteForm.embedScriptUrl).origin]),
  );
  expect(csp.get("script-src"), `no inline scripts except by hash on ${where}`).not.toContain("'unsafe-inline'");
  expect(csp.get("frame-src"), where).toEqual(
    expect.arrayContaining([new URL(business.quoteForm.formPageUrl).origin, new URL(business.map.embedUrl).origin]),
  );
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

    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset, "the home page links a hashed script under /assets/").toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const [name, value] of Object.entries(expectedHeaders)) {
      expect(assetResponse.headers()[name], `${name} on ${asset}`).toBe(value);
    }
    // The policy governs documents; scripts and images do not repeat it.
    expect(assetResponse.headers()["content-security-policy"]).toBeUndefined();
  });
});

test.describe("every page works under the Content-Security-Policy", () => {
  for (const { path } of sitePages) {
    test(`${path}: no CSP violation; new-tab links are noopener noreferrer`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      await routeProviderScriptLikeTheRealOne(page);
      await page.goto(path);
      await startApp(page);

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
    await startApp(page);
    const hasPopup = await page.evaluate(() => typeof window.showQuoteForm === "function");
    expect(
      hasPopup,
      "window.showQuoteForm is not defined: the quote popup (app/components/quote-popup.tsx) is not mounted",
    ).toBe(true);
    await page.evaluate(() => window.showQuoteForm?.());
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator(`iframe[src^="${providerOrigin}"]`)).toBeAttached();
    await settle(page);
    expect(violations).toEqual([]);
  });
});
