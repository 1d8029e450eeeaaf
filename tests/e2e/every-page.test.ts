/**
 * One visit to every page, as a visitor on a phone and then on a desktop, checking what
 * every page owes them: one h1, the header and the footer, a call link and a way to a
 * quote; its true length once it has settled; no console error; no Content-Security-Policy
 * violation while it loads, hydrates, lazy-loads its quote form and images, shows the live map
 * and opens the quote popup; new-tab links that cannot reach back; its islands hydrated without
 * waiting for a tap; no sideways scrolling at 320, 375 and 414 px, phone menu closed and open;
 * no axe-core violation of WCAG 2.0-2.2 A and AA at 375 and at 1280 px; only the scripts its
 * built HTML leads to (whose bytes budgets.test.ts holds to the budget), and no font file but
 * the two it preloads, however far the visitor scrolls: a late face would lay the whole page out again.
 * (The overlays are checked with axe in accessibility.test.ts.)
 */
import { readBusiness } from "../../src/lib/content/content-files.ts";
import { canonicalPages } from "../../scripts/lib/site-urls.ts";
import { quoteFormId, quotePath } from "../../src/lib/page/paths";
import { builtHtmlFiles, pageAssets, pageDocument, readBuilt } from "./build-output";
import { expect, pageDrawnInFull, pageReady, test } from "./fixtures";
import {
  axeViolations,
  expectNoSidewaysScroll,
  recordCspViolations,
  routeProviderScriptLikeTheRealOne,
  serveAxe,
  settle,
} from "./page-checks";

const business = readBusiness();

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

/** The quote page's own quote links lead down to its form; every other page links to the quote page. */
const quoteHref = (path: string) => (path === quotePath ? `#${quoteFormId}` : quotePath);

// The short service aliases are the same pages as their -atlanta twins (checked by service-pages.test.ts).
const visits = [
  ...canonicalPages.map(({ path }) => ({ path, status: 200 })),
  { path: "/no-such-page-here", status: 404 },
];

test("no built page shows a visitor an unfilled {name}: text, attributes, island props and structured data", () => {
  const files = builtHtmlFiles();
  expect(files.length).toBeGreaterThan(canonicalPages.length);
  for (const file of files) {
    // Scripts and styles are code, whose braces are not words; structured data is kept.
    const html = readBuilt(file)
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
    expect(html.match(/\{[A-Za-z]+\}/g), file).toBeNull();
  }
});

for (const { path, status } of visits) {
  test(`${path}: h1, header, footer, call and quote links; fits phones; no console error, CSP violation or axe violation at 375 and 1280 px; its own scripts and preloaded fonts only`, async ({
    page,
    consoleErrors,
  }) => {
    const builtPath = status === 404 ? "/404" : path;
    const cspViolations = await recordCspViolations(page);
    await routeProviderScriptLikeTheRealOne(page);
    await serveAxe(page);
    const requested = { script: new Set<string>(), font: new Set<string>() };
    page.on("request", (request) => {
      const type = request.resourceType();
      if (type === "script" || type === "font") requested[type].add(new URL(request.url()).pathname);
    });

    await page.setViewportSize(phone);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator(`a[href="tel:${business.phone.tel}"]`).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator(`a[href="${quoteHref(path)}"]`).first()).toBeAttached();
    await pageReady(page);
    // The sections laid out only as they near the screen (app.css) are all drawn once the page has
    // settled, so its scrollbar, anchors and a fling to its end measure the page as it is.
    const lengthNowAndDrawn = () =>
      page.evaluate(() => {
        const now = document.documentElement.scrollHeight;
        const sections = [...document.querySelectorAll<HTMLElement>("main > *")];
        const inline = sections.map((section) => section.style.contentVisibility);
        for (const section of sections) section.style.contentVisibility = "visible";
        const drawn = document.documentElement.scrollHeight;
        sections.forEach((section, index) => (section.style.contentVisibility = inline[index]!));
        return now - drawn;
      });
    await expect.poll(lengthNowAndDrawn, `${path} has its true length once settled`).toBe(0);
    await expectNoSidewaysScroll(page, path);
    await page.setViewportSize(phone);
    const atPhone = await axeViolations(page, `${path} @375`);

    await page.setViewportSize(desktop);
    // Bring every lazy image into play, open every quote form as a mouse over it does, then the live map.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    for (const box of await page.locator("main [data-quote-frame]").all()) await box.hover();
    const showMap = page.getByRole("button", { name: "Show map" });
    if (await showMap.count()) {
      await showMap.first().click();
      await expect(page.locator(`iframe[src^="${new URL(business.map.embedUrl).origin}"]`).first()).toBeAttached();
    }
    await settle(page);
    const atDesktop = await axeViolations(page, `${path} @1280`);
    await page.evaluate(() => window.showQuoteForm!());
    await expect(page.getByRole("dialog")).toBeVisible();
    await settle(page);

    // The islands hydrated on their own (pageReady), and nothing the visit did fetched a script
    // its built HTML does not lead to.
    const ownScripts = [...requested.script].filter((url) => url.startsWith("/_astro/"));
    expect(ownScripts.length).toBeGreaterThan(0);
    expect(pageAssets(builtPath).scriptFiles, `scripts fetched on ${path}`).toEqual(expect.arrayContaining(ownScripts));
    const preloadedFonts = [...pageDocument(builtPath).querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect([...requested.font].sort(), `fonts fetched on ${path}`).toEqual(preloadedFonts.sort());

    expect(cspViolations, `CSP violations on ${path}`).toEqual([]);
    // The 404 page's own response, and the log of the missing path (spec, section 8), are all it may report.
    const unexpected = status === 404 ? consoleErrors.filter((message) => !/\b404\b/.test(message)) : consoleErrors;
    expect(unexpected).toEqual([]);
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
    test
      .info()
      .annotations.push(
        { type: "axe violations @375", description: String(atPhone.length) },
        { type: "axe violations @1280", description: String(atDesktop.length) },
      );
    expect([...atPhone, ...atDesktop]).toEqual([]);
  });
}

test("a fling to the end of a long page while it loads still ends on the footer's last line once every section is drawn", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/movers-decatur-ga", { waitUntil: "commit" });
  await page.locator("body > footer").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Drawing the sections above makes the page longer; scroll anchoring keeps the visitor at the end.
  await pageDrawnInFull(page);
  const lastLine = await page.locator("body > footer > :last-child").boundingBox();
  expect(lastLine, "the footer's last line is drawn").not.toBeNull();
  expect(lastLine!.y + lastLine!.height, "the footer's last line is on screen").toBeLessThanOrEqual(800.5);
});
