/**
 * With JavaScript off, the pre-rendered site still does its job. One visit to every page shows
 * its h1 and content, its phone links dial, and it fits phones: at 320, 375 and 414 px, with the
 * phone menu (a <details> element) closed and open, the document is no wider than the screen.
 * Links navigate, the quote page offers the form or a phone number, and the phone menu reaches
 * every section. With JavaScript on, every-page.test.ts makes the same checks on its visit.
 */
import { readBusiness, readSite } from "../../src/lib/content/content-files.ts";
import { canonicalPages } from "../../scripts/lib/site-urls.ts";
import { expect, providerOrigin, test } from "./fixtures";
import { expectNoSidewaysScroll, phoneWidths } from "./page-checks";

const business = readBusiness();
const { locationsMenu, servicesMenu } = readSite().navigation();

// The short service aliases are the same files as their -atlanta twins (service-pages.test.ts).
const notFound = "/no-such-page-here";
const paths = [...canonicalPages.map((entry) => entry.path), notFound];

test.use({ javaScriptEnabled: false });

test.describe("with JavaScript off", () => {
  for (const path of paths)
    test(`${path} shows its h1 and content, its phone links dial, and it fits ${phoneWidths.join(", ")} px, phone menu closed and open`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: phoneWidths[0]!, height: 740 });
      await page.goto(path);
      await expect(page.locator("h1"), `one h1 on ${path}`).toHaveCount(1);
      await expect(page.locator("h1"), `the h1 of ${path} shows`).toBeVisible();
      const main = page.locator("main");
      await expect(main, `main on ${path}`).toBeVisible();
      // The 404 page is short by design: not-found.test.ts checks what it offers.
      if (path !== notFound)
        expect((await main.innerText()).length, `main on ${path} holds the page's content`).toBeGreaterThan(300);

      const phoneHrefs = await page
        .locator("a")
        .filter({ hasText: business.phone.display })
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(phoneHrefs.length, `the phone number is a link on ${path}`).toBeGreaterThan(0);
      for (const href of phoneHrefs) expect(href, `a phone link on ${path}`).toBe(`tel:${business.phone.tel}`);

      await expectNoSidewaysScroll(page, path);
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
    await expect(page.getByText("Prefer to talk it through?"), "the phone and e-mail under the form").toBeVisible();
    await expect(
      page.getByRole("button", { name: "Open the quote form" }),
      "no button that needs a script",
    ).toHaveCount(0);
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
