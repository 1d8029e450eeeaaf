import { describe, expect, it } from "vitest";
import { cityDirectory } from "./city-directory";
import { contactSeo, contactTowns, officeVisit } from "./contact";

describe("contact page content", () => {
  it("lists the spec's fifteen towns in the spec's order", () => {
    expect(contactTowns.map((town) => town.name)).toEqual([
      "Atlanta",
      "Decatur",
      "Smyrna",
      "Brookhaven",
      "Marietta",
      "Dunwoody",
      "Norcross",
      "Peachtree Corners",
      "Chamblee",
      "East Point",
      "Sandy Springs",
      "Roswell",
      "Alpharetta",
      "Johns Creek",
      "Buckhead",
    ]);
  });

  it("links every town that has a page, and only those", () => {
    const linked = contactTowns.filter((town) => town.path);
    expect(linked).toHaveLength(cityDirectory.length);
    for (const city of cityDirectory) expect(contactTowns).toContainEqual({ name: city.name, path: city.path });
  });

  it("covers parking, access and transit without inventing route numbers", () => {
    expect(officeVisit.notes.map((note) => note.title)).toEqual(["Parking", "Access", "Transit"]);
    expect(officeVisit.notes.find((note) => note.title === "Transit")?.body).not.toMatch(/\d/);
  });

  it("keeps the title and description within the SEO limits", () => {
    expect(`${contactSeo.title} | Liberty Oak Movers`.length).toBeLessThanOrEqual(60);
    expect(contactSeo.description.length).toBeGreaterThanOrEqual(110);
    expect(contactSeo.description.length).toBeLessThanOrEqual(155);
  });
});
