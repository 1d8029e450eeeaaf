/**
 * What a visitor can check before the first call (issue 45): the Check us panel beside every
 * quote form, and the optional ways in, off until the owner
 * sets them (their rendering once set: src/components/ways-in.test.tsx).
 */
import { canonicalPages } from "../../scripts/lib/site-urls.ts";
import { pageDocument, readPage } from "./build-output";
import { expect, pageReady, test } from "./fixtures";
import { business } from "../support/site-facts";

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };
const digits = (license: string) => license.replace(/\D/g, "");

/** The Terms' own sentences for the panel's lines, read from the built /terms page: its sections' paragraphs. */
function termsSentences() {
  const terms = pageDocument("/terms");
  const paragraphs = (id: string) =>
    [...terms.getElementById(id)!.closest("section")!.querySelectorAll("p")].map((p) => normalized(p.textContent));
  const [coverage, claims] = paragraphs("liability-and-insurance");
  const deposit = paragraphs("payment")[0]!
    .split(/(?<=\.) /)
    .at(-1);
  return { Deposit: deposit, Cancellation: paragraphs("cancellation")[0], Coverage: coverage, Claims: claims };
}
const normalized = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

test("every built page with a quote form has one Check us panel per form and one in the popup, each stating the Terms' own sentences", () => {
  const expected = termsSentences();
  // The spec's limits, in the Terms' words (section 9): cancellation, coverage, claims and the deposit.
  expect(expected.Cancellation).toMatch(/at least 24 hours before your move .* charges may apply\.$/);
  expect(expected.Coverage).toContain("$0.60 per pound per item");
  expect(expected.Claims).toContain("within 24 hours of delivery");
  expect(expected.Deposit).toMatch(/^A deposit may be required/);
  const withForms = canonicalPages.filter(({ path }) => readPage(path).includes('data-control="quote-embed"'));
  expect(withForms.map(({ path }) => path)).toEqual(expect.arrayContaining(["/", "/about", "/get-a-moving-quote"]));
  for (const { path } of canonicalPages) {
    const panels = [...pageDocument(path).querySelectorAll("[data-check-us]")];
    // The forms' frames wait in templates until the visitor reaches for them: counted in the page's HTML.
    const forms = readPage(path).match(/data-control="quote-(embed|popup)"/g)!;
    expect(panels.length, path).toBe(forms.length);
    for (const panel of panels) {
      const lines = Object.fromEntries(
        [...panel.querySelectorAll("dt")].map((dt) => [
          normalized(dt.textContent),
          normalized(dt.nextElementSibling!.textContent),
        ]),
      );
      expect(lines, path).toMatchObject(expected);
    }
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
        // No word about what the state does, until the owner writes it.
        await expect(panel.getByText(/Department of Public Safety/)).toHaveCount(0);
        await expect(panel.getByRole("link", { name: /Protect Your Move/ })).toHaveAttribute(
          "href",
          "https://www.fmcsa.dot.gov/protect-your-move",
        );
        for (const [title, sentence] of Object.entries(termsSentences()))
          await expect(panel.locator("dt", { hasText: title }).locator("xpath=following-sibling::dd[1]")).toHaveText(
            sentence!,
          );
        await expect(panel.getByRole("link", { name: /Terms of Service/ })).toHaveAttribute("href", "/terms");
      });
    }

    test("the quote popup carries the panel, folded under its heading, with the Terms' own sentences", async ({
      page,
    }) => {
      await page.goto("/contact");
      await pageReady(page);
      await page.evaluate(() => window.showQuoteForm?.());
      const dialog = page.getByRole("dialog", { name: "Get your free moving quote" });
      const heading = dialog.getByRole("heading", { name: "Check us before you book" });
      await expect(heading).toBeVisible();
      const claims = dialog.locator("dt", { hasText: "Claims" }).locator("xpath=following-sibling::dd[1]");
      await expect(claims).toBeHidden();
      await heading.click();
      for (const [title, sentence] of Object.entries(termsSentences()))
        await expect(dialog.locator("dt", { hasText: title }).locator("xpath=following-sibling::dd[1]")).toHaveText(
          sentence!,
        );
      await claims.scrollIntoViewIfNeeded();
      await expect(claims).toBeVisible();
    });

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
