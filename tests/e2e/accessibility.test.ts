/**
 * axe-core against WCAG 2.0, 2.1 and 2.2, levels A and AA, on every route at phone and
 * desktop widths, and with the overlays open (mobile menu, quote popup). Zero violations.
 */
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { canonicalPages } from "../../src/config/site-pages";
import { expect, islandsReady, test } from "./fixtures";

const axePath = fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url));
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

/** Runs axe on the page as it is now; returns one line per violating element. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: "tag", values: tags },
          // The provider's form and the map are third-party documents; their <iframe> title is still checked.
          iframes: false,
          resultTypes: ["violations"],
        },
      ),
    wcagTags,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1]?.trim() ?? violation.help}`,
    ),
  );
}

function report(counts: Record<string, number>) {
  for (const [type, count] of Object.entries(counts))
    test.info().annotations.push({ type, description: String(count) });
}

// axe is injected as an inline script, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true });

test.describe("axe: WCAG 2.2 A and AA", () => {
  // The short service aliases are the same pages as their -atlanta twins (checked by service-pages.test.ts).
  for (const { path } of canonicalPages) {
    test(`${path} at 375 and 1280 px`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(path);
      await islandsReady(page);
      const atPhone = await axeViolations(page, `${path} @375`);

      await page.setViewportSize(desktop);
      const atDesktop = await axeViolations(page, `${path} @1280`);

      report({ "axe violations @375": atPhone.length, "axe violations @1280": atDesktop.length });
      expect([...atPhone, ...atDesktop]).toEqual([]);
    });
  }

  test("the 404 page at 375 and 1280 px", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/no-such-page-here");
    await islandsReady(page);
    const atPhone = await axeViolations(page, "404 @375");
    await page.setViewportSize(desktop);
    expect([...atPhone, ...(await axeViolations(page, "404 @1280"))]).toEqual([]);
  });

  test("with the mobile menu open at 375 px", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await islandsReady(page);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(await axeViolations(page, "/ @375 with the mobile menu open")).toEqual([]);
  });

  for (const viewport of [phone, desktop]) {
    test(`with the quote popup open at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/storage-solutions");
      await islandsReady(page);
      const hasPopup = await page.evaluate(() => typeof window.showQuoteForm === "function");
      expect(
        hasPopup,
        "window.showQuoteForm is not defined: the quote popup (app/components/quote-popup.tsx) is not mounted",
      ).toBe(true);
      await page.evaluate(() => window.showQuoteForm?.());
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page, `/storage-solutions @${viewport.width} with the quote popup open`)).toEqual([]);
    });
  }
});
