/**
 * No page scrolls sideways on a phone with JavaScript off: at 320, 375 and 414 px, with the
 * phone menu closed and open, the document is no wider than the screen. With JavaScript on,
 * the every-page walk makes the same check on its visit (every-page.test.ts).
 */
import { sitePages } from "../../scripts/lib/site-urls.ts";
import { test } from "./fixtures";
import { expectNoSidewaysScroll, phoneWidths } from "./page-checks";

const paths = [...sitePages.map((entry) => entry.path), "/no-such-page-here"];

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: phoneWidths[0]!, height: 740 } });

  for (const path of paths)
    test(`${path} fits ${phoneWidths.join(", ")} px, phone menu closed and open`, async ({ page }) => {
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
    });
});
