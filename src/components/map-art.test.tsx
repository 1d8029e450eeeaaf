import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { business } from "../data/business";
import { readSite } from "../lib/content/content-files";
import { NeighborhoodMapArt, ServiceAreaMapArt } from "./map-art";

const cities = readSite().cities();

describe("a city page's hero map", () => {
  const draw = (city: (typeof cities)[number]) =>
    renderToStaticMarkup(
      <NeighborhoodMapArt city={city.name} neighborhoods={city.neighborhoods.map((place) => place.name)} />,
    );

  it("names the city and pins the three neighborhoods its page describes", () => {
    for (const city of cities) {
      const svg = draw(city);
      expect(svg).toContain(`>${city.name}</text>`);
      for (const place of city.neighborhoods) expect(svg).toContain(`>${place.name.replaceAll("&", "&amp;")}</text>`);
      expect(svg).toContain(`aria-label="A stylized map of ${city.name.replaceAll("&", "&amp;")}`);
    }
  });

  it("is drawn differently for each city, and the same way on every build", () => {
    const roads = (svg: string) => [...svg.matchAll(/ d="(M[^"]+)"/g)].map((match) => match[1]).join("|");
    const drawings = cities.map((city) => roads(draw(city)));
    expect(new Set(drawings).size).toBe(cities.length);
    expect(roads(draw(cities[0]!))).toBe(drawings[0]);
  });
});

describe("the service-areas page's map", () => {
  const svg = renderToStaticMarkup(<ServiceAreaMapArt cities={cities} />);

  it("names every city the company serves, and the office's town once, as the one accent pin", () => {
    for (const city of cities) expect(svg).toContain(`>${city.name}</text>`);
    expect(svg.match(/fill-accent-400 stroke-navy-950/g)).toHaveLength(1);
    expect(svg).toContain(`around our ${business.address.city} office`);
  });

  it("puts the towns where they lie: Marietta west of Decatur, East Point south of Dunwoody", () => {
    const place = (name: string) => {
      const match = new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)"[^>]*>${name}</text>`).exec(svg);
      return { x: Number(match?.[1]), y: Number(match?.[2]) };
    };
    expect(place("Marietta").x).toBeLessThan(place("Decatur").x);
    expect(place("East Point").y).toBeGreaterThan(place("Dunwoody").y);
  });
});
