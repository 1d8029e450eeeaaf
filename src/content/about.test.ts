import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import {
  aboutHero,
  aboutSeo,
  aboutStats,
  aboutStory,
  aboutTeam,
  aboutTestimonial,
  communityGiving,
  coreValues,
  reasonsToChoose,
} from "./about";

/** Every piece of prose the page shows, for the copy checks. */
const allCopy = [
  aboutSeo.title,
  aboutSeo.description,
  aboutHero.title,
  aboutHero.intro,
  ...aboutHero.highlights,
  aboutStory.title,
  ...aboutStory.paragraphs,
  aboutStory.principle.quote,
  ...[...coreValues, ...reasonsToChoose, ...aboutTeam.points, ...communityGiving.groups].flatMap((item) => [
    item.title,
    item.description,
    ...(item.details ?? []),
  ]),
  aboutTeam.intro,
  communityGiving.intro,
  aboutTestimonial.quote,
];

describe("about content", () => {
  it("keeps the search title within 60 characters once the company name is appended", () => {
    expect(`${aboutSeo.title} | ${business.name}`.length).toBeLessThanOrEqual(60);
  });

  it("keeps the search description between 110 and 155 characters", () => {
    expect(aboutSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(aboutSeo.description.length).toBeLessThanOrEqual(155);
  });

  it("shows the spec's figures as stat tiles: 1969, 55+, 25,000+, A+ and 5.0", () => {
    expect(aboutStats.map((stat) => stat.value)).toEqual(["1969", "55+", "25,000+", "A+", "5.0"]);
  });

  it("names the four core values exactly as the spec does", () => {
    expect(coreValues.map((value) => value.title)).toEqual(["Integrity", "Care", "Excellence", "Community"]);
  });

  it("gives six distinct reasons to choose the company", () => {
    expect(reasonsToChoose).toHaveLength(6);
    expect(new Set(reasonsToChoose.map((reason) => reason.title)).size).toBe(6);
  });

  it("covers experience, background checks and ongoing training in the team section", () => {
    const team = aboutTeam.points
      .map((point) => `${point.title} ${point.description}`)
      .join(" ")
      .toLowerCase();
    expect(team).toContain("experienced");
    expect(team).toContain("background check");
    expect(team).toContain("training");
  });

  it("lists community giving in groups, each with at least two items", () => {
    expect(communityGiving.groups.length).toBeGreaterThanOrEqual(3);
    for (const group of communityGiving.groups) expect(group.details?.length).toBeGreaterThanOrEqual(2);
  });

  it("signs the testimonial with a first name and last initial and five stars", () => {
    expect(aboutTestimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    expect(aboutTestimonial.stars).toBe(5);
  });

  it("keeps the copy free of exclamation marks, placeholders, contact details and stock filler", () => {
    for (const text of allCopy) {
      expect(text).not.toMatch(/!|lorem|ipsum|TODO|TBD|look no further|one-stop shop|second to none/i);
      expect(text).not.toContain(business.phone.display);
      expect(text).not.toContain(business.email);
      expect(text).toBe(text.trim());
    }
  });
});
