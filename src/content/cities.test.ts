import { describe, expect, it } from "vitest";
import { cities, findCityByPath, type City } from "./cities";

/** The spec's figures and the home page's order. This table is the spec, not a copy of the module. */
const spec = [
  { name: "Atlanta", path: "/movers-atlanta-ga", moves: "10,000+" },
  { name: "Decatur", path: "/movers-decatur-ga", moves: "2,000+" },
  { name: "Marietta", path: "/movers-marietta-ga", moves: "3,500+" },
  { name: "Smyrna", path: "/movers-smyrna-ga", moves: "1,800+" },
  { name: "Brookhaven", path: "/movers-brookhaven-ga", moves: "1,500+" },
  { name: "Dunwoody", path: "/movers-dunwoody-ga", moves: "1,200+" },
  { name: "Norcross", path: "/movers-norcross-ga", moves: "2,200+" },
  {
    name: "Peachtree Corners",
    path: "/movers-peachtree-corners-ga",
    moves: "950+",
  },
  { name: "Chamblee", path: "/movers-chamblee-ga", moves: "1,400+" },
  { name: "East Point", path: "/movers-east-point-ga", moves: "1,100+" },
] as const;

const uniqueFields = [
  "slug",
  "path",
  "name",
  "seoTitle",
  "seoDescription",
  "cardDescription",
  "heroHeadline",
] as const satisfies readonly (keyof City)[];

