import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { cities } from "./cities";
import { cityCardsSection, serviceAreasHero, serviceAreasSeo, trustPoints } from "./service-areas";

describe("service-areas content", () => {
  it("keeps the search title within 60 characters once the company name is appended", () => {
    expect(`${serviceAreasSeo.title} | ${business.name}`.length).toBeLessThanOrEqual(60);
  });

  it("keeps the search description between 110 and 155 characters", () => {
    expect(serviceAreasSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(serviceAreasSeo.description.length).toBeLessThanOrEqual(155);
  });

  it("names every city with its own page in the search description", () => {
    for (const city of cities) expect(serviceAreasSeo.description).toContain(city.name);
  });

  it("shows the spec's service-area cities figure in the hero", () => {
    expect(serviceAreasHero.highlights).toContain(`${business.figures.serviceAreaCities} service-area cities`);
  });

  it("gives three trust points: years, veteran ownership and the license numbers", () => {
    expect(trustPoints).toHaveLength(3);
    const text = trustPoints
      .map((point) => [point.title, point.description, ...(point.details ?? [])].join(" "))
      .join(" ");
    expect(text).toContain(business.figures.yearsExperience);
    expect(text).toMatch(/veteran/i);
    expect(text).toContain(business.licenses.usdot);
    expect(text).toContain(business.licenses.mc);
  });

  it("keeps the copy free of exclamation marks and placeholders", () => {
    const copy = [
      serviceAreasHero.title,
      serviceAreasHero.intro,
      cityCardsSection.intro,
      cityCardsSection.nearbyNote,
      ...trustPoints.flatMap((point) => [point.title, point.description]),
    ];
    for (const text of copy) expect(text).not.toMatch(/!|lorem|ipsum|TODO|TBD/i);
  });
});
