/**
 * The ten city landing pages, as the built site serves each one: one template,
 * ten genuinely different pages. Expected figures come from the spec (section 9), written
 * here; headings and neighborhood names come from the city files (src/content/cities/).
 */
import { business, cityPages as cities } from "../support/site-facts";
import { asset, pageAssets, pageDocument, quoteFramesIn } from "./build-output";
import { expect, test } from "./fixtures";
import { quotePath } from "../../src/lib/page/paths.ts";

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

test("there is one city page for each of the spec's ten cities", () => {
  expect(cities.map((city) => city.path).sort()).toEqual([...specPaths].sort());
  expect(Object.keys(specMoves).sort()).toEqual(cities.map((city) => city.name).sort());
});

for (const city of cities) {
  test.describe(`${city.name} page`, () => {
    // What the page says is its HTML: read from the build, no browser needed.
    test("shows its own headline, figures, neighborhoods and quote paths", () => {
      const document = pageDocument(city.path);
      const main = document.querySelector("main")!;
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
      const region = (name: string) => {
        const heading = [...main.querySelectorAll("h2")].find((h2) => text(h2) === name);
        expect(heading, `a section headed "${name}"`).toBeTruthy();
        return heading!.closest("section")!;
      };

      const h1s = document.querySelectorAll("h1");
      expect(h1s).toHaveLength(1);
      expect(text(h1s[0])).toBe(city.hero.title);
      expect(text(main)).toContain(`Movers in ${city.name}, GA`);

      // The hero: a phone call and a free quote.
      const hero = main.querySelector("section")!;
      expect(hero.querySelector(`a[href="tel:${business.phone.tel}"]`)).not.toBeNull();
      expect(
        [...hero.querySelectorAll("a")].find((link) => text(link) === "Get Free Quote")?.getAttribute("href"),
      ).toBe(quotePath);

      // The stats strip opens with the spec's figure for this city.
      const stats = region(`${city.name} moves by the numbers`);
      expect(text(stats.querySelector("dd"))).toBe(specMoves[city.name] ?? "missing from the spec table");
      const statTexts = [...stats.querySelectorAll("dd, dt")].map(text);
      for (const expected of [`Moves in ${city.name}`, "5.0", "55+"]) expect(statTexts).toContain(expected);

      // The A+ business-bureau rating belongs to Brookhaven alone.
      if (city.name === "Brookhaven") expect(statTexts).toContain("A+");
      else expect(text(main)).not.toMatch(/\bA\+/);

      // Three neighborhood cards, then three local moving notes.
      const neighborhoods = region(`${city.name} neighborhoods we know well`);
      expect([...neighborhoods.querySelectorAll("h3")].map(text)).toEqual(city.neighborhoods.map((n) => n.name));
      expect(region(`What to know before moving in ${city.name}`).querySelectorAll("h3")).toHaveLength(3);

      // The embedded quote form is the configured provider form.
      const forms = quoteFramesIn(main).filter((frame) => frame.title === business.quoteForm.title);
      expect(forms).toHaveLength(1);
      expect(forms[0]!.getAttribute("data-src")).toContain(business.quoteForm.formId);

      // One five-star testimonial.
      expect(main.querySelectorAll("figure blockquote")).toHaveLength(1);
      expect(text(main).match(/Rated 5 out of 5 stars/g)).toHaveLength(1);

      // The community section's button, and every quote button on the page, lead to the quote page.
      const community = region(city.community.heading);
      expect(
        [...community.querySelectorAll("a")].find((link) => text(link) === "Schedule Your Move")?.getAttribute("href"),
      ).toBe(quotePath);
      const quoteButtons = [...main.querySelectorAll("a[data-quote]")];
      expect(quoteButtons.length).toBeGreaterThanOrEqual(3);
      for (const link of quoteButtons) expect(link.getAttribute("href")).toBe(quotePath);

      // Section headings in the page's order.
      const h2s = [...main.querySelectorAll("h2")].map(text);
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
      const others = document.querySelector('nav[aria-labelledby="city-other-areas-heading"]')!;
      const hrefs = [...others.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(hrefs.filter((href) => href !== "/service-areas").sort()).toEqual(
        specPaths.filter((path) => path !== city.path).sort(),
      );
    });

    test("its HTML carries no other city's page copy", async ({ request }) => {
      const html = await (await request.get(city.path)).text();
      for (const other of cities.filter((entry) => entry !== city)) {
        expect(html, `${city.name} page contains ${other.name}'s intro`).not.toContain(other.hero.intro);
        expect(html, `${city.name} page contains ${other.name}'s community story`).not.toContain(
          other.community.body.slice(0, 80),
        );
      }
    });
  });
}

test("no script a city page loads carries any city's page copy (it comes with the page's own HTML)", () => {
  const scripts = new Set<string>();
  for (const city of cities) for (const file of pageAssets(city.path).scriptFiles) scripts.add(file);
  expect(scripts.size).toBeGreaterThan(0);
  for (const src of scripts) {
    const js = asset(src).toString("utf8");
    for (const city of cities) {
      expect(js, `${src} carries ${city.name}'s intro`).not.toContain(city.hero.intro);
      expect(js, `${src} carries ${city.name}'s neighborhood notes`).not.toContain(city.neighborhoods[0]?.description);
    }
  }
});

test("the ten hero intros are pairwise different", () => {
  const intros = specPaths.map((path) => {
    const document = pageDocument(path);
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(eastPoint?.hero.title ?? "");
  await expect(page.getByText(specMoves["East Point"] ?? "", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(eastPoint?.seo.title ?? "");
  expect(consoleErrors).toEqual([]);
});
