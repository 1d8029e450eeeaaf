import { business, cityPages as cityDirectory, specCityNames } from "../support/site-facts";
import { expect, pageReady, quoteFrameIn, test } from "./fixtures";

const embedScript = `script[src="${business.quoteForm.embedScriptUrl}"]`;

test.describe("the contact page", () => {
  // One page load: each check is a step, and the steps that leave the page come last.
  test("shows hours, contact details, towns, the map on request, the form, and leads to the quote page", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    await test.step("Email Us is a mailto: link to the company address", async () => {
      await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute("href", `mailto:${business.email}`);
    });
    await test.step("shows the contact page's three rows of hours and 24/7 emergency moves", async () => {
      const hours = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Office and phone hours" }) });
      // The spec's contact-page reading (section 9), not the footer's.
      for (const [days, times] of [
        ["Monday – Friday", "7:00 AM – 7:00 PM"],
        ["Saturday", "8:00 AM – 6:00 PM"],
        ["Sunday", "9:00 AM – 5:00 PM"],
        ["Emergency moves", "24/7"],
      ] as const) {
        await expect(hours.locator("dt", { hasText: days })).toHaveCount(1);
        await expect(hours.locator("dt", { hasText: days }).locator("xpath=following-sibling::dd[1]")).toHaveText(
          times,
        );
      }
      await expect(page.getByText("within 2 hours").first()).toBeVisible();
    });
    await test.step("shows phone, e-mail and the Peachtree Corners street address", async () => {
      const details = page.getByRole("region", { name: /whichever suits you/ });
      await expect(details.getByRole("link", { name: business.phone.display })).toHaveAttribute(
        "href",
        `tel:${business.phone.tel}`,
      );
      await expect(details.getByRole("link", { name: business.email })).toHaveAttribute(
        "href",
        `mailto:${business.email}`,
      );
      await expect(details.locator("address")).toContainText("Peachtree Corners, GA");
    });
    await test.step("links each configured social profile in a new tab, safely", async () => {
      const profiles = Object.entries(business.social).filter(([, url]) => url);
      expect(profiles.length).toBe(4);
      for (const [network, url] of profiles) {
        const label = {
          facebook: "Facebook",
          twitter: "Twitter",
          instagram: "Instagram",
          linkedin: "LinkedIn",
        }[network]!;
        const link = page.getByRole("link", {
          name: new RegExp(`^${business.name} on .*${label}.*\\(opens in a new tab\\)$`),
        });
        await expect(link).toHaveAttribute("href", url!);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    });
    await test.step("lists exactly the spec's fifteen towns, linking the ten with their own pages", async () => {
      // The ten cities in their own order (the spec's home page list), then the five other towns.
      const towns = page.getByTestId("contact-towns").getByRole("listitem");
      await expect(towns).toHaveText([
        ...specCityNames,
        "Sandy Springs",
        "Roswell",
        "Alpharetta",
        "Johns Creek",
        "Buckhead",
      ]);
      const grid = page.getByTestId("contact-towns");
      await expect(grid.getByRole("link")).toHaveCount(10);
      for (const city of cityDirectory)
        await expect(grid.getByRole("link", { name: city.name, exact: true })).toHaveAttribute("href", city.path);
    });
    await test.step("has a tel: button for emergency moves", async () => {
      await expect(page.getByRole("link", { name: /Call for Emergency Move/ })).toHaveAttribute(
        "href",
        `tel:${business.phone.tel}`,
      );
    });
    await test.step("shows the office map when asked, with parking, access and transit notes", async () => {
      const visit = page.getByRole("region", {
        name: "Come see us in Peachtree Corners",
      });
      for (const note of ["Parking", "Access", "Transit"])
        await expect(visit.locator("dt", { hasText: note })).toBeVisible();
      await expect(visit.locator("iframe")).toHaveCount(0);
      await pageReady(page);
      await visit.getByRole("button", { name: "Show map" }).click();
      const map = visit.locator("iframe");
      await expect(map).toHaveAttribute("title", new RegExp(business.name));
      await expect(map).toHaveAttribute("src", business.map.embedUrl);
    });
    await test.step("embeds the quote form and a testimonial", async () => {
      await expect(page.locator("main [data-quote-frame]")).toHaveCount(1);
      await expect(await quoteFrameIn(page.locator("main"))).toHaveAttribute("title", "Moving Cost Estimate");
      await expect(page.locator("main figure blockquote")).toHaveCount(1);
    });
    await test.step("has one h1 and a tel: call link and a quote link in the hero", async () => {
      await expect(page.locator("h1")).toHaveCount(1);
      const hero = page.locator("main > section").first();
      await expect(hero.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
      await hero.getByRole("link", { name: "Get Free Quote" }).click();
      await expect(page).toHaveURL("/get-a-moving-quote");
    });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("the quote page", () => {
  test("has one h1 and a tel: link in the hero", async ({ page, consoleErrors }) => {
    await page.goto("/get-a-moving-quote");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main > section").first().getByRole("link", { name: /^Call/ })).toHaveAttribute(
      "href",
      `tel:${business.phone.tel}`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test("shows six benefit cards, the 10,000+ and 5.0 figures and the six-step journey in order", async ({ page }) => {
    await page.goto("/get-a-moving-quote");
    await expect(
      page
        .getByRole("region", { name: "What comes with your free quote" })
        .getByRole("listitem")
        .filter({ has: page.locator("h3") }),
    ).toHaveCount(6);
    const stats = page.getByRole("region", { name: /Trusted by/ });
    await expect(stats.locator("dd", { hasText: "10,000+" })).toHaveCount(1);
    await expect(stats.locator("dd", { hasText: "5.0" })).toHaveCount(1);
    const steps = page.getByRole("region", { name: "Your move in six steps" }).locator("ol > li h3");
    await expect(steps).toHaveText([
      /Initial contact$/,
      /In-home or virtual survey$/,
      /Detailed quote$/,
      /Pre-move preparation$/,
      /Moving day$/,
      /Final delivery and walkthrough$/,
    ]);
  });

  test("has a call button and a testimonial", async ({ page }) => {
    await page.goto("/get-a-moving-quote");
    await expect(page.getByRole("link", { name: /^Call Now/ })).toHaveAttribute("href", `tel:${business.phone.tel}`);
    await expect(page.locator("main figure blockquote")).toHaveCount(1);
  });

  test("records one quote_page_view each time the page opens, and no other page does", async ({ page }) => {
    const views = () =>
      page.evaluate(
        () =>
          (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "quote_page_view").length,
      );
    await page.goto("/get-a-moving-quote");
    expect(await views()).toBe(1);
    await pageReady(page);
    expect(await views()).toBe(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("h1")).toBeVisible();
    expect(await views()).toBe(0);
    await page.locator("header").getByRole("link", { name: "Get Free Quote" }).click();
    await expect(page).toHaveURL("/get-a-moving-quote");
    await expect.poll(views).toBe(1);
  });

  test("loads the provider's embed script when the page opens, once, and no other page carries it", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto("/get-a-moving-quote");
    await expect(page.locator(embedScript)).toHaveCount(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator(embedScript)).toHaveCount(0);
    for (const path of ["/", "/contact", "/storage-solutions", "/movers-decatur-ga"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain(business.quoteForm.embedScriptUrl);
    }
    expect(consoleErrors).toEqual([]);
  });
});
