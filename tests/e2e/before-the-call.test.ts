/**
 * What a visitor can check before the first call (issue 45): the Check us panel beside every
 * quote form, whether the office is open now, and the optional ways in, off until the owner
 * sets them (their rendering once set: src/components/ways-in.test.tsx).
 */
import { canonicalPages } from "../../scripts/lib/site-urls.ts";
import { placeholderValues } from "../../src/lib/content/placeholders";
import { readPage } from "./build-output";
import type { Page } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures";
import { business } from "../support/site-facts";

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };
const values = placeholderValues(business);
const digits = (license: string) => license.replace(/\D/g, "");

test("every built page with a quote form has one Check us panel per form, /about among them", () => {
  const withForms = canonicalPages.filter(({ path }) => readPage(path).includes('data-control="quote-embed"'));
  expect(withForms.map(({ path }) => path)).toEqual(expect.arrayContaining(["/", "/about", "/get-a-moving-quote"]));
  for (const { path } of withForms) {
    const html = readPage(path);
    expect(html.split('data-check-us=""').length, path).toBe(html.split('data-control="quote-embed"').length);
  }
});

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/", "/get-a-moving-quote", "/residential-moving-atlanta", "/about"]) {
      test(`${path}: the Check us panel stands right under the quote form, with the records and the Terms' limits`, async ({
        page,
      }) => {
        await page.goto(path);
        // The form's card: the provider's frame, and the call and e-mail line under it.
        const form = page.locator("[data-quote-frame]").first().locator("xpath=..");
        const panel = page.locator("[data-check-us]").first();
        await panel.scrollIntoViewIfNeeded();
        await expect(panel.getByRole("heading", { name: "Check us before you book" })).toBeVisible();
        // Both from one layout: sections above may still be drawn as the page settles (decision 006).
        const [formBox, panelBox] = await form.evaluate(
          (element, other) => [element, other!].map((box) => box.getBoundingClientRect().toJSON() as DOMRect),
          await panel.elementHandle(),
        );
        expect(panelBox!.y).toBeGreaterThan(formBox!.y + formBox!.height);
        expect(panelBox!.y - (formBox!.y + formBox!.height)).toBeLessThan(40);
        expect(Math.abs(panelBox!.x - formBox!.x)).toBeLessThan(2);
        // In a hero the panel is folded under its heading, so a phone's first screen stays short: a tap opens it.
        const inHero = ["/", "/residential-moving-atlanta"].includes(path);
        expect(await panel.evaluate((box) => box.tagName), path).toBe(inHero ? "DETAILS" : "DIV");
        if (inHero) {
          await expect(panel.getByText(business.licenses.georgiaHouseholdGoods!)).toBeHidden();
          await panel.getByRole("heading", { name: "Check us before you book" }).click();
        }

        await expect(panel.getByRole("link", { name: business.licenses.usdot })).toHaveAttribute(
          "href",
          new RegExp(`query_param=USDOT&query_string=${digits(business.licenses.usdot)}$`),
        );
        await expect(panel.getByRole("link", { name: business.licenses.mc })).toHaveAttribute(
          "href",
          new RegExp(`query_param=MC_MX&query_string=${digits(business.licenses.mc)}$`),
        );
        // No state lookup to link to: the number stands as text, and the panel says who confirms it.
        await expect(panel.getByText(business.licenses.georgiaHouseholdGoods!)).toBeVisible();
        await expect(panel.getByRole("link", { name: business.licenses.georgiaHouseholdGoods! })).toHaveCount(0);
        await expect(panel.getByText(/Georgia Department of Public Safety/)).toBeVisible();
        await expect(panel.getByRole("link", { name: /Protect Your Move/ })).toHaveAttribute(
          "href",
          "https://www.fmcsa.dot.gov/protect-your-move",
        );
        await expect(panel).toContainText(values.deposit);
        await expect(panel).toContainText(`${values.cancellationNoticeHours} hours before your move`);
        await expect(panel).toContainText(`${values.basicLiabilityPerPound} per pound per item`);
        await expect(panel).toContainText(`${values.damageClaimHours} hours of delivery`);
        await expect(panel.getByRole("link", { name: /Terms of Service/ })).toHaveAttribute("href", "/terms");
      });
    }

    test("the panel's estimate types are the Terms' own, word for word", async ({ page }) => {
      await page.goto("/terms");
      const termsTypes = await page
        .getByRole("region", { name: /Booking and estimates/ })
        .getByRole("listitem")
        .allInnerTexts();
      expect(termsTypes).toHaveLength(2);
      await page.goto("/get-a-moving-quote");
      const panel = page.locator("[data-check-us]");
      const estimates = panel.locator("dt", { hasText: "Estimates" }).locator("xpath=following-sibling::dd[1]");
      const panelTypes = await estimates.getByRole("listitem").allInnerTexts();
      expect(panelTypes).toEqual(termsTypes);
      expect(panelTypes.join(" ")).toMatch(/non-binding estimate.*binding estimate.*in-person assessment/s);
    });
  });
}

test.describe("open now, by the office hours in Atlanta", () => {
  /** A page at a moment on Atlanta's clock in November 2026 (EST; 16 November is a Monday), its script run. */
  async function openAt(page: Page, path: string, day: number, time: string) {
    await page.clock.setFixedTime(new Date(`2026-11-${day}T${time}:00-05:00`));
    await page.goto(path);
    await pageReady(page);
  }

  test("at 1280 px, the top bar and the contact page say open on a Monday morning", async ({ page }) => {
    await page.setViewportSize(desktop);
    await openAt(page, "/contact", 16, "10:00");
    await expect(page.getByRole("banner").getByText("Open now, until 7 PM")).toBeVisible();
    const hours = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Office and phone hours" }) });
    await expect(hours.getByText("Open now, until 7 PM")).toBeVisible();
  });

  test("at 1280 px, closed on a Sunday evening until Monday's opening", async ({ page }) => {
    await page.setViewportSize(desktop);
    await openAt(page, "/", 22, "17:00");
    await expect(page.getByRole("banner").getByText("Closed, opens 7 AM Monday")).toBeVisible();
  });

  test("at 375 px, the call bar says closed on Saturday at 6 PM, for a visitor in Los Angeles at 3 PM", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: phone, timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    await openAt(page, "/contact", 21, "18:00");
    expect(await page.evaluate(() => new Date().getHours())).toBe(15);
    await page.mouse.wheel(0, 3000);
    const callBar = page.getByRole("complementary", { name: "Call or get a free quote" });
    await expect(callBar.getByText("Closed, opens 9 AM Sunday")).toBeVisible();
    await expect(page.locator("[data-open-status]", { hasText: "Closed, opens 9 AM Sunday" })).toHaveCount(3);
    await context.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: desktop });

    test("the top bar shows the hours as ever, and nothing claims open or closed", async ({ page }) => {
      await page.goto("/contact");
      const hours = business.hours.moving;
      await expect(page.getByRole("banner")).toContainText(`${hours.label}: ${hours.days[0]!.days}, 7 AM – 7 PM`);
      await expect(page.getByText(/Open now|Closed, opens/)).toHaveCount(0);
    });
  });
});

test("the optional ways in are off by default: no Text us, booking or video link on the contact and quote pages", async ({
  page,
}) => {
  expect(business.waysIn).toEqual({});
  for (const path of ["/contact", "/get-a-moving-quote"]) {
    await page.goto(path);
    await expect(page.locator('a[href^="sms:"], [data-lead-path]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "More ways to reach us" })).toHaveCount(0);
  }
});
