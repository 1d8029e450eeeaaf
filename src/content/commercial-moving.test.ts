import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import {
  commercialHero,
  commercialIndustries,
  commercialQuote,
  commercialSeo,
  commercialServices,
  commercialSteps,
  commercialTestimonial,
} from "./commercial-moving";

/** Every piece of prose the page shows, for the copy checks. */
const allCopy = [
  commercialSeo.title,
  commercialSeo.description,
  commercialHero.title,
  commercialHero.intro,
  ...commercialHero.highlights,
  ...[...commercialServices, ...commercialIndustries].flatMap((card) => [card.title, card.description]),
  ...commercialSteps.flatMap((step) => [step.title, step.description]),
  commercialQuote.title,
  commercialQuote.intro,
  commercialTestimonial.quote,
  commercialTestimonial.name,
  commercialTestimonial.descriptor,
];

describe("commercial moving content", () => {
  it("keeps the search title within 60 characters once the company name is appended", () => {
    expect(`${commercialSeo.title} | ${business.name}`.length).toBeLessThanOrEqual(60);
  });

  it("keeps the search description between 110 and 155 characters", () => {
    expect(commercialSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(commercialSeo.description.length).toBeLessThanOrEqual(155);
  });

  it("shows the spec's 1,500+ office moves in the hero", () => {
    expect(commercialHero.highlights).toContain("1,500+ office moves");
  });

  it("has the spec's six services in order", () => {
    const titles = commercialServices.map((service) => service.title);
    const expected = [
      /office relocations/i,
      /after-hours/i,
      /corporate/i,
      /IT equipment/i,
      /warehouse/i,
      /space planning/i,
    ];
    expect(titles).toHaveLength(6);
    expected.forEach((pattern, index) => expect(titles[index]).toMatch(pattern));
  });

  it("has four process steps", () => {
    expect(commercialSteps).toHaveLength(4);
  });

  it("has the spec's six industries in order", () => {
    const titles = commercialIndustries.map((industry) => industry.title);
    const expected = [/healthcare/i, /legal/i, /technology/i, /financial/i, /education/i, /retail/i];
    expect(titles).toHaveLength(6);
    expected.forEach((pattern, index) => expect(titles[index]).toMatch(pattern));
  });

  it("has a five-star testimonial signed with a first name and last initial", () => {
    expect(commercialTestimonial.stars).toBe(5);
    expect(commercialTestimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
  });

  it("has no exclamation marks and never types the phone number or e-mail", () => {
    for (const text of allCopy) {
      expect(text).not.toContain("!");
      expect(text).not.toContain(business.phone.display);
      expect(text).not.toContain(business.email);
    }
  });
});
