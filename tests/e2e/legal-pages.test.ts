import type { Page } from "@playwright/test";
import { expect, expectHeroCallAndQuote, pageReady, test } from "./fixtures";

/** The spec's Terms of Service sections, in its order. */
const termsSections = [
  "Acceptance",
  "Services",
  "Booking and estimates",
  "Payment",
  "Customer responsibilities",
  "Liability and insurance",
  "Prohibited items",
  "Cancellation",
  "Force majeure",
  "Dispute resolution",
  "Limitation of liability",
  "Changes",
  "Contact",
];

function todayInBrowserFormat() {
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
  return {
    text: new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(today),
    iso,
  };
}

const sectionHeadings = "main section[aria-labelledby] h2";

const sectionByTitle = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** What each page says beyond what both do, one step each, on the same page load. */
const ownChecks: Record<string, Record<string, (page: Page) => Promise<void>>> = {
  "/terms": {
    "has the spec's thirteen sections in order": async (page) => {
      await expect(page.locator(sectionHeadings)).toHaveText(
        termsSections.map((title) => new RegExp(`^\\d+\\.\\s*${title}$`)),
      );
    },
    "states the spec's limits": async (page) => {
      const section = (title: string) => sectionByTitle(page, title);
      await expect(section("Liability and insurance")).toContainText("$0.60 per pound per item");
      await expect(section("Liability and insurance")).toContainText(
        /full value protection is available at extra cost/i,
      );
      await expect(section("Liability and insurance")).toContainText("within 24 hours of delivery");
      await expect(section("Cancellation")).toContainText("at least 24 hours before");
      await expect(section("Cancellation")).toContainText("charges may apply");
      await expect(section("Payment")).toContainText("due on completion");
      await expect(section("Payment")).toContainText("cash, check and major credit cards");
      await expect(section("Payment")).toContainText("deposit may be required");
      await expect(section("Booking and estimates")).toContainText("binding estimate");
      await expect(section("Booking and estimates")).toContainText("in-person assessment");
      await expect(section("Dispute resolution")).toContainText(
        "binding arbitration under the laws of the State of Georgia",
      );
      await expect(section("Dispute resolution")).toContainText("held in Atlanta, Georgia");
    },
    "gives the company's phone and e-mail as links": async (page) => {
      const contact = sectionByTitle(page, "Contact");
      await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    },
  },
  "/privacy": {
    "says the services are not directed at people under 18": async (page) => {
      await expect(page.getByRole("region", { name: "Children" })).toContainText("not directed at people under 18");
    },
    "names the third parties: the quote form's provider and the map": async (page) => {
      const main = page.locator("main");
      await expect(main).toContainText("hosted by a third-party lead provider");
      await expect(main).toContainText("does not run analytics or advertising trackers by default");
      await expect(main).toContainText(/map .* loads only when you choose/);
    },
  },
};

for (const path of ["/privacy", "/terms"]) {
  test.describe(`the ${path} page`, () => {
    test("call and quote links, today's date, a table of contents, indexed, what the page says, no console errors", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await test.step("one h1, a call link and a quote link", () => expectHeroCallAndQuote(page));
      await test.step("shows today's date as the last-updated date", async () => {
        const { text, iso } = todayInBrowserFormat();
        const time = page.locator("main time");
        await expect(time).toHaveText(text);
        await expect(time).toHaveAttribute("datetime", iso);
        await expect(page.getByText(/^Last updated/)).toBeVisible();
      });
      await test.step("links every section from the table of contents", async () => {
        const ids = await page
          .locator("main section[aria-labelledby][id]")
          .evaluateAll((sections) => sections.map((section) => section.id));
        expect(ids.length).toBeGreaterThan(5);
        const contents = page.getByRole("navigation", { name: "On this page" });
        await expect(contents.getByRole("link")).toHaveCount(ids.length);
        for (const id of ids) await expect(contents.locator(`a[href="#${id}"]`)).toHaveCount(1);
      });
      await test.step("is indexed", async () => {
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      });
      for (const [name, check] of Object.entries(ownChecks[path] ?? {})) await test.step(name, () => check(page));
      await pageReady(page);
      // A hydration mismatch on the date would be reported here.
      expect(consoleErrors).toEqual([]);
    });

    test("swaps the build date for the visitor's own date without a hydration mismatch", async ({
      page,
      consoleErrors,
    }) => {
      // A date the build cannot have: the pre-rendered HTML carries the build date, so
      // the page must replace it after hydration rather than render it differently.
      await page.clock.setFixedTime(new Date(2031, 2, 5, 10, 0, 0));
      await page.goto(path);
      await pageReady(page);
      const time = page.locator("main time");
      await expect(time).toHaveText("March 5, 2031");
      await expect(time).toHaveAttribute("datetime", "2031-03-05");
      expect(consoleErrors).toEqual([]);
    });
  });
}
