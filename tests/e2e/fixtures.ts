/**
 * Shared browser-test setup. No test may reach the internet: the quote provider and the
 * map are routed to small local stand-ins (or to nothing, where a test says so), and
 * every console error is collected so a test can assert there were none.
 */
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { readBusiness } from "../../src/lib/content/content-files.ts";
import { quotePath } from "../../src/lib/page/paths.ts";

const business = readBusiness();

export const providerOrigin = new URL(business.quoteForm.formPageUrl).origin;
export const mapOrigin = new URL(business.map.embedUrl).origin;

/** What the provider's form page looks like to our site: a titled page that can post a lead message. */
export const standInFormHtml = `<!doctype html><html lang="en"><head><title>Moving Cost Estimate</title></head>
<body style="margin:0;font-family:sans-serif;background:#fff"><form><label>Name <input name="name"></label>
<button type="submit">Get my estimate</button></form></body></html>`;

const standInMapHtml = `<!doctype html><html lang="en"><head><title>Map</title></head><body style="margin:0;background:#e5e3df">Map</body></html>`;

export type ProviderMode = "stand-in" | "silent" | "down";

export async function routeThirdParties(target: Page | BrowserContext, provider: ProviderMode = "stand-in") {
  await target.route(`${providerOrigin}/**`, async (route) => {
    if (provider === "silent") return; // never answers, like a provider that hangs
    if (provider === "down") return route.abort("connectionrefused");
    const url = new URL(route.request().url());
    if (url.pathname.endsWith(".js"))
      return route.fulfill({ contentType: "text/javascript", body: "/* form embed stand-in */" });
    return route.fulfill({ contentType: "text/html", body: standInFormHtml });
  });
  await target.route(`${mapOrigin}/**`, (route) => route.fulfill({ contentType: "text/html", body: standInMapHtml }));
}

type Fixtures = { consoleErrors: string[]; providerMode: ProviderMode };

/**
 * Every browser context a test opens routes the third parties; a test that asserts on console
 * errors asks for consoleErrors. Tests of the build's files open no browser at all.
 */
export const test = base.extend<Fixtures>({
  providerMode: ["stand-in", { option: true }],
  context: async ({ context, providerMode }, use) => {
    await routeThirdParties(context, providerMode);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

/**
 * Waits until the page script (src/browser/page-script.ts) has run: the menus, the map facade
 * and the quote popup are enhanced from then on, and any island of the page (the estimator, the
 * checklist) has hydrated. A test of the page as first parsed, before that, does not call it.
 */
export async function pageReady(page: Page) {
  await page.waitForFunction(
    () => typeof window.showQuoteForm === "function" && document.querySelectorAll("astro-island[ssr]").length === 0,
  );
}

/**
 * Waits until the page has its true length: its fonts loaded and every section below the hero drawn
 * (src/browser/site-layout.ts).
 */
export async function pageDrawnInFull(page: Page) {
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      [...document.querySelectorAll<HTMLElement>("main > :not(:first-child)")].every(
        (section) => section.style.contentVisibility === "visible",
      ),
  );
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

/**
 * A quote form's frame within scope (the nth box), as a visitor finds it: scrolled to, with no touch,
 * the page has started it (src/browser/quote-embed.ts).
 */
export async function quoteFrameIn(scope: Page | Locator, nth = 0): Promise<Locator> {
  const box = scope.locator("[data-quote-frame]").nth(nth);
  await box.scrollIntoViewIfNeeded();
  const frame = box.locator("iframe");
  await expect(frame).toHaveAttribute("src", /^https:\/\//);
  return frame;
}

/** The page's one h1, and its hero's call link and quote link (to the quote page), the quote link returned. */
export async function expectHeroCallAndQuote(page: Page): Promise<Locator> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const hero = page.getByRole("main").locator("section").first();
  await expect(hero.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${business.phone.tel}`);
  const quote = hero.getByRole("link", { name: "Get Free Quote" });
  await expect(quote).toHaveAttribute("href", quotePath);
  return quote;
}

/** Waits until one island (by its component's name, e.g. "MovingEstimator") has hydrated. */
export async function islandReady(page: Page, component: string) {
  await page.locator(`astro-island[component-export="${component}"]:not([ssr])`).first().waitFor({ state: "attached" });
}

export { expect };
