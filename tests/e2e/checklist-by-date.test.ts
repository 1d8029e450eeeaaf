/**
 * The moving checklist by date: the visitor gives a move date, each week shows its day (or "Do these now" once
 * it has passed), a task due on a day of its own shows that day, the tasks download as a calendar file that a
 * calendar library reads back, and the list prints on one sheet. Today is fixed on the browser's clock at Monday,
 * October 19, 2026, in Atlanta's time zone, so the dates run over the end of daylight-saving time (November 1).
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { checklistWeeks } from "../support/site-facts";
import { expect, islandReady, test } from "./fixtures";
import { axeViolations, serveAxe } from "./page-checks";

const today = "2026-10-19";
const tasks = checklistWeeks.flatMap((week) => week.tasks);
/** The tasks the content dates on the day before the move, not with their week. */
const dayBeforeTasks = tasks.filter((task) => ["confirm-details", "clean-appliances"].includes(task.id));

/** `days` days from YYYY-MM-DD `day`, as YYYY-MM-DD and as the page writes it (Intl's reading, with the year). */
function dayFrom(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const options = { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" } as const;
  return { iso: date.toISOString().slice(0, 10), long: date.toLocaleDateString("en-US", options) };
}

/** The move date field, on the checklist opened today, hydrated. */
async function openChecklist(page: Page) {
  await page.clock.setFixedTime(new Date(`${today}T09:00:00-04:00`));
  await page.goto("/moving-checklist");
  await islandReady(page, "ChecklistTracker");
  const date = page.getByLabel("Your moving date", { exact: true });
  // Shown once the island's first effect has run, a moment after it hydrates: only then can it take focus.
  await expect(date).toBeVisible();
  return date;
}

const heading = (page: Page, weekId: string) => page.locator(`#${weekId}-heading`);
/** A task's own item (not its week's), found by its checkbox. */
const taskItem = (page: Page, text: string) =>
  page.getByRole("checkbox", { name: text, exact: true }).locator("xpath=ancestor::li[1]");

/** The calendar file the button downloads, parsed by ical.js: each event's summary and first day. */
async function downloadedEvents(page: Page) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add the tasks to my calendar" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("moving-checklist.ics");
  const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, "utf8")));
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

