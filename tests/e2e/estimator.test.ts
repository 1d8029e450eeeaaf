/**
 * The moving cost estimator: a visitor answers, sees a ballpark range at once, and carries the
 * answers on to the quote form; without JavaScript the page still shows the rates it uses.
 */
import { readSite } from "../../src/lib/content/content-files.ts";
import { formatDollars as dollars } from "../../src/lib/page/format";
import { estimateMove, estimateRates as ratesOf, initialForm } from "../../src/lib/estimator/moving-estimate";
import { business } from "../support/site-facts";
import { expect, islandReady, providerOrigin, quoteFrameIn, test } from "./fixtures";

const estimateRates = ratesOf(business);
const towns = readSite().towns();

test.describe("the moving cost estimator", () => {
  test("answers at once with the range the rates give, and hands the answers to the quote form", async ({ page }) => {
    await page.goto("/moving-cost-estimator");
    await islandReady(page, "MovingEstimator");
    const form = page.getByRole("group", { name: "Tell us about your move" });
    await form.getByText("3 bedrooms").click();
    await form.getByRole("group", { name: "Moving from" }).getByLabel("Town").selectOption("Marietta");
    await form.getByRole("group", { name: "Moving to" }).getByLabel("Town").selectOption("Dunwoody");
    await form.getByRole("group", { name: "Moving from" }).getByLabel("Access").selectOption("stairs");
    await form.getByLabel("Flights of stairs").fill("2");
    await form.getByText(/^Full-service/).click();

    const expected = estimateMove(
      {
        ...initialForm("Marietta"),
        moving: "3-bedroom",
        to: "Dunwoody",
        fromAccess: "stairs",
        fromFlights: "2",
        packing: "fullService",
      },
      towns,
      estimateRates,
    );
    const result = page.getByRole("region", { name: "Your ballpark" });
    await expect(result).toContainText(`${dollars(expected.low)} - ${dollars(expected.high)}`);
    await expect(result).toContainText(`${expected.crew} movers for about ${expected.crewHours} hours`);
    await expect(result).toContainText("not a quote");
    await expect(result).toContainText("in-person assessment");

    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => (entry as { event: string }).event),
    );
    expect(events).toContain("estimate_started");
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? [])
            .filter((entry) => (entry as { event: string }).event === "estimate_completed")
            .at(-1),
        ),
      )
      .toMatchObject({ home_size: "3 bedrooms", range: `${dollars(expected.low)} - ${dollars(expected.high)}` });

    await result.getByRole("link", { name: "Get my free quote" }).click();
    await expect(page).toHaveURL(/\/get-a-moving-quote\?/);
    const frame = await quoteFrameIn(page.locator("main"));
    await expect(frame).toHaveAttribute("src", new RegExp(`^${providerOrigin}`));
    const params = new URL((await frame.getAttribute("src"))!).searchParams;
    expect(params.get("estimate_moving")).toBe("3 bedrooms");
    expect(params.get("estimate_from")).toBe("Marietta");
    expect(params.get("estimate_to")).toBe("Dunwoody");
    expect(params.get("estimate_packing")).toBe("Full-service packing");
    expect(params.get("estimate_range")).toBe(`${dollars(expected.low)} - ${dollars(expected.high)}`);
  });

  test("an office asks for its workstations", async ({ page }) => {
    await page.goto("/moving-cost-estimator");
    await islandReady(page, "MovingEstimator");
    await page.getByText("Office", { exact: true }).click();
    await page.getByLabel("About how many workstations?").fill("20");
    const expected = estimateMove(
      { ...initialForm(towns[0]!.name), moving: "office", workstations: "20" },
      towns,
      estimateRates,
    );
    await expect(page.getByRole("region", { name: "Your ballpark" })).toContainText(
      `${dollars(expected.low)} - ${dollars(expected.high)}`,
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the rates the estimate is worked out from, and the call and quote paths", async ({ page }) => {
      await page.goto("/moving-cost-estimator");
      const rates = page.getByRole("region", { name: "The rates behind the ballpark range" });
      await expect(rates).toContainText(`${dollars(estimateRates.crewHourlyRate[2])}/hour`);
      await expect(rates).toContainText(dollars(business.prices.packingPerHour.fullService));
      await expect(rates).toContainText(dollars(business.prices.storagePerDay.premium));
      await expect(rates.getByRole("link", { name: /Call/ })).toHaveAttribute("href", `tel:${business.phone.tel}`);
      await expect(rates.getByRole("link", { name: "Get a free quote" })).toHaveAttribute(
        "href",
        "/get-a-moving-quote",
      );
    });
  });
});

test("the home and residential pages lead to the estimator", async ({ page }) => {
  for (const path of ["/", "/residential-moving-atlanta"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /What will my move cost\?/ })).toHaveAttribute(
      "href",
      "/moving-cost-estimator",
    );
  }
});
