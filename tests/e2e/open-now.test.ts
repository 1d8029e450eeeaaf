/**
 * Open now, for the office (issue 58): the status names the office, says beside Call that emergency moves are
 * answered at any hour while the office is closed (and without JavaScript, which cannot tell), in the top bar with
 * every day's office hours from 1024 px and in the call bar below, changes at the minute the office closes, and
 * shifts nothing.
 * Clock times are Atlanta's, on a browser set to the office's time zone.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures";

test.use({ timezoneId: "America/New_York" });

/** The spec's office hours (§9, the contact page's reading) and its emergency line. */
const officeHours = "Office and phone hours: Monday – Friday, 7 AM – 7 PM; Saturday, 8 AM – 6 PM; Sunday, 9 AM – 5 PM";
const emergencyLine = "Emergency moves answered 24/7";

/** The page at a moment on Atlanta's clock in November 2026 (EST; 16 November is a Monday), its script run. */
async function openAt(page: Page, moment: string, path: string) {
  await page.clock.install({ time: new Date(`2026-11-${moment}-05:00`) });
  await page.goto(path);
  await pageReady(page);
}

/** The status shown beside the top bar's Call link, and that link. */
function topBar(page: Page): { status: Locator; call: Locator } {
  const bar = page
    .getByRole("banner")
    .locator("div")
    .filter({ has: page.locator("[data-open-status]") })
    .last();
  return { status: bar.locator("[data-open-status]"), call: bar.getByRole("link", { name: /^Call/ }) };
}

/** The status stands on the same line as Call, just before it. */
async function expectBeside(status: Locator, call: Locator) {
  const [statusBox, callBox] = [(await status.boundingBox())!, (await call.boundingBox())!];
  expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(callBox.x);
  expect(callBox.x - (statusBox.x + statusBox.width)).toBeLessThan(60);
  expect(statusBox.y).toBeLessThan(callBox.y + callBox.height);
  expect(statusBox.y + statusBox.height).toBeGreaterThan(callBox.y);
}

for (const width of [1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("Monday 10 AM: the office is open, under every day's office hours", async ({ page }) => {
      await openAt(page, "16T10:00:00", "/contact");
      const { status, call } = topBar(page);
      await expect(page.getByRole("banner")).toContainText(officeHours);
      await expect(status).toHaveText("Office open now, until 7 PM");
      await expect(status).toBeVisible();
      await expectBeside(status, call);
    });

    test("Saturday 6:30 PM: the office is closed, and beside Call, emergency moves are answered 24/7", async ({
      page,
    }) => {
      await openAt(page, "21T18:30:00", "/");
      const { status, call } = topBar(page);
      await expect(status).toHaveText(`Office closed, opens 9 AM Sunday. ${emergencyLine}`);
      await expect(status).toBeVisible();
      await expectBeside(status, call);
    });
  });

  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test("the top bar shows every day's office hours, labelled, and the emergency line beside Call", async ({
      page,
    }) => {
      await page.goto("/contact");
      const { status, call } = topBar(page);
      await expect(page.getByRole("banner")).toContainText(officeHours);
      await expect(status).toHaveText(emergencyLine);
      await expectBeside(status, call);
      await expect(page.getByText(/Office open now|Office closed/).filter({ visible: true })).toHaveCount(0);
    });
  });
}

for (const width of [390, 768, 1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("left open past 7 PM, the page says closed at 7 PM, and nothing moves", async ({ page }) => {
      await openAt(page, "16T18:55:00", "/contact");
      // The clock stops half a minute before closing, whatever the time loading took; from then the test moves it.
      await page.clock.pauseAt(new Date("2026-11-16T18:59:30-05:00"));
      await page.evaluate(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: "layout-shift" });
      });
      const statuses = page.locator("[data-open-status]");
      const boxesBefore = await statuses.evaluateAll((elements) =>
        elements.map((element) => element.parentElement!.getBoundingClientRect().toJSON()),
      );
      await expect(statuses.first()).toHaveText("Office open now, until 7 PM");
      await page.clock.runFor(29_000);
      await expect(statuses.first()).toHaveText("Office open now, until 7 PM");
      await page.clock.runFor(1_000);
      for (const status of await statuses.all())
        await expect(status).toHaveText(`Office closed, opens 7 AM Tuesday. ${emergencyLine}`);
      const boxesAfter = await statuses.evaluateAll((elements) =>
        elements.map((element) => element.parentElement!.getBoundingClientRect().toJSON()),
      );
      expect(boxesAfter).toEqual(boxesBefore);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    });
  });
}

/** Below lg the call bar carries the status: a touch phone, and a tablet held upright. */
const callBarViewports = [
  { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { viewport: { width: 768, height: 1024 }, hasTouch: false, isMobile: false },
];

/** The call bar's status, checked to stand above its Call button. */
async function callBarStatus(page: Page) {
  const bar = page.getByRole("complementary", { name: "Call or get a free quote" });
  await expect(bar).toBeVisible();
  const status = bar.locator("[data-open-status]");
  const call = bar.getByRole("link", { name: /^Call/ });
  await expect(call).toBeInViewport();
  // Measured in one frame: the bar slides in.
  const [statusBox, callBox] = await status.evaluate(
    (element, other) => [element, other!].map((box) => box.getBoundingClientRect().toJSON() as DOMRect),
    await call.elementHandle(),
  );
  expect(statusBox!.y + statusBox!.height).toBeLessThanOrEqual(callBox!.y);
  return status;
}

for (const options of callBarViewports)
  test.describe(`at ${options.viewport.width} px, in the call bar`, () => {
    test.use(options);

    /** The call bar once the hero's buttons have scrolled away. */
    async function callBar(page: Page) {
      await page.mouse.wheel(0, 3000);
      return callBarStatus(page);
    }

    test("Sunday 6 PM: above Call, the office is closed and emergency moves are answered 24/7", async ({ page }) => {
      await openAt(page, "22T18:00:00", "/contact");
      await expect(await callBar(page)).toHaveText(`Office closed, opens 7 AM Monday. ${emergencyLine}`);
    });

    test("Tuesday noon: above Call, the office is open", async ({ page }) => {
      await openAt(page, "17T12:00:00", "/contact");
      await expect(await callBar(page)).toHaveText("Office open now, until 7 PM");
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the call bar and the contact page's hours say emergency moves are answered 24/7, and the hours list every day", async ({
        page,
      }) => {
        await page.goto("/contact");
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: "Office and phone hours" }) });
        await expect(card.locator("[data-open-status]")).toHaveText(emergencyLine);
        // The call bar stays on screen, its emergency line above Call.
        await expect(await callBarStatus(page)).toHaveText(emergencyLine);
        for (const day of ["Monday – Friday", "Saturday", "Sunday"])
          await expect(card.getByText(day, { exact: true })).toBeVisible();
      });
    });
  });
