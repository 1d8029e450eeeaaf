/**
 * The moving checklist by date: the visitor gives a move date, each week shows its day, the
 * tasks download as a calendar file that a calendar library reads back, and the list prints on
 * one sheet. In Atlanta's time zone, over the end of daylight-saving time (November 1, 2026).
 */
import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { checklistWeeks } from "../support/site-facts";
import { expect, islandReady, test } from "./fixtures";

const moveDate = "2026-11-07";
const taskCount = checklistWeeks.flatMap((week) => week.tasks).length;

/** The day `daysBefore` days before the move, as YYYY-MM-DD and as the page writes it. */
function weekDay(daysBefore: number) {
  const day = new Date(Date.UTC(2026, 10, 7 - daysBefore));
  const long = day.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  return { iso: day.toISOString().slice(0, 10), long };
}

test.use({ timezoneId: "America/New_York" });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a move date dates every week, stays on this device, and can be cleared", async ({ page }) => {
      await page.goto("/moving-checklist");
      await islandReady(page, "ChecklistTracker");
      const date = page.getByLabel("Your moving date", { exact: true });
      await date.fill(moveDate);
      const heading = (id: string) => page.locator(`#${id}-heading`);
      // Spot checks of the arithmetic: eight weeks before a Saturday is a Saturday, across the clock change.
      await expect(heading("eight-weeks")).toContainText("Saturday, September 12");
      await expect(heading("moving-day")).toContainText("Saturday, November 7");
      for (const week of checklistWeeks) await expect(heading(week.id)).toContainText(weekDay(week.daysBefore).long);

      await page.reload();
      await islandReady(page, "ChecklistTracker");
      await expect(date).toHaveValue(moveDate);
      await expect(heading("one-week")).toContainText("Saturday, October 31");
      expect(await page.evaluate(() => Object.keys(localStorage))).toContain("moving-checklist-date");

      await date.fill("");
      await expect(heading("one-week")).toHaveText("One week before");
      await expect(page.getByRole("button", { name: "Add the tasks to my calendar" })).toHaveCount(0);
      await page.reload();
      await islandReady(page, "ChecklistTracker");
      await expect(date).toHaveValue("");
    });

    test("the calendar file holds every task as an all-day event on its week's day", async ({ page }) => {
      await page.goto("/moving-checklist");
      await islandReady(page, "ChecklistTracker");
      await page.getByLabel("Your moving date", { exact: true }).fill(moveDate);
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Add the tasks to my calendar" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("moving-checklist.ics");

      const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, "utf8")));
      expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
      const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
      expect(events).toHaveLength(taskCount);
      expect(new Set(events.map((event) => event.uid)).size).toBe(taskCount);
      for (const week of checklistWeeks) {
        const { iso } = weekDay(week.daysBefore);
        for (const task of week.tasks) {
          const event = events.find((candidate) => candidate.summary === task.text);
          expect(event, task.text).toBeDefined();
          expect(event!.startDate.isDate, "an all-day event").toBe(true);
          expect(event!.startDate.toString()).toBe(iso);
          expect(event!.endDate.toString()).toBe(weekDay(week.daysBefore - 1).iso);
          expect(event!.description).toContain(week.title);
        }
      }
    });
  });
}

test("with JavaScript off the checklist reads as a list of weeks, with no date field", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/moving-checklist");
  await expect(page.getByRole("checkbox")).toHaveCount(taskCount);
  await expect(page.getByRole("heading", { level: 2, name: checklistWeeks[0]!.title, exact: true })).toBeVisible();
  await expect(page.getByLabel("Your moving date", { exact: true })).toBeHidden();
  await context.close();
});

test("with a date set, the list prints on one sheet of Letter paper, dates included", async ({ page }) => {
  await page.addInitScript((day) => localStorage.setItem("moving-checklist-date", day), moveDate);
  await page.goto("/moving-checklist");
  await islandReady(page, "ChecklistTracker");
  await expect(page.locator("#moving-day-heading")).toContainText("Saturday, November 7");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#eight-weeks-heading")).toContainText("Saturday, September 12");
  const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g), "pages").toHaveLength(1);
});
