import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readCities } from "../lib/content/content-files";
import { NeighborhoodMapArt } from "./neighborhood-map-art";

const cities = readCities();

const draw = (city: (typeof cities)[number]) =>
  renderToStaticMarkup(
    <NeighborhoodMapArt city={city.name} neighborhoods={city.neighborhoods.map((place) => place.name)} />,
  );

describe("a city page's hero map", () => {
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
