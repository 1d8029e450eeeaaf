import { describe, expect, it } from "vitest";
import { cities } from "./cities";
import { testimonials } from "./testimonials";

const all = Object.values(testimonials);

/** Runs of five words, lower-cased, without punctuation: what two stories must not share. */
function phrases(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(0, -4).map((_, index) => words.slice(index, index + 5).join(" "));
}

describe("the testimonials", () => {
  it("name each customer once", () => {
    const names = all.map((testimonial) => testimonial.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("share no run of five words between two stories", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const testimonial of all)
      for (const phrase of new Set(phrases(testimonial.quote))) {
        const other = seen.get(phrase);
        if (other && other !== testimonial.name) shared.push(`${other} and ${testimonial.name}: "${phrase}"`);
        else seen.set(phrase, testimonial.name);
      }
    expect(shared).toEqual([]);
  });

  it("stay in Metro Atlanta", () => {
    for (const testimonial of all)
      expect(`${testimonial.quote} ${testimonial.descriptor}`).not.toMatch(
        /, [A-Z]{2}\b|across the country|out of state/,
      );
  });

  it("on a city page, tell a story from that city", () => {
    const neighbourhoods = (city: (typeof cities)[number]) => [
      city.name,
      ...city.neighborhoods.map((entry) => entry.name),
    ];
    for (const city of cities) {
      const { descriptor, quote } = city.testimonial;
      expect(
        neighbourhoods(city).some((place) => `${descriptor} ${quote}`.includes(place.split(" ")[0]!)),
        `${city.name}: ${descriptor}`,
      ).toBe(true);
    }
  });
});
