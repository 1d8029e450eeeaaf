import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testimonial } from "../schemas/sections";
import { TestimonialCard } from "./testimonial-card";

const words = {
  quote: "The crew wrapped every piece of furniture and finished an hour early.",
  name: "Maria L.",
  descriptor: "Moved from Midtown to Decatur",
  stars: 5,
};

/** The card as a visitor reads it: its text, without the markup. */
const cardText = (entry: object) =>
  renderToStaticMarkup(<TestimonialCard testimonial={testimonial().parse({ ...words, ...entry })} />).replace(
    /<[^>]+>/g,
    " ",
  );

describe("TestimonialCard", () => {
  it("shows no source or date for a testimonial that sets neither", () => {
    const text = cardText({});
    expect(text).toContain("Moved from Midtown to Decatur");
    expect(text).not.toMatch(/Google|Yelp|BBB|survey|·|\d{4}/);
  });

  it("shows where and when the review was given once both are set", () => {
    expect(cardText({ source: "google", date: "2026-03-14" })).toContain("Google · March 2026");
  });

  it("shows the source alone, or the date alone", () => {
    const survey = cardText({ source: "survey" });
    expect(survey).toContain("Our customer survey");
    expect(survey).not.toContain("·");
    expect(cardText({ source: "none", date: "2025-12-01" })).toMatch(/Decatur\s+December 2025/);
  });
});
