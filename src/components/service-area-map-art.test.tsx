import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { business } from "../data/business";
import { readCities } from "../lib/content/content-files";
import { ServiceAreaMapArt } from "./service-area-map-art";

describe("the service-areas page's map", () => {
  const cityDirectory = readCities();
  const svg = renderToStaticMarkup(<ServiceAreaMapArt cities={cityDirectory} />);

  it("names every city the company serves, and the office's town once, as the one accent pin", () => {
    for (const city of cityDirectory) expect(svg).toContain(`>${city.name}</text>`);
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
