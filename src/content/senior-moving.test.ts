import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import {
  seniorBenefits,
  seniorHero,
  seniorPartnerships,
  seniorQuote,
  seniorSeo,
  seniorSpecializedServices,
  seniorSteps,
  seniorTestimonials,
  seniorTransitions,
} from "./senior-moving";

/** Every piece of prose the page shows, for the copy checks. */
const allCopy = [
  seniorSeo.title,
  seniorSeo.description,
  seniorHero.title,
  seniorHero.intro,
  ...seniorHero.highlights,
  ...[...seniorBenefits, ...seniorPartnerships].flatMap((card) => [card.title, card.description]),
  ...seniorSteps.flatMap((step) => [step.title, step.description]),
  ...seniorTransitions,
  ...seniorSpecializedServices,
  seniorQuote.title,
  seniorQuote.intro,
  ...seniorTestimonials.flatMap((testimonial) => [testimonial.quote, testimonial.name, testimonial.descriptor]),
];

describe("senior moving content", () => {
  it("keeps the search title within 60 characters once the company name is appended", () => {
    expect(`${seniorSeo.title} | ${business.name}`.length).toBeLessThanOrEqual(60);
  });

  it("keeps the search description between 110 and 155 characters", () => {
    expect(seniorSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(seniorSeo.description.length).toBeLessThanOrEqual(155);
  });

  it("shows the spec's 5,000+ senior moves in the hero", () => {
    expect(seniorHero.highlights).toContain("5,000+ senior moves");
  });

  it("has six distinct benefit cards", () => {
    expect(new Set(seniorBenefits.map((benefit) => benefit.title)).size).toBe(6);
  });

  it("has the spec's four process steps in order", () => {
    expect(seniorSteps.map((step) => step.title)).toEqual([
      "Consultation",
      "Planning",
      "Careful packing",
      "Settling in",
    ]);
  });

  it("lists the spec's transitions and specialized services", () => {
    const transitions = seniorTransitions.join(" ");
    for (const kind of [/assisted living/i, /independent living/i, /condo/i, /family/i])
      expect(transitions).toMatch(kind);
    const services = seniorSpecializedServices.join(" ");
    for (const kind of [/estate sale/i, /space planning/i, /unpacking/i, /family coordination/i])
      expect(services).toMatch(kind);
  });

  it("has two five-star testimonials signed with a first name and last initial", () => {
    expect(seniorTestimonials).toHaveLength(2);
    for (const testimonial of seniorTestimonials) {
      expect(testimonial.stars).toBe(5);
      expect(testimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
  });

  it("describes the partnerships generically: communities, move managers, estate liquidators, elder-law and real-estate professionals", () => {
    expect(seniorPartnerships.map((partner) => partner.title)).toEqual([
      "Senior living communities",
      "Senior move managers",
      "Estate sale and liquidation companies",
      "Elder-law attorneys and real-estate agents",
    ]);
  });

  it("has no exclamation marks and never types the phone number or e-mail", () => {
    for (const text of allCopy) {
      expect(text).not.toContain("!");
      expect(text).not.toContain(business.phone.display);
      expect(text).not.toContain(business.email);
    }
  });
});
