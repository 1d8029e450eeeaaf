/**
 * The About page and the service-areas index, checked on the built site. Figures, values
 * and the ten city paths come from the spec and are written here; the license numbers and
 * the quote form id come from the business details, the one place they are kept. Each page is
 * one load: each check is a step, and the steps that leave the page come last.
 */
import type { Page } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { readBusiness } from "../../src/lib/content/content-files.ts";
import { StatsStrip } from "../../src/components/stats-strip";
import { expect, expectHeroCallAndQuote, quoteFrameIn, test } from "./fixtures";
import { quotePath } from "../../src/lib/page/paths.ts";

const business = readBusiness();

/** The spec's ten city pages. */
const specCities = [
  { name: "Atlanta", path: "/movers-atlanta-ga" },
  { name: "Decatur", path: "/movers-decatur-ga" },
  { name: "Smyrna", path: "/movers-smyrna-ga" },
  { name: "Brookhaven", path: "/movers-brookhaven-ga" },
  { name: "Marietta", path: "/movers-marietta-ga" },
  { name: "Dunwoody", path: "/movers-dunwoody-ga" },
  { name: "Norcross", path: "/movers-norcross-ga" },
  { name: "Peachtree Corners", path: "/movers-peachtree-corners-ga" },
  { name: "Chamblee", path: "/movers-chamblee-ga" },
  { name: "East Point", path: "/movers-east-point-ga" },
];

/**
 * Opens the page as a visitor would: status 200, one h1, and the hero's call and quote links (the quote link returned).
 */
async function openWithHero(page: Page, path: string) {
  expect((await page.goto(path))?.status()).toBe(200);
  return test.step("one h1, and a call link and a quote link in the hero", () => expectHeroCallAndQuote(page));
}

test("the service areas page shows ten city cards, the form and reasons to trust us, and a card leads to its city", async ({
  page,
  consoleErrors,
}) => {
  await openWithHero(page, "/service-areas");
  await test.step("shows exactly ten city cards, each linking to its city page by name", async () => {
    const section = page.getByRole("region", { name: "Choose your city" });
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(10);
    const links = section.getByRole("link");
    await expect(links).toHaveCount(10);

    const found = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect([...found].sort()).toEqual(specCities.map((city) => city.path).sort());

    for (const city of specCities) {
      const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: city.name, exact: true }) });
      await expect(card).toHaveCount(1);
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("href", city.path);
      await expect(link).toHaveAccessibleName(new RegExp(city.name));
      await expect(link).toContainText("Learn more");
      // A short description on every card.
      expect(((await card.locator("p").last().textContent()) ?? "").length).toBeGreaterThan(60);
    }
  });
  await test.step("embeds the quote form and gives three reasons to trust us, with the license numbers", async () => {
    await expect(page.getByRole("main").locator("[data-quote-frame]")).toHaveCount(1);
    const form = await quoteFrameIn(page.getByRole("main"));
    await expect(form).toHaveAttribute("title", business.quoteForm.title);
    await expect(form).toHaveAttribute("src", new RegExp(business.quoteForm.formId));

    const trust = page.getByRole("region", { name: "A local mover you can check up on" });
    await expect(trust.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(trust).toContainText("55+");
    await expect(trust).toContainText(/veteran/i);
    await expect(trust).toContainText(business.licenses.usdot);
    await expect(trust).toContainText(business.licenses.mc);
  });
  await test.step("a city card takes the visitor to that city's page", async () => {
    await page.getByRole("link", { name: /moving in Chamblee/ }).click();
    await expect(page).toHaveURL(/\/movers-chamblee-ga$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Chamblee");
  });
  expect(consoleErrors).toEqual([]);
});

