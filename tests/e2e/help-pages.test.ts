/**
 * The answers and tools before the call: the FAQ, the moving checklist, the license check and
 * the accessibility statement.
 */
import { business, checklistWeeks, faqQuestions as faqEntries } from "../support/site-facts";
import { expect, islandReady, test } from "./fixtures";

test.describe("the moving FAQ", () => {
  test("lists every question, closed, and opens an answer on a tap", async ({ page }) => {
    await page.goto("/moving-faq");
    const questions = page.locator("main details");
    await expect(questions).toHaveCount(faqEntries.length);
    const first = questions.first();
    await expect(first.locator(`#${faqEntries[0]!.id}`)).toBeHidden();
    await first.locator("summary").click();
    await expect(first.locator(`#${faqEntries[0]!.id}`)).toBeVisible();
  });

  test("a link to one answer opens that answer", async ({ page }) => {
    await page.goto("/moving-faq#liability");
    const answer = page.locator("#liability");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("$0.60 per pound per item");
    await expect(answer).toBeInViewport();
  });

  test("an address with a malformed escape after # stops no script, and a later link to an answer opens it", async ({
    page,
    consoleErrors,
  }) => {
    // Loaded: the page script has run to its end, or thrown on the way.
    await page.goto("/moving-faq#%E0%A4%A");
    await page.evaluate(() => (location.hash = "#liability"));
    await expect(page.locator("#liability")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const [path, service] of [
    ["/residential-moving-atlanta", "residential-moving"],
    ["/storage-solutions", "storage-solutions"],
  ] as const) {
    test(`${path} shows its own questions from the same FAQ, and the way to the rest`, async ({ page }) => {
      await page.goto(path);
      // The questions, not the Check us panel folded under the hero's form.
      const summaries = page.locator("main details:not([data-check-us]) summary");
      await expect(summaries).toHaveText(
        faqEntries.filter((entry) => entry.showOn.includes(service)).map((entry) => entry.question),
      );
      await expect(page.getByRole("link", { name: "All moving questions" })).toHaveAttribute("href", "/moving-faq");
    });
  }
});

test.describe("the moving checklist", () => {
  test("remembers a ticked task across a reload, and counts progress", async ({ page }) => {
    await page.goto("/moving-checklist");
    await islandReady(page, "ChecklistTracker");
    const total = checklistWeeks.reduce((sum, week) => sum + week.tasks.length, 0);
    const progress = page.getByRole("status").filter({ hasText: "tasks done" });
    await expect(progress).toHaveText(`0 of ${total} tasks done`);
    const task = page.getByRole("checkbox", { name: checklistWeeks[0]!.tasks[1]!.text });
    await task.check();
    await expect(progress).toHaveText(`1 of ${total} tasks done`);
    await page.reload();
    await islandReady(page, "ChecklistTracker");
    await expect(page.getByRole("checkbox", { name: checklistWeeks[0]!.tasks[1]!.text })).toBeChecked();
    await expect(progress).toHaveText(`1 of ${total} tasks done`);
  });

  test("prints the list without the header, footer, phone call bar or buttons", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/moving-checklist");
    await islandReady(page, "ChecklistTracker");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Call or get a free quote" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print the checklist" })).toBeHidden();
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(
      checklistWeeks.reduce((sum, week) => sum + week.tasks.length, 0),
    );
    await expect(page.getByRole("checkbox").first()).toBeVisible();
  });
});

test.describe("verify us", () => {
  test("the footer's USDOT and MC numbers link to the federal carrier register, in a new tab", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const usdot = footer.getByRole("link", { name: new RegExp(business.licenses.usdot) });
    const number = business.licenses.usdot.replace(/\D/g, "");
    await expect(usdot).toHaveAttribute(
      "href",
      new RegExp(`^https://safer\\.fmcsa\\.dot\\.gov/.*query_param=USDOT&query_string=${number}$`),
    );
    await expect(usdot).toHaveAttribute("target", "_blank");
    await expect(usdot).toHaveAttribute("rel", "noopener noreferrer");
    const mc = footer.getByRole("link", { name: new RegExp(business.licenses.mc) });
    await expect(mc).toHaveAttribute(
      "href",
      new RegExp(`query_param=MC_MX&query_string=${business.licenses.mc.replace(/\D/g, "")}$`),
    );
  });
});

test("the accessibility statement is linked from every page's footer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page).toHaveURL("/accessibility");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("main").getByRole("link", { name: business.phone.display, exact: true })).toHaveAttribute(
    "href",
    `tel:${business.phone.tel}`,
  );
});
