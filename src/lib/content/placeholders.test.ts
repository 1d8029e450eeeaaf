import { estimatorSlots } from "../../schemas/pages/moving-cost-estimator";
import { describe, expect, it } from "vitest";
import { readBusiness } from "./content-files";
import { z } from "astro/zod";
import { contentKinds, fileSchema } from "../../schemas";
import { businessSchema } from "../../schemas/business";
import { businessPlaceholders, scopedPlaceholders } from "../../schemas/placeholders";
import { fillPlaceholders, fillText, listInProse, placeholderValues } from "./placeholders";

const business = readBusiness();
const values = placeholderValues(business);

describe("placeholders", () => {
  it("fill a text with the business details' values", () => {
    expect(fillText("Call {phone}, since {foundedYear}.", values, "f")).toBe(
      `Call ${business.phone.display}, since ${business.figures.foundedYear}.`,
    );
  });

  it("follow a change to the business details everywhere they are named", () => {
    const changed = placeholderValues({ ...business, phone: { display: "(404) 555-0199", tel: "+14045550199" } });
    expect(fillText("{phone}", changed, "f")).toBe("(404) 555-0199");
  });

  it("write prices as advertised: whole dollars, or dollars and cents", () => {
    expect(values.packingFullService).toBe(`$${business.prices.packingPerHour.fullService}`);
    expect(
      placeholderValues({ ...business, policies: { ...business.policies, basicLiabilityPerPound: 0.6 } })
        .basicLiabilityPerPound,
    ).toBe("$0.60");
  });

  it("stop at an unknown name, naming the file and field and the names that exist", () => {
    expect(() => fillText("Call {phoneNumber}", values, "src/content/x.yaml → hero.intro")).toThrow(
      /Unknown placeholder \{phoneNumber\} in src\/content\/x\.yaml → hero\.intro\. Known: .*\{phone\}/,
    );
  });

  it("leave out a list item that names an offer the owner has not filled in, and show it once filled in", () => {
    const entry = {
      details: ["Daily rates", "{itemRetrieval}"],
      cards: [{ title: "Training", text: "{trainingProgram}" }],
    };
    const unset = placeholderValues({ ...business, offers: {} });
    expect(fillPlaceholders(entry, unset, "f")).toEqual({ details: ["Daily rates"], cards: [] });
    const set = placeholderValues({ ...business, offers: { itemRetrieval: "Only the items you need" } });
    expect(fillPlaceholders(entry, set, "f").details).toEqual(["Daily rates", "Only the items you need"]);
  });

  it("fill every string of an entry and keep its numbers, flags and shape", () => {
    const entry = { title: "Since {foundedYear}", count: 3, shown: true, items: [{ text: "{rating}" }] };
    expect(fillPlaceholders(entry, values, "f")).toEqual({
      title: `Since ${business.figures.foundedYear}`,
      count: 3,
      shown: true,
      items: [{ text: business.figures.rating }],
    });
  });

  it("name the field of an unknown placeholder deep in an entry", () => {
    expect(() => fillPlaceholders({ items: [{ text: "{nope}" }] }, values, "file.yaml")).toThrow(
      /file\.yaml → items\.0\.text/,
    );
  });

  it("list items in prose", () => {
    expect(listInProse(["cash", "check", "major credit cards"])).toBe("cash, check and major credit cards");
    expect(listInProse(["cash"])).toBe("cash");
  });
});

describe("the names text can put in braces", () => {
  it("are each shown to the owner in the description of the Business details field they come from", () => {
    const descriptions = JSON.stringify(z.toJSONSchema(fileSchema(businessSchema), { io: "input" }));
    for (const name of businessPlaceholders) expect(descriptions, `{${name}}`).toContain(`{${name}}`);
  });

  it("are the only names any field's description tells the owner to write", () => {
    for (const [key, kind] of Object.entries(contentKinds)) {
      // The estimator's words also name what the visitor answers, which it fills itself.
      const own = key === "estimatorPage" ? estimatorSlots : [];
      const known = new Set<string>([...businessPlaceholders, ...Object.keys(scopedPlaceholders), ...own]);
      const descriptions: string[] = [];
      JSON.stringify(
        z.toJSONSchema(fileSchema(kind.schema), { io: "input", unrepresentable: "any" }),
        (name, value) => {
          if (name === "description" && typeof value === "string") descriptions.push(value);
          return value;
        },
      );
      for (const [, name] of descriptions.join("\n").matchAll(/\{(\w+)\}/g))
        expect(known, `{${name}} in a description of ${key}`).toContain(name);
    }
  });

  it("are the names the build fills, no more and no fewer", () => {
    expect(Object.keys(values).sort()).toEqual([...businessPlaceholders].sort());
  });
});