test("the about page shows the spec's sections, figures, values, team, giving, the form and a testimonial", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(await openWithHero(page, "/about"), "above the fold on a phone").toBeInViewport();
  await test.step("shows the sections in the spec's order", async () => {
    const h2s = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    const order = [
      /story|years of atlanta moves/i,
      /numbers|decades/i,
      /values/i,
      /reasons/i,
      /people|team/i,
      /communities we serve|giving/i,
      /quote/i,
      /customers say/i,
    ].map((pattern) => h2s.findIndex((heading) => pattern.test(heading)));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
  await test.step("shows the spec's figures: founded 1969, 55+ years, 25,000+ moves, A+ and 5.0", async () => {
    // The rating may link to its profile (its link text then says so to screen readers).
    const figures = page.getByRole("main").locator("dl").first().locator("dd");
    await expect(figures).toHaveText([/^1969$/, /^55\+$/, /^25,000\+$/, /^A\+/, /^5\.0$/]);
    for (const figure of await figures.all()) await expect(figure).toBeVisible();
  });
  await test.step("every figure fits its card from 320 to 1440 px, the longest the schema allows too", async () => {
    // Figures are at most 12 characters (src/schemas/business.ts): the widest of them, beside
    // short ones, in strips of two to six cards on navy and on cream, next to the page's own.
    const figures = ["100,000,000+", "000000000000", "A+", "5.0", "25,000+", "1969"];
    const strips = [2, 3, 4, 5, 6].flatMap((count) =>
      [true, false].map((onDark) =>
        renderToStaticMarkup(
          createElement(StatsStrip, {
            stats: figures.slice(0, count).map((value, index) => ({ value, label: `Figure ${index}` })),
            onDark,
          }),
        ),
      ),
    );
    const pageStrip = page.getByRole("main").locator("dl").first();
    await pageStrip.evaluate(
      (dl, html) => dl.insertAdjacentHTML("afterend", `<div data-test-strips>${html}</div>`),
      strips.join(""),
    );
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const misfits = await pageStrip.evaluate((dl) =>
        [dl, ...dl.parentElement!.querySelectorAll("[data-test-strips] dl")].flatMap((strip) =>
          [...strip.querySelectorAll("dd")].flatMap((figure) => {
            const card = figure.parentElement!;
            const style = getComputedStyle(card);
            const inner = card.getBoundingClientRect();
            const left = inner.left + parseFloat(style.paddingLeft);
            const right = inner.right - parseFloat(style.paddingRight);
            const range = document.createRange();
            range.selectNodeContents(figure);
            // Words only screen readers hear (a linked rating's "opens in a new tab") take no room.
            const unseen = figure.querySelector(".sr-only");
            if (unseen) range.setEndBefore(unseen);
            const text = range.getBoundingClientRect();
            const lines = Math.round(
              figure.getBoundingClientRect().height / parseFloat(getComputedStyle(figure).lineHeight),
            );
            return figure.scrollWidth > card.clientWidth ||
              text.left < left - 0.5 ||
              text.right > right + 0.5 ||
              lines > 1
              ? [
                  `"${figure.textContent}" (${Math.round(text.width)} px on ${lines} lines in ${Math.round(right - left)} px)`,
                ]
              : [];
          }),
        ),
      );
      expect(misfits, `figures wider than their cards at ${width} px`).toEqual([]);
    }
    await page.locator("[data-test-strips]").evaluate((strips) => strips.remove());
    await page.setViewportSize({ width: 375, height: 812 });
  });
  await test.step("names the four core values and six reasons to choose us", async () => {
    const values = page.getByRole("region", { name: "Our core values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Integrity",
      "Care",
      "Excellence",
      "Community",
    ]);
    const reasons = page.getByRole("region", { name: /reasons/i });
    await expect(reasons.getByRole("heading", { level: 3 })).toHaveCount(6);
  });
  await test.step("describes an experienced, background-checked, trained team, with a photo", async () => {
    const team = page.getByRole("region", { name: "The people who walk into your home" });
    await expect(team).toContainText(/experienced/i);
    await expect(team).toContainText(/background check/i);
    await expect(team).toContainText(/training/i);
    const photo = team.getByRole("img");
    await expect(photo).toHaveAttribute("loading", "lazy");
    expect(((await photo.getAttribute("alt")) ?? "").length).toBeGreaterThan(20);
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
  await test.step("lists community giving, embeds the quote form and shows one five-star testimonial", async () => {
    const giving = page.getByRole("region", { name: "Part of the communities we serve" });
    expect(await giving.getByRole("listitem").count()).toBeGreaterThanOrEqual(8);

    await expect(page.getByRole("main").locator("[data-quote-frame]")).toHaveCount(1);
    const form = await quoteFrameIn(page.getByRole("main"));
    await expect(form).toHaveAttribute("title", business.quoteForm.title);
    await expect(form).toHaveAttribute("src", new RegExp(business.quoteForm.formId));

    const testimonial = page.getByRole("region", { name: "What our customers say" }).locator("figure");
    await expect(testimonial).toHaveCount(1);
    await expect(testimonial.getByText("Rated 5 out of 5 stars")).toHaveCount(1);
    await expect(testimonial.locator("svg")).toHaveCount(5);
    await expect(testimonial.locator("figcaption")).toContainText(/^[A-Z][a-z]+ [A-Z]\./);

    for (const href of await page
      .getByRole("main")
      .locator("a[data-quote]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toBe(quotePath);
    }
  });
  expect(consoleErrors).toEqual([]);
});
