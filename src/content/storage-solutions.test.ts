import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import {
  storageHero,
  storagePricingNote,
  storageQuote,
  storageSecurity,
  storageSeo,
  storageStats,
  storageStatsHeading,
  storageSteps,
  storageTestimonial,
  storageTiers,
  storageTypes,
} from "./storage-solutions";

/** Every piece of prose the page shows, for the copy checks. */
const allCopy = [
  storageSeo.title,
  storageSeo.description,
  storageHero.title,
  storageHero.intro,
  ...storageHero.highlights,
  storageStatsHeading.eyebrow,
  storageStatsHeading.title,
  ...[...storageTypes, ...storageSecurity].flatMap((card) => [card.title, card.description, ...(card.details ?? [])]),
  ...storageSteps.flatMap((step) => [step.title, step.description]),
  ...storageTiers.flatMap((tier) => [tier.name, tier.summary, ...tier.includes, tier.badge ?? ""]),
  storagePricingNote,
  storageQuote.title,
  storageQuote.intro,
  storageTestimonial.quote,
  storageTestimonial.name,
  storageTestimonial.descriptor,
];

describe("storage solutions content", () => {
  it("keeps the search title within 60 characters once the company name is appended", () => {
    expect(`${storageSeo.title} | ${business.name}`.length).toBeLessThanOrEqual(60);
  });

  it("keeps the search description between 110 and 155 characters", () => {
    expect(storageSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(storageSeo.description.length).toBeLessThanOrEqual(155);
  });

  it("advertises exactly the spec's prices: basic from $15/day, climate controlled from $25/day, premium from $35/day", () => {
    expect(storageTiers.map((tier) => [tier.name, `${tier.price}/${tier.unit}`])).toEqual([
      ["Basic", "$15/day"],
      ["Climate Controlled", "$25/day"],
      ["Premium", "$35/day"],
    ]);
    expect(storageSeo.description).toContain("from $15/day");
  });

  it("has the spec's storage types and terms: short-term 1-30 days, long-term 30+ days billed monthly, storage-in-transit", () => {
    expect(storageTypes.map((type) => type.title)).toEqual([
      "Short-term storage",
      "Long-term storage",
      "Storage-in-transit",
    ]);
    expect(storageTypes[0]?.details).toContain("Stays of 1-30 days");
    expect(storageTypes[1]?.details).toEqual(expect.arrayContaining(["Stays of 30+ days", "Monthly billing"]));
  });

  it("has four security features", () => {
    expect(storageSecurity).toHaveLength(4);
  });

  it("has the spec's three process steps in order", () => {
    expect(storageSteps.map((step) => step.title)).toEqual(["Pack and inventory", "Secure storage", "Easy retrieval"]);
  });

  it("reads its figures from the business config", () => {
    expect(storageStats.map((stat) => stat.value)).toEqual([
      business.figures.yearsExperience,
      business.figures.totalMoves,
      business.figures.rating,
      business.hours.emergency,
    ]);
  });

  it("has a five-star testimonial signed with a first name and last initial", () => {
    expect(storageTestimonial.stars).toBe(5);
    expect(storageTestimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
  });

  it("has no exclamation marks and never types the phone number or e-mail", () => {
    for (const text of allCopy) {
      expect(text).not.toContain("!");
      expect(text).not.toContain(business.phone.display);
      expect(text).not.toContain(business.email);
    }
  });
});