test.use({ timezoneId: "America/New_York" });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a move 19 days away: the three weeks already past say to do them now, the rest and the day-before tasks have their days", async ({
      page,
    }) => {
      const date = await openChecklist(page);
      await date.fill("2026-11-07");
      await expect(date).not.toHaveAttribute("aria-invalid");
      for (const week of ["eight-weeks", "six-weeks", "four-weeks"])
        await expect(heading(page, week)).toContainText("Do these now");
      await expect(heading(page, "two-weeks")).toContainText("Saturday, October 24");
      await expect(heading(page, "one-week")).toContainText("Saturday, October 31");
      await expect(heading(page, "moving-day")).toContainText("Saturday, November 7");
      expect(dayBeforeTasks).toHaveLength(2);
      for (const task of dayBeforeTasks) {
        await expect(taskItem(page, task.text)).toContainText("Friday, November 6");
        await expect(page.getByRole("checkbox", { name: task.text })).toHaveAccessibleDescription("Friday, November 6");
      }
      // A task due with its week shows no day of its own; no date of this year shows its year.
      await expect(taskItem(page, tasks.find((task) => task.id === "essentials-box")!.text)).not.toContainText("day,");
      await expect(page.getByRole("main")).not.toContainText("2026");

      const events = await downloadedEvents(page);
      expect(events).toHaveLength(tasks.length);
      expect(new Set(events.map((event) => event.uid)).size).toBe(tasks.length);
      for (const week of checklistWeeks)
        for (const task of week.tasks) {
          const event = events.find((candidate) => candidate.summary === task.text);
          // Past days go on today: nothing lands in the past.
          const day = task.daysBefore > 19 ? today : dayFrom("2026-11-07", -task.daysBefore).iso;
          expect(event?.startDate.toString(), task.text).toBe(day);
          expect(event!.startDate.isDate, "an all-day event").toBe(true);
          expect(event!.endDate.toString()).toBe(dayFrom(day, 1).iso);
          expect(event!.description).toContain(week.title);
        }
      for (const task of dayBeforeTasks)
        expect(events.find((event) => event.summary === task.text)!.startDate.toString()).toBe("2026-11-06");
      expect(events.filter((event) => event.startDate.toString() === today)).toHaveLength(
        checklistWeeks.slice(0, 3).flatMap((week) => week.tasks).length,
      );
    });

    test("a move date in the past is refused beside the field and dates nothing; today is accepted", async ({
      page,
    }) => {
      await serveAxe(page);
      const date = await openChecklist(page);
      await date.fill("2026-10-18");
      await expect(date).toHaveAttribute("aria-invalid", "true");
      await expect(date).toHaveAccessibleDescription("That date has passed: choose today or a later day.");
      await expect(page.getByRole("alert")).toBeVisible();
      for (const week of checklistWeeks) await expect(heading(page, week.id)).toHaveText(week.title);
      for (const task of dayBeforeTasks) await expect(taskItem(page, task.text)).not.toContainText("day,");
      await expect(page.getByRole("button", { name: "Add the tasks to my calendar" })).toHaveCount(0);
      expect(await axeViolations(page, "a past date refused")).toEqual([]);

      await date.fill(today);
      await expect(date).not.toHaveAttribute("aria-invalid");
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(heading(page, "moving-day")).toContainText("Monday, October 19");
      await expect(heading(page, "one-week")).toContainText("Do these now");
      for (const task of dayBeforeTasks) await expect(taskItem(page, task.text)).toContainText("Do this now");
      expect(await axeViolations(page, "moving today")).toEqual([]);
      const events = await downloadedEvents(page);
      expect(events.every((event) => event.startDate.toString() === today)).toBe(true);
    });

    test("a date typed on the keyboard is dated once it is whole, with no refusal on the way", async ({ page }) => {
      const date = await openChecklist(page);
      // Every refusal shown while typing, however briefly.
      await page.evaluate(() => {
        const seen: string[] = ((window as any).refusals = []);
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes]))
            if (node instanceof Element && node.matches("[role=alert]")) seen.push(node.textContent ?? "");
        }).observe(document.body, { childList: true, subtree: true });
      });
      await date.focus();
      await page.keyboard.type("11072026");
      await expect(heading(page, "moving-day")).toContainText("Saturday, November 7");
      expect(await page.evaluate(() => (window as any).refusals)).toEqual([]);
    });

    test("a move next year shows the year on next year's dates only, on the page and in the calendar file", async ({
      page,
    }) => {
      const date = await openChecklist(page);
      await date.fill("2027-01-15");
      await expect(heading(page, "eight-weeks")).toContainText("Friday, November 20");
      await expect(heading(page, "eight-weeks")).not.toContainText("2026");
      await expect(heading(page, "four-weeks")).toContainText("Friday, December 18");
      await expect(heading(page, "two-weeks")).toContainText("Friday, January 1, 2027");
      await expect(heading(page, "moving-day")).toContainText("Friday, January 15, 2027");
      for (const task of dayBeforeTasks)
        await expect(taskItem(page, task.text)).toContainText("Thursday, January 14, 2027");
      for (const week of checklistWeeks)
        await expect(heading(page, week.id)).toContainText(
          dayFrom("2027-01-15", -week.daysBefore).long.replace(/, 2026$/, ""),
        );

      const events = await downloadedEvents(page);
      for (const task of tasks)
        expect(events.find((event) => event.summary === task.text)?.startDate.toString(), task.text).toBe(
          dayFrom("2027-01-15", -task.daysBefore).iso,
        );
    });

    test("the date stays on this device, and can be cleared", async ({ page }) => {
      const date = await openChecklist(page);
      await date.fill("2026-11-07");
      await page.reload();
      await islandReady(page, "ChecklistTracker");
      await expect(date).toHaveValue("2026-11-07");
      await expect(heading(page, "one-week")).toContainText("Saturday, October 31");
      expect(await page.evaluate(() => Object.keys(localStorage))).toContain("moving-checklist-date");

      await date.fill("");
      await expect(heading(page, "one-week")).toHaveText("One week before");
      await expect(page.getByRole("button", { name: "Add the tasks to my calendar" })).toHaveCount(0);
      await page.reload();
      await islandReady(page, "ChecklistTracker");
      await expect(date).toHaveValue("");
    });

    for (const stored of ["", "2026-11-07"])
      test(`before the island runs the card says what the list is for and how to print it, and nothing moves when it does${stored ? " (a date stored)" : ""}`, async ({
        page,
      }) => {
        await page.clock.setFixedTime(new Date(`${today}T09:00:00-04:00`));
        if (stored) await page.addInitScript((day) => localStorage.setItem("moving-checklist-date", day), stored);
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/_astro/checklist-tracker.*.js", async (route) => {
          await held;
          await route.continue();
        });
        await page.goto("/moving-checklist");
        const purpose = page.getByText("What to do for a calm move, and when");
        const printing = page.getByText("To print it, choose Print in your browser's menu");
        await expect(purpose).toBeVisible();
        await expect(printing).toBeVisible();
        await expect(page.getByRole("status")).toBeHidden();
        await expect(page.getByLabel("Your moving date", { exact: true })).toBeHidden();
        const card = purpose.locator("xpath=../..");
        const firstWeek = heading(page, checklistWeeks[0]!.id);
        const before = { card: await card.boundingBox(), weekTop: (await firstWeek.boundingBox())!.y };
        await page.evaluate(() => {
          const shifts: number[] = ((window as any).shifts = []);
          new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry: any) => entry.value))).observe(
            {
              type: "layout-shift",
            },
          );
        });

        release();
        await islandReady(page, "ChecklistTracker");
        await expect(page.getByRole("status")).toHaveText(`0 of ${tasks.length} tasks done`);
        await expect(page.getByRole("button", { name: "Print the checklist" })).toBeVisible();
        await expect(purpose).toBeHidden();
        if (stored) await expect(firstWeek).toContainText("Do these now");
        expect({ card: await card.boundingBox(), weekTop: (await firstWeek.boundingBox())!.y }).toEqual(before);
        // The browser's own measure of what moved in view: nothing.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await page.evaluate(() => (window as any).shifts)).toEqual([]);
      });
  });
}

