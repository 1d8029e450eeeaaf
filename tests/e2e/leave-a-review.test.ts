/**
 * The review page: a QR code the build draws for each review profile, which a phone's camera
 * reads as the profile's address, a printable card for the crews, and a link in every footer.
 */
import jsQR from "jsqr";
import sharp from "sharp";
import { business } from "../support/site-facts";
import { expect, pageReady, test } from "./fixtures";

/** The sample review profiles (each on its own site, so each is listed). */
const { leaveUrl, readUrl, betterBusinessBureau } = business.reviews;
const profiles = [leaveUrl, readUrl, betterBusinessBureau].filter((href): href is string => Boolean(href));

for (const width of [375, 1280]) {
  test(`at ${width} px, each review profile has a link and a QR code that reads as its address`, async ({ page }) => {
    expect(profiles.length, "the sample content sets review profiles").toBeGreaterThan(0);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/leave-a-review");
    const items = page.getByRole("region", { name: "How did we do?" }).getByRole("listitem");
    await expect(items).toHaveCount(profiles.length);
    for (const [index, href] of profiles.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("link", { name: /^Review us on / })).toHaveAttribute("href", href);
      const { data, info } = await sharp(await item.getByRole("img", { name: /^QR code/ }).screenshot())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data, href).toBe(href);
    }
  });
}

test("the codes are in the page as built: they show with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/leave-a-review");
  const codes = page.getByRole("img", { name: /^QR code/ });
  await expect(codes).toHaveCount(profiles.length);
  await expect(codes.first()).toBeVisible();
  await context.close();
});

test("prints as the crews' card alone, on one sheet", async ({ page }) => {
  await page.goto("/leave-a-review");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.locator("h1")).toBeHidden();
  await expect(page.getByRole("heading", { name: "How did we do?" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^QR code/ }).first()).toBeVisible();
  const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g), "pages").toHaveLength(1);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("on paper the card says scan, not tap, and gives the page's address exactly as the site links it", async ({
      page,
    }) => {
      await page.goto("/leave-a-review");
      const footerLink = await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Leave a review" })
        .getAttribute("href");
      await page.emulateMedia({ media: "print" });
      const card = page.getByRole("region", { name: "How did we do?" });
      const printed = await card.innerText();
      expect(printed).toMatch(/\bScan a code\b/);
      expect(printed).not.toMatch(/\btap\b/i);
      await expect(card.getByRole("button")).toBeHidden();
      const address = `${new URL(business.siteUrl).host}${footerLink}`;
      expect(address).toMatch(/\/leave-a-review$/);
      expect(printed).toContain(`Or visit ${address}`);
      expect(printed).not.toContain(`${address}/`);
    });

    test("the Print button prints the card, and is not offered without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void (window as unknown as { printed: number }).printed++;
      });
      await page.goto("/leave-a-review");
      await pageReady(page);
      await page.getByRole("button", { name: "Print this card" }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      const withoutScript = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const staticPage = await withoutScript.newPage();
      await staticPage.goto("/leave-a-review");
      await expect(staticPage.getByRole("heading", { name: "How did we do?" })).toBeVisible();
      await expect(staticPage.getByRole("button", { name: "Print this card" })).toBeHidden();
      await Promise.all([context.close(), withoutScript.close()]);
    });
  });
}

test("every page's footer links to it", async ({ page }) => {
  await page.goto("/moving-faq");
  await page.getByRole("contentinfo").getByRole("link", { name: "Leave a review" }).click();
  await expect(page).toHaveURL(/\/leave-a-review\/?$/);
});
