import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import {
  residentialChallenges,
  residentialCta,
  residentialHero,
  residentialSeo,
  residentialServices,
  residentialStats,
  residentialSteps,
  residentialTestimonials,
  residentialWhyChooseUs,
} from "./residential-moving";

/** Every piece of prose the page shows, for the copy checks. */
const allCopy = [
  residentialSeo.title,
  residentialSeo.description,
  residentialHero.title,
  residentialHero.intro,
  ...residentialHero.highlights,
  ...residentialChallenges.flatMap((challenge) => [challenge.title, challenge.description, challenge.solution]),
  ...residentialServices.flatMap((service) => [service.title, service.description, ...(service.details ?? [])]),
  ...residentialWhyChooseUs,
  ...residentialSteps.flatMap((step) => [step.title, step.description]),
  ...residentialTestimonials.flatMap((testimonial) => [testimonial.quote, testimonial.name, testimonial.descriptor]),
  residentialCta.title,
  residentialCta.body,
];

describe("residential moving content", () => {
  it("keeps the search title within 60 characters once the company name is appended", () => {
    expect(`${residentialSeo.title} | ${business.name}`.length).toBeLessThanOrEqual(60);
  });

  it("keeps the search description between 110 and 155 characters", () => {
    expect(residentialSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(residentialSeo.description.length).toBeLessThanOrEqual(155);
  });

  it("has the spec's three challenges, each with how we solve it", () => {
    expect(residentialChallenges.map((challenge) => challenge.title)).toEqual([
      "Narrow stairs and elevators",
      "Limited parking",
      "Protecting valuables",
    ]);
    for (const challenge of residentialChallenges) expect(challenge.solution.length).toBeGreaterThan(60);
  });

  it("describes local home moves, apartment moves and the full, partial and fragile-only packing options", () => {
    expect(residentialServices.map((service) => service.title)).toEqual([
      "Local home moves",
      "Apartment moves",
      "Packing options",
    ]);
    const packing = residentialServices[2]?.details?.join(" ") ?? "";
    expect(packing).toMatch(/full/i);
    expect(packing).toMatch(/partial/i);
    expect(packing).toMatch(/fragile-only/i);
  });

  it("has the spec's three process steps in order", () => {
    expect(residentialSteps.map((step) => step.title)).toEqual([
      "Free in-home estimate",
      "Packing and preparation",
      "Safe delivery and setup",
    ]);
  });

  it("has three five-star testimonials signed with a first name and last initial", () => {
    expect(residentialTestimonials).toHaveLength(3);
    for (const testimonial of residentialTestimonials) {
      expect(testimonial.stars).toBe(5);
      expect(testimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
  });

  it("reads its figures from the business config", () => {
    expect(residentialStats.map((stat) => stat.value)).toEqual([
      business.figures.atlantaMoves,
      String(business.figures.foundedYear),
      business.figures.yearsExperience,
      business.figures.rating,
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
