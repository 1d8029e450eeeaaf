import { describe, expect, it } from "vitest";
import { business } from "../../../tests/support/site-facts";
import { readSite } from "../content/content-files";
import { estimatorView, fillSlots } from "./estimator-form";
import { estimateRates, initialForm, type EstimatorForm } from "./moving-estimate";
import { formatDollars } from "../page/format";

// As the build hands them to the estimator: business values filled, its own names marked.
const words = readSite().singleton("estimatorPage").estimator;
const rates = estimateRates(business);
const towns = [
  { name: "Marietta", latitude: 33.95, longitude: -84.55 },
  { name: "Decatur", latitude: 33.77, longitude: -84.3 },
];
const context = { words, rates, towns, quotePath: "/get-a-moving-quote" };
const viewOf = (changes: Partial<EstimatorForm>) => estimatorView({ ...initialForm("Marietta"), ...changes }, context);
const quoteParams = (href: string) => new URL(href, "https://example.com").searchParams;

describe("fillSlots", () => {
  it("fills the estimator's names and leaves any other braces as they are", () => {
    expect(fillSlots("[crew] movers for [hours] hours, [other]", { crew: 3, hours: 4.5 })).toBe(
      "3 movers for 4.5 hours, [other]",
    );
  });
});

describe("the estimator's choices", () => {
  it("names each packing and storage tier with its rate, as the price list writes it", () => {
    const { choices } = viewOf({});
    expect(choices.packing.map((choice) => choice.label)).toEqual([
      words.packing.none,
      `${words.packing.fragileOnly}, ${formatDollars(rates.packingPerHour.fragileOnly)}/h`,
      `${words.packing.partial}, ${formatDollars(rates.packingPerHour.partial)}/h`,
      `${words.packing.fullService}, ${formatDollars(rates.packingPerHour.fullService)}/h`,
    ]);
    expect(choices.storage.at(-1)?.label).toBe(
      `${words.storage.premium}, ${formatDollars(rates.storagePerDay.premium)}/day`,
    );
  });
});

describe("estimatorView", () => {
  it("sums up the first answers in one sentence under the range", () => {
    const view = viewOf({});
    const { crew, crewHours } = view.estimate;
    expect(view.summary).toBe(`2 bedrooms, Marietta to Marietta: ${crew} movers for about ${crewHours} hours.`);
    expect(view.range).toBe(`${formatDollars(view.estimate.low)} - ${formatDollars(view.estimate.high)}`);
  });

  it("names an office by its workstations, one when the field makes no sense", () => {
    expect(viewOf({ moving: "office", workstations: "20" }).movingLabel).toBe("Office, about 20 workstations");
    expect(viewOf({ moving: "office", workstations: "lots" }).movingLabel).toBe("Office, about 1 workstations");
  });

  it("says when the crew time is the minimum", () => {
    const form = initialForm("Marietta");
    const atMinimum = estimatorView(form, { ...context, rates: { ...rates, minimumHours: 12 } });
    expect(atMinimum.estimate.crewHours).toBe(12);
    expect(atMinimum.included[0]).toBe(
      `${atMinimum.estimate.crew} movers and a truck, for about 12 hours (our minimum)`,
    );
    expect(viewOf({ moving: "4-bedroom" }).included[0]).not.toMatch(/minimum/);
  });

  it("lists packing and storage among what is included, storage billed by the month from 30 days", () => {
    const view = viewOf({ packing: "partial", storage: "basic", storageLength: "2", storageUnit: "months" });
    expect(view.included).toContain(`Partial packing: about ${view.estimate.packerHours} packer hours`);
    expect(view.included).toContain("Basic storage, 60 days, billed monthly");
    const short = viewOf({ storage: "premium", storageLength: "10", storageUnit: "days" });
    expect(short.included).toContain("Premium storage, 10 days, billed by the day");
  });

  it("hands every answer and the range to the quote page", () => {
    const upStairs = { fromAccess: "stairs", fromFlights: "2" } as const;
    const view = viewOf({ ...upStairs, to: "Decatur", toAccess: "elevator", timing: "weekend" });
    const params = quoteParams(view.quoteHref);
    expect(view.quoteHref.startsWith("/get-a-moving-quote?")).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      estimate_moving: "2 bedrooms",
      estimate_from: "Marietta",
      estimate_to: "Decatur",
      estimate_access: "Stairs, 2 flight(s) / Elevator",
      estimate_packing: "No packing",
      estimate_storage: "No storage",
      estimate_timing: "Weekend",
      estimate_range: view.range,
      estimate_crew: `${view.estimate.crew} movers, ${view.estimate.crewHours} hours`,
    });
  });

  it("caps each value it hands to the quote page at 200 characters", () => {
    const params = quoteParams(viewOf({ to: "x".repeat(500) }).quoteHref);
    expect(params.get("estimate_to")).toHaveLength(200);
  });
});