test("with JavaScript off the card says what the list is for and how to print it, with no count, field or empty row", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await page.goto("/moving-checklist");
  await expect(page.getByRole("checkbox")).toHaveCount(tasks.length);
  await expect(page.getByRole("heading", { level: 2, name: checklistWeeks[0]!.title, exact: true })).toBeVisible();
  const purpose = page.getByText("What to do for a calm move, and when");
  await expect(purpose).toBeVisible();
  await expect(page.getByText("To print it, choose Print in your browser's menu")).toBeVisible();
  await expect(page.getByRole("status")).toBeHidden();
  await expect(page.getByLabel("Your moving date", { exact: true })).toBeHidden();
  // The card is as tall as its two sentences: the controls that need the script take no room.
  const card = await purpose.locator("xpath=../..").boundingBox();
  const words = await purpose.locator("xpath=..").boundingBox();
  expect(card!.height).toBeCloseTo(words!.height, 0);
  await context.close();
});

test("with a date set, the list prints on one sheet of Letter paper, dates included", async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${today}T09:00:00-04:00`));
  await page.addInitScript((day) => localStorage.setItem("moving-checklist-date", day), "2026-11-07");
  await page.goto("/moving-checklist");
  await islandReady(page, "ChecklistTracker");
  await expect(heading(page, "moving-day")).toContainText("Saturday, November 7");
  await page.emulateMedia({ media: "print" });
  await expect(heading(page, "two-weeks")).toContainText("Saturday, October 24");
  await expect(taskItem(page, dayBeforeTasks[0]!.text)).toContainText("Friday, November 6");
  const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g), "pages").toHaveLength(1);
});
