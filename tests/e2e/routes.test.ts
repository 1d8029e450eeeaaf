import { business } from "../../src/config/business";
import { sitePages } from "../../src/config/site-pages";
import { expect, islandsReady, test } from "./fixtures";

test.describe("every route of the spec", () => {
  for (const { path } of sitePages) {
    test(`${path} answers 200 with one h1, the header, the footer, a call link and a way to a quote`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator(`a[href="tel:${business.phone.tel}"]`).first()).toBeAttached();
      await expect(page.locator('a[href="/get-a-moving-quote"]').first()).toBeAttached();
      await islandsReady(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test("the pre-rendered HTML already carries the page content, before any script runs", async ({ request }) => {
  const html = await (await request.get("/movers-decatur-ga")).text();
  expect(html).toMatch(/<h1[^>]*>[^<]*Decatur/);
  expect(html).toContain(`tel:${business.phone.tel}`);
});
