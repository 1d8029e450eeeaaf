/**
 * No page scrolls sideways on a phone: at 320, 375 and 414 px, with JavaScript on and off, with
 * the phone menu closed and open, the document is no wider than the screen.
 */
import type { Page } from "@playwright/test";
import { sitePages } from "../../scripts/lib/site-urls.ts";
import { expect, test } from "./fixtures";

const widths = [320, 375, 414];
const paths = [...sitePages.map((entry) => entry.path), "/no-such-page-here"];

/** How far the document reaches past the right edge of the screen, and what reaches furthest. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = "";
    let right = width;
    for (const element of document.body.querySelectorAll("*")) {
      const edge = element.getBoundingClientRect().right + window.scrollX;
      if (edge > right) [right, widest] = [edge, `${element.tagName.toLowerCase()}.${element.className}`];
    }
    return { by: document.documentElement.scrollWidth - width, widest };
  });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: widths[0]!, height: 740 } });

    for (const path of paths) {
      test(`${path} fits 320, 375 and 414 px, phone menu closed and open`, async ({ page }) => {
        await page.goto(path);
        const menu = page.locator("summary[aria-label='Menu']");
        for (const width of widths) {
          await page.setViewportSize({ width, height: 740 });
          expect(await overflow(page), `${path} at ${width} px`).toEqual(expect.objectContaining({ by: 0 }));
          await menu.click();
          await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
          expect(await overflow(page), `${path} at ${width} px, menu open`).toEqual(expect.objectContaining({ by: 0 }));
          await menu.click();
          await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
        }
      });
    }
  });
}
