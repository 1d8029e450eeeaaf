/**
 * With JavaScript off, the pre-rendered site still does its job: a page of every kind shows its
 * content, calls dial, links navigate, the quote page offers the form or a phone number,
 * and the phone menu (a <details> element until React hydrates) reaches every section.
 */
import { readBusiness } from "../../src/lib/content/content-files.ts";

import { readNavigation } from "../../src/lib/content/content-files.ts";
import { canonicalPages } from "../../scripts/lib/site-urls.ts";

const onePagePerTemplate = [...new Map(canonicalPages.map((entry) => [entry.kind, entry.path])).values()];
import { expect, providerOrigin, test } from "./fixtures";

const business = readBusiness();

const { locationsMenu, servicesMenu } = readNavigation();

test.use({ javaScriptEnabled: false });

test.describe("with JavaScript off", () => {
  // What shows without JavaScript is a property of a page's template (its data is plain HTML
  // either way), so one page of each kind is visited, in turn on one page.
  test("a page of every kind shows its h1 and content, and its phone links dial", async ({ page }) => {
    // Each page is its own condition to wait for; the budget grows with the number of pages.
    test.setTimeout(onePagePerTemplate.length * 10_000);
    // Words and links are what this checks: pictures and the framed third parties are left out.
    await page.route(/\.(avif|webp|png|jpe?g|mp4|webm)$/, (route) => route.fulfill({ status: 204 }));
    await page.route(/^https:\/\//, (route) => route.fulfill({ status: 204 }));
    for (const path of onePagePerTemplate) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect.soft(page.locator("h1"), `one h1 on ${path}`).toHaveCount(1);
      await expect.soft(page.locator("h1").first(), `the h1 of ${path} shows`).toBeVisible();
      const main = page.locator("main");
      await expect.soft(main, `main on ${path}`).toBeVisible();
      expect.soft((await main.innerText()).length, `main on ${path} holds the page's content`).toBeGreaterThan(300);

      const phoneHrefs = await page
        .locator("a")
        .filter({ hasText: business.phone.display })
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect.soft(phoneHrefs.length, `the phone number is a link on ${path}`).toBeGreaterThan(0);
      for (const href of phoneHrefs) expect.soft(href, `a phone link on ${path}`).toBe(`tel:${business.phone.tel}`);
    }
  });

  test("a header link and a footer link navigate", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("h1")).toBeVisible();

    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await footerLink.click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.locator("h1")).toBeVisible();
  });

  test("the desktop Services menu opens and its links navigate", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    await main.locator("summary", { hasText: servicesMenu.label }).click();
    const first = servicesMenu.links[0]!;
    await main.getByRole("link", { name: first.label }).click();
    await expect(page).toHaveURL(first.href);
  });

  test("the quote page shows the provider's form or a way to call", async ({ page }) => {
    await page.goto("/get-a-moving-quote");
    const form = page.locator(`main iframe[src^="${providerOrigin}"]`).first();
    const call = page.locator(`main a[href="tel:${business.phone.tel}"]`).first();
    await expect(form.or(call).first()).toBeVisible();
    await expect(form, "the form iframe is in the pre-rendered HTML").toBeAttached();
    await form.scrollIntoViewIfNeeded();
    await expect(form.contentFrame().getByRole("button", { name: "Get my estimate" })).toBeVisible();
    const onTop = await form.evaluate((frame) => {
      const box = frame.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === frame;
    });
    expect(onTop, "the form is not covered by the frame that waits for JavaScript").toBe(true);
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the phone menu opens and reaches Home, the services, the locations, About and Contact", async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("banner").locator("summary").filter({ visible: true }).first().click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      const expected = [
        { label: "Home", href: "/" },
        ...servicesMenu.links,
        ...locationsMenu.links,
        { label: "About", href: "/about" },
        { label: "Contact", href: "/contact" },
      ];
      for (const { label, href } of expected) {
        await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
        await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await menu.getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL("/about");
      await expect(page.locator("h1")).toBeVisible();
    });
  });
});
