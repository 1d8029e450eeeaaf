/**
 * How fast the moving cost estimator answers on a mid-range phone (CPU 4x slower, slow 4G): it
 * loads /moving-cost-estimator, waits for the island, then gives one answer of each kind (home
 * size, towns, access, stairs, packing, storage, timing) and reports each answer's Event
 * Timing duration: from the input to the next paint, which shows the new range. Event Timing
 * reports nothing under 16 ms, so 0 means under 16 ms.
 */
import type { Browser, Locator } from "@playwright/test";
import { readBusiness } from "../../src/lib/content/content-files.ts";
import { observed, openThrottledPhone } from "./first-tap.ts";

/** The full packing tier's name, as the owner calls it (the option's text starts with it). */
const fullPacking = readBusiness().prices.packingTiers.fullService;
const startingWith = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

export type EstimatorAnswer = { answer: string; inpMs: number };

/** Real taps and key presses, as a visitor gives them (a script setting a value is no interaction). */
const answers: { answer: string; give: (form: Locator) => Promise<void> }[] = [
  { answer: "3 bedrooms", give: (form) => form.getByText("3 bedrooms").click() },
  { answer: "from: next town", give: (form) => fromOrTo(form, "Moving from").getByLabel("Town").press("ArrowDown") },
  { answer: "to: next town", give: (form) => fromOrTo(form, "Moving to").getByLabel("Town").press("ArrowDown") },
  { answer: "from: stairs", give: (form) => fromOrTo(form, "Moving from").getByLabel("Access").press("ArrowDown") },
  { answer: "one more flight", give: (form) => form.getByLabel("Flights of stairs").press("ArrowUp") },
  { answer: "full packing", give: (form) => form.getByText(startingWith(fullPacking)).click() },
  {
    answer: "storage",
    give: (form) => form.getByRole("group", { name: "Storage" }).getByLabel("Type").press("ArrowDown"),
  },
  { answer: "weekend", give: (form) => form.getByText("Weekend", { exact: true }).click() },
];

function fromOrTo(form: Locator, group: "Moving from" | "Moving to") {
  return form.getByRole("group", { name: group });
}

export async function measureEstimatorAnswers(
  browser: Browser,
  url: string,
  thirdPartyOrigins: readonly string[],
): Promise<EstimatorAnswer[]> {
  const { context, page } = await openThrottledPhone(browser, thirdPartyOrigins);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.locator("astro-island[component-export='MovingEstimator']:not([ssr])").waitFor({ state: "attached" });
    const results: EstimatorAnswer[] = [];
    const form = page.getByRole("group", { name: "Tell us about your move" });
    for (const { answer, give } of answers) {
      const before = (await observed(page)).events.length;
      const at = await page.evaluate(() => performance.now());
      await give(form);
      await page.waitForTimeout(500);
      const events = (await observed(page)).events.slice(before).filter((event) => event.id > 0 && event.start >= at);
      results.push({ answer, inpMs: Math.max(0, ...events.map((event) => event.duration)) });
    }
    return results;
  } finally {
    await context.close();
  }
}