/** Every piece of prose a city page shows. */
function copyOf(city: City): string[] {
  return [
    city.seoTitle,
    city.seoDescription,
    city.cardDescription,
    city.heroHeadline,
    city.heroIntro,
    ...city.stats.flatMap((stat) => [stat.value, stat.label]),
    ...city.neighborhoods.flatMap((n) => [n.name, n.description]),
    ...city.movingNotes.flatMap((note) => [note.title, note.body]),
    city.community.heading,
    city.community.body,
    city.testimonial.quote,
    city.testimonial.name,
    city.testimonial.descriptor,
  ];
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Lower-cased, whitespace-collapsed, with the city's own name blanked so a name swap still collides. */
function normalize(text: string, city: City): string {
  return text.split(city.name).join("{city}").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Maps each normalized text to the cities using it and returns the ones used by more than one city. */
function sharedAcrossCities(pick: (city: City) => string[]): string[] {
  const owners = new Map<string, Set<string>>();
  for (const city of cities) {
    for (const text of pick(city)) {
      const key = normalize(text, city);
      owners.set(key, (owners.get(key) ?? new Set()).add(city.slug));
    }
  }
  return [...owners].filter(([, slugs]) => slugs.size > 1).map(([text, slugs]) => `${[...slugs].join(", ")}: ${text}`);
}

describe("cities", () => {
  it("lists exactly the ten spec cities in the home page's order", () => {
    expect(cities.map((city) => [city.name, city.path])).toEqual(spec.map((entry) => [entry.name, entry.path]));
  });

  it.each(uniqueFields)("gives every city its own %s", (field) => {
    const values = cities.map((city) => city[field]);
    expect(new Set(values).size).toBe(cities.length);
  });

  it.each(cities.map((city) => [city.name, city] as const))(
    "derives %s's path from its slug in the /movers-<slug>-ga form",
    (_name, city) => {
      expect(city.path).toMatch(/^\/movers-[a-z-]+-ga$/);
      expect(city.path).toBe(`/movers-${city.slug}-ga`);
    },
  );

  it.each(cities.map((city) => [city.name, city] as const))(
    "keeps %s's search title and description within length and naming the city",
    (_name, city) => {
      expect(city.seoTitle.length).toBeLessThanOrEqual(60);
      expect(city.seoTitle).toContain(city.name);
      expect(city.seoDescription.length).toBeGreaterThanOrEqual(110);
      expect(city.seoDescription.length).toBeLessThanOrEqual(160);
      expect(city.seoDescription).toContain(city.name);
    },
  );

  it.each(cities.map((city) => [city.name, city] as const))(
    "gives %s a one-sentence card description of 80 to 140 characters",
    (_name, city) => {
      expect(city.cardDescription.length).toBeGreaterThanOrEqual(80);
      expect(city.cardDescription.length).toBeLessThanOrEqual(140);
      expect(sentences(city.cardDescription)).toHaveLength(1);
    },
  );

  it.each(cities.map((city) => [city.name, city] as const))(
    "gives %s exactly three neighborhoods and three moving notes, all with text",
    (_name, city) => {
      expect(city.neighborhoods).toHaveLength(3);
      expect(city.movingNotes).toHaveLength(3);
      for (const { name, description } of city.neighborhoods) {
        expect(name.trim()).not.toBe("");
        expect(description.trim()).not.toBe("");
      }
      for (const { title, body } of city.movingNotes) {
        expect(title.trim()).not.toBe("");
        expect(body.trim()).not.toBe("");
      }
      expect(new Set(city.neighborhoods.map((n) => n.name)).size).toBe(3);
    },
  );

  it.each(spec.map((entry) => [entry.name, entry.moves] as const))(
    "opens %s's stats with the spec's %s moves, then the 5.0 rating and 55+ years",
    (name, moves) => {
      const city = cities.find((entry) => entry.name === name);
      expect(city?.stats[0]).toEqual({
        value: moves,
        label: `Moves in ${name}`,
      });
      const values = city?.stats.map((stat) => stat.value) ?? [];
      expect(values).toContain("5.0");
      expect(values).toContain("55+");
      expect(values.length).toBeGreaterThanOrEqual(3);
      expect(values.length).toBeLessThanOrEqual(4);
    },
  );

  it("shows the A+ business bureau rating on Brookhaven and no other city", () => {
    const withAPlus = cities.filter((city) => city.stats.some((stat) => stat.value === "A+"));
    expect(withAPlus.map((city) => city.name)).toEqual(["Brookhaven"]);
    expect(findCityByPath("/movers-brookhaven-ga")?.stats).toContainEqual({
      value: "A+",
      label: "Business bureau rating",
    });
    for (const city of cities.filter((entry) => entry.name !== "Brookhaven")) {
      expect(copyOf(city).join(" ")).not.toMatch(/\bA\+/);
    }
  });

  it("never repeats a neighborhood or moving-note sentence between two cities, even with the names swapped", () => {
    const shared = sharedAcrossCities((city) => [
      ...city.neighborhoods.flatMap((n) => sentences(n.description)),
      ...city.movingNotes.flatMap((note) => sentences(note.body)),
    ]);
    expect(shared).toEqual([]);
  });

  it("never repeats a community or testimonial sentence between two cities", () => {
    const shared = sharedAcrossCities((city) => [
      ...sentences(city.community.body),
      ...sentences(city.testimonial.quote),
    ]);
    expect(shared).toEqual([]);
  });

  it("gives every city a hero intro that still differs from the others once its own name is removed", () => {
    const intros = cities.map((city) => normalize(city.heroIntro, city));
    expect(new Set(intros).size).toBe(cities.length);
  });

  it("gives every city its own five-star testimonial signed with a first name and last initial", () => {
    for (const city of cities) {
      expect(city.testimonial.stars).toBe(5);
      expect(city.testimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(city.testimonial.quote.trim()).not.toBe("");
      expect(city.testimonial.descriptor.trim()).not.toBe("");
    }
    expect(new Set(cities.map((city) => city.testimonial.name)).size).toBe(cities.length);
  });

  it("keeps the copy free of exclamation marks, placeholders and stock filler", () => {
    for (const city of cities) {
      for (const text of copyOf(city)) {
        expect(text).not.toMatch(/!|lorem|ipsum|TODO|TBD|look no further|one-stop shop|second to none/i);
        expect(text).toBe(text.trim());
      }
    }
  });

  it("finds each city by its path", () => {
    for (const city of cities) {
      expect(findCityByPath(city.path)).toBe(city);
    }
  });

  it("finds a city when the path has a trailing slash", () => {
    expect(findCityByPath("/movers-east-point-ga/")?.name).toBe("East Point");
  });

  it("returns undefined for paths that are not city pages", () => {
    for (const path of [
      "/",
      "",
      "/movers-savannah-ga",
      "/movers-atlanta",
      "/movers-atlanta-ga/extra",
      "/MOVERS-ATLANTA-GA",
    ]) {
      expect(findCityByPath(path)).toBeUndefined();
    }
  });
});
