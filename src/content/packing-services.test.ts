import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import {
  packingBenefits,
  packingHero,
  packingMaterials,
  packingPricingNote,
  packingQuote,
  packingSeo,
  packingSpecialties,
  packingSteps,
  packingTestimonial,
  packingTiers,
  packingTypes,
} from "./packing-services";

/** Every piece of prose the page shows, for the copy checks. */
const allCopy = [
  packingSeo.title,
  packingSeo.description,
  packingHero.title,
  packingHero.intro,
  ...packingHero.highlights,
  ...[...packingTypes, ...packingSpecialties, ...packingBenefits].flatMap((card) => [
    card.title,
    card.description,
    ...(card.details ?? []),
  ]),
  ...packingMaterials,
  ...packingSteps.flatMap((step) => [step.title, step.description]),
  ...packingTiers.flatMap((tier) => [tier.name, tier.summary, ...tier.includes, tier.badge ?? ""]),
  packingPricingNote,
  packingQuote.title,
  packingQuote.intro,
  packingTestimonial.quote,
  packingTestimonial.name,
  packingTestimonial.descriptor,
];

describe("packing services content", () => {
  it("keeps the search title within 60 characters once the company name is appended", () => {
    expect(`${packingSeo.title} | ${business.name}`.length).toBeLessThanOrEqual(60);
  });

  it("keeps the search description between 110 and 155 characters", () => {
    expect(packingSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(packingSeo.description.length).toBeLessThanOrEqual(155);
  });

  it("advertises exactly the spec's prices: fragile-only from $25/hour, partial $35/hour, full-service $45/hour", () => {
    expect(packingTiers.map((tier) => [tier.name, `${tier.price}/${tier.unit}`])).toEqual([
      ["Fragile-Only Packing", "$25/hour"],
      ["Partial Packing", "$35/hour"],
      ["Full-Service Packing", "$45/hour"],
    ]);
  });

  it("quotes the cheapest tier's price wherever a starting price is mentioned", () => {
    expect(packingHero.highlights).toContain("Packing from $25/hour");
    expect(packingSeo.description).toContain("from $25/hour");
  });

  it("has the spec's three packing types", () => {
    expect(packingTypes.map((type) => type.title)).toEqual([
      "Full-service packing",
      "Partial packing",
      "Fragile-only packing",
    ]);
  });

  it("has specialty packing for art, pianos, antiques, electronics, kitchens and wardrobes", () => {
    const titles = packingSpecialties.map((specialty) => specialty.title).join(" ");
    for (const kind of [/art/i, /pianos/i, /antiques/i, /electronics/i, /kitchens/i, /wardrobes/i])
      expect(titles).toMatch(kind);
  });

  it("has four process steps and four benefits", () => {
    expect(packingSteps).toHaveLength(4);
    expect(packingBenefits).toHaveLength(4);
  });

  it("lists what every tier includes", () => {
    for (const tier of packingTiers) expect(tier.includes.length).toBeGreaterThanOrEqual(3);
  });

  it("has a five-star testimonial signed with a first name and last initial", () => {
    expect(packingTestimonial.stars).toBe(5);
    expect(packingTestimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
  });

  it("has no exclamation marks and never types the phone number or e-mail", () => {
    for (const text of allCopy) {
      expect(text).not.toContain("!");
      expect(text).not.toContain(business.phone.display);
      expect(text).not.toContain(business.email);
    }
  });
});
