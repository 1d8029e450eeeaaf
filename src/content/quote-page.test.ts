import { describe, expect, it } from "vitest";
import { quoteBenefits, quoteJourney, quotePageSeo, quoteStats } from "./quote-page";

describe("quote page content", () => {
  it("has six benefit cards", () => {
    expect(quoteBenefits).toHaveLength(6);
  });

  it("has the spec's six-step journey in order", () => {
    expect(quoteJourney.map((step) => step.title)).toEqual([
      "Initial contact",
      "In-home or virtual survey",
      "Detailed quote",
      "Pre-move preparation",
      "Moving day",
      "Final delivery and walkthrough",
    ]);
  });

  it("shows the quote page's figures: 10,000+ moves and a 5.0 rating", () => {
    const values = quoteStats.map((stat) => stat.value);
    expect(values).toContain("10,000+");
    expect(values).toContain("5.0");
  });

  it("keeps the title and description within the SEO limits", () => {
    expect(`${quotePageSeo.title} | Liberty Oak Movers`.length).toBeLessThanOrEqual(60);
    expect(quotePageSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(quotePageSeo.description.length).toBeLessThanOrEqual(155);
  });
});
