/**
 * Shared browser-test setup. No test may reach the internet: the quote provider and the
 * map are routed to small local stand-ins (or to nothing, where a test says so), and
 * every console error is collected so a test can assert there were none.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { business } from "../../src/config/business";

export const providerOrigin = new URL(business.quoteForm.formPageUrl).origin;
export const mapOrigin = new URL(business.map.embedUrl).origin;

/** What the provider's form page looks like to our site: a titled page that can post a lead message. */
export const standInFormHtml = `<!doctype html><html lang="en"><head><title>Moving Cost Estimate</title></head>
<body style="margin:0;font-family:sans-serif;background:#fff"><form><label>Name <input name="name"></label>
<button type="submit">Get my estimate</button></form></body></html>`;

const standInMapHtml = `<!doctype html><html lang="en"><head><title>Map</title></head><body style="margin:0;background:#e5e3df">Map</body></html>`;

export type ProviderMode = "stand-in" | "silent" | "down";

export async function routeThirdParties(page: Page, provider: ProviderMode = "stand-in") {
  await page.route(`${providerOrigin}/**`, async (route) => {
    if (provider === "silent") return; // never answers, like a provider that hangs
    if (provider === "down") return route.abort("connectionrefused");
    const url = new URL(route.request().url());
    if (url.pathname.endsWith(".js"))
      return route.fulfill({ contentType: "text/javascript", body: "/* form embed stand-in */" });
    return route.fulfill({ contentType: "text/html", body: standInFormHtml });
  });
  await page.route(`${mapOrigin}/**`, (route) => route.fulfill({ contentType: "text/html", body: standInMapHtml }));
}

type Fixtures = { consoleErrors: string[]; providerMode: ProviderMode };

export const test = base.extend<Fixtures>({
  providerMode: ["stand-in", { option: true }],
  consoleErrors: [
    async ({ page, providerMode }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          errors.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await routeThirdParties(page, providerMode);
      await use(errors);
    },
    { auto: true },
  ],
});

/**
 * Pages load the app (React) on the visitor's first interaction, not on load
 * (app/lib/start-app.ts). A test of what React adds presses a key, as a visitor might,
 * and waits until the page has hydrated. Tests of the page before that do not call it.
 */
export async function startApp(page: Page) {
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export { expect };
