/**
 * axe-core (WCAG 2.0-2.2, A and AA) with the overlays open: the mobile menu and the quote
 * popup, which also runs the provider's script under the page's Content-Security-Policy.
 * Every page as loaded is checked with axe in every-page.test.ts.
 */
import { expect, pageReady, providerOrigin, test } from "./fixtures";
import { axeViolations, recordCspViolations, routeProviderScriptLikeTheRealOne, serveAxe, settle } from "./page-checks";

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

test.beforeEach(async ({ page }) => serveAxe(page));

test.describe("axe with the overlays open", () => {
  test("with the mobile menu open at 375 px", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await pageReady(page);
    await page.getByRole("banner").locator("summary[aria-label='Menu']").click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(await axeViolations(page, "/ @375 with the mobile menu open")).toEqual([]);
  });

  test("with the Services menu open at 1280 px", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    await pageReady(page);
    await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("list").nth(1)).toBeVisible();
    expect(await axeViolations(page, "/ @1280 with the Services menu open")).toEqual([]);
  });

  for (const viewport of [phone, desktop]) {
    test(`with the quote popup open at ${viewport.width} px, and no CSP violation from the provider's script`, async ({
      page,
    }) => {
      const cspViolations = await recordCspViolations(page);
      await routeProviderScriptLikeTheRealOne(page);
      await page.setViewportSize(viewport);
      await page.goto("/storage-solutions");
      await pageReady(page);
      const hasPopup = await page.evaluate(() => typeof window.showQuoteForm === "function");
      expect(
        hasPopup,
        "window.showQuoteForm is not defined: the page script (src/browser/page-script.ts) did not run",
      ).toBe(true);
      await page.evaluate(() => window.showQuoteForm?.());
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("dialog").locator(`iframe[src^="${providerOrigin}"]`)).toBeAttached();
      expect(await axeViolations(page, `/storage-solutions @${viewport.width} with the quote popup open`)).toEqual([]);
      await settle(page);
      expect(cspViolations).toEqual([]);
    });
  }
});
