/**
 * The ten city landing pages, as a visitor meets each one on the built site: one template,
 * ten genuinely different pages. Expected figures come from the spec (section 9), written
 * here; headings and neighborhood names come from app/content/cities.ts.
 */
import { JSDOM } from "jsdom";
import { business } from "../../src/config/business";
import { cities } from "../../src/content/cities";
import { asset, pageAssets, readPage } from "./build-output";
import { expect, test } from "./fixtures";

/** The spec's "Moves by city" figures. */
const specMoves: Record<string, string> = {
  Atlanta: "10,000+",
  Decatur: "2,000+",
  Smyrna: "1,800+",
  Brookhaven: "1,500+",
  Marietta: "3,500+",
  Dunwoody: "1,200+",
  Norcross: "2,200+",
  "Peachtree Corners": "950+",
  Chamblee: "1,400+",
  "East Point": "1,100+",
};

/** The spec's city paths. */
const specPaths = [
  "/movers-atlanta-ga",
  "/movers-decatur-ga",
  "/movers-smyrna-ga",
  "/movers-brookhaven-ga",
  "/movers-marietta-ga",
  "/movers-dunwoody-ga",
  "/movers-norcross-ga",
  "/movers-peachtree-corners-ga",
  "/movers-chamblee-ga",
  "/movers-east-point-ga",
];

const quotePath = "/get-a-moving-quote";

test("there is one city page for each of the spec's ten cities", () => {
  expect(cities.map((city) => city.path).sort()).toEqual([...specPaths].sort());
  expect(Object.keys(specMoves).sort()).toEqual(cities.map((city) => city.name).sort());
});

for (const city of cities) {
  test.describe(`${city.name} page`, () => {
    test("shows its own headline, figures, neighborhoods and quote paths", async ({ page, consoleErrors }) => {
      const response = await page.goto(city.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");

      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(city.heroHeadline);
      await expect(main.getByText(`Movers in ${city.name}, GA`, { exact: true })).toBeVisible();

      // The hero: a phone call and a free quote, above the fold on a phone.
      const hero = main.locator("section").first();
      await expect(hero.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${business.phone.tel}`);
      await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", quotePath);

      // The stats strip opens with the spec's figure for this city.
      const stats = page.getByRole("region", { name: `${city.name} moves by the numbers` });
      await expect(stats.locator("dd").first()).toHaveText(specMoves[city.name] ?? "missing from the spec table");
      await expect(stats.getByText(`Moves in ${city.name}`, { exact: true })).toBeVisible();
      await expect(stats.getByText("5.0", { exact: true })).toBeVisible();
      await expect(stats.getByText("55+", { exact: true })).toBeVisible();

      // The A+ business-bureau rating belongs to Brookhaven alone.
      const mainText = (await main.textContent()) ?? "";
      if (city.name === "Brookhaven") {
        await expect(stats.getByText("A+", { exact: true })).toBeVisible();
      } else {
        expect(mainText).not.toMatch(/\bA\+/);
      }

      // Three neighborhood cards, then three local moving notes.
      const neighborhoods = page.getByRole("region", { name: `${city.name} neighborhoods we know well` });
      await expect(neighborhoods.getByRole("heading", { level: 3 })).toHaveText(city.neighborhoods.map((n) => n.name));
      const notes = page.getByRole("region", { name: `What to know before moving in ${city.name}` });
      await expect(notes.getByRole("heading", { level: 3 })).toHaveCount(3);

      // The embedded quote form is the configured provider form.
      const form = main.locator(`iframe[title="${business.quoteForm.title}"]`);
      await expect(form).toHaveCount(1);
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute("src", new RegExp(`${business.quoteForm.formId}`));

      // One five-star testimonial.
      await expect(main.locator("figure blockquote")).toHaveCount(1);
      await expect(main.getByText("Rated 5 out of 5 stars")).toHaveCount(1);

      // The community section's button, and every quote button on the page, lead to the quote page.
      const community = page.getByRole("region", { name: city.community.heading });
      await expect(community.getByRole("link", { name: "Schedule Your Move" })).toHaveAttribute("href", quotePath);
      const quoteButtons = main.locator("a[data-quote]");
      expect(await quoteButtons.count()).toBeGreaterThanOrEqual(3);
      for (const href of await quoteButtons.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href).toBe(quotePath);
      }

      // Section headings in the page's order.
      const h2s = await main.getByRole("heading", { level: 2 }).allTextContents();
      const order = [
        `${city.name} moves by the numbers`,
        `${city.name} neighborhoods we know well`,
        `What to know before moving in ${city.name}`,
        `Get your free ${city.name} moving quote`,
        `From a recent ${city.name} move`,
        city.community.heading,
        "Other areas we serve",
      ].map((heading) => h2s.indexOf(heading));
      expect(order).not.toContain(-1);
      expect(order).toEqual([...order].sort((a, b) => a - b));

      // Links to the nine other city pages, and none to itself.
      const others = page.getByRole("navigation", { name: "Other areas we serve" });
      const hrefs = await others
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.filter((href) => href !== "/service-areas").sort()).toEqual(
        specPaths.filter((path) => path !== city.path).sort(),
      );

      expect(consoleErrors).toEqual([]);
    });

    test("its HTML carries no other city's page copy", async ({ request }) => {
      const html = await (await request.get(city.path)).text();
      for (const other of cities.filter((entry) => entry !== city)) {
        expect(html, `${city.name} page contains ${other.name}'s intro`).not.toContain(other.heroIntro);
        expect(html, `${city.name} page contains ${other.name}'s community story`).not.toContain(
          other.community.body.slice(0, 80),
        );
      }
    });
  });
}

test("no script a city page loads carries any city's page copy (it comes with the page's own HTML)", () => {
  const scripts = new Set<string>();
  for (const city of cities) for (const file of pageAssets(readPage(city.path)).scriptFiles) scripts.add(file);
  expect(scripts.size).toBeGreaterThan(0);
  for (const src of scripts) {
    const js = asset(src).toString("utf8");
    for (const city of cities) {
      expect(js, `${src} carries ${city.name}'s intro`).not.toContain(city.heroIntro);
      expect(js, `${src} carries ${city.name}'s neighborhood notes`).not.toContain(city.neighborhoods[0]?.description);
    }
  }
});

test("the ten hero intros are pairwise different", () => {
  const intros = specPaths.map((path) => {
    const { document } = new JSDOM(readPage(path)).window;
    return (document.querySelector("main h1 + p")?.textContent ?? "").trim();
  });
  for (const intro of intros) expect(intro.length).toBeGreaterThan(40);
  expect(new Set(intros).size).toBe(specPaths.length);
});

test("moving between city pages in the browser swaps the whole page to the new city", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/movers-decatur-ga");
  await page
    .getByRole("navigation", { name: "Other areas we serve" })
    .getByRole("link", { name: "East Point" })
    .click();
  await expect(page).toHaveURL(/\/movers-east-point-ga$/);
  const eastPoint = cities.find((city) => city.name === "East Point");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(eastPoint?.heroHeadline ?? "");
  await expect(page.getByText(specMoves["East Point"] ?? "", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(eastPoint?.seoTitle ?? "");
  expect(consoleErrors).toEqual([]);
});
