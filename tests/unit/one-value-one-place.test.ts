/**
 * A business value is typed once, in src/content/business.yaml; every other content file names
 * it as a placeholder ({phone}, {foundedYear}), so changing it there changes every page.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { contentRoot, readBusiness, readSingleton } from "../../src/lib/content/content-files.ts";
import { fillPlaceholders, placeholderValues } from "../../src/lib/content/placeholders";

const business = readBusiness();
const values = placeholderValues(business);

/** The values a text would retype, each with the placeholder that says it instead. */
const retyped: [string, string][] = [
  [business.name, "{companyName}"],
  [business.shortName, "{shortName}"],
  [business.phone.display, "{phone}"],
  [business.phone.tel.slice(2), "{phone}"],
  [business.email, "{email}"],
  [business.address.street, "{address}"],
  [String(business.figures.foundedYear), "{foundedYear}"],
  ...(["yearsExperience", "totalMoves", "atlantaMoves", "seniorMoves", "officeMoves"] as const).map(
    (figure): [string, string] => [business.figures[figure], `{${figure}}`],
  ),
  [`${business.commitments.quoteCallbackMinutes} minutes`, "{quoteCallbackMinutes} minutes"],
  [`${business.commitments.emailReplyHours} hours`, "{emailReplyHours} hours"],
  [`${business.commitments.confirmHoursBefore} hours before`, "{confirmHoursBefore} hours before"],
  ...(
    [
      "packingFragileOnly",
      "packingPartial",
      "packingFullService",
      "storageBasic",
      "storageClimateControlled",
      "storagePremium",
      "basicLiabilityPerPound",
    ] as const
  ).map((price): [string, string] => [values[price]!, `{${price}}`]),
  [business.licenses.usdot, "{usdot}"],
  [business.licenses.mc, "{mc}"],
];

const files = readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(yaml|md)$/.test(file) && file !== "business.yaml")
  .map((file) => join(contentRoot, file));

describe("the content files other than the business details", () => {
  it("name business values as placeholders instead of retyping them", () => {
    const found: string[] = [];
    for (const file of files) {
      // A city's own move count may equal a company figure (Brookhaven's and the office moves are both 1,500+).
      const text = readFileSync(file, "utf8").replace(/^moves: .*$/m, "");
      for (const [value, placeholder] of retyped)
        if (new RegExp(`(^|[^\\w$.,])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w,]*\\d)`).test(text))
          found.push(`${relative(contentRoot, file)}: "${value}" (write ${placeholder})`);
    }
    expect(found).toEqual([]);
  });
});

describe("the price tiers' names", () => {
  it("are typed once, in the business details: renaming a tier renames it on its pricing section", () => {
    const renamed = placeholderValues({
      ...business,
      prices: {
        ...business.prices,
        packingTiers: { fragileOnly: "Breakables", partial: "Some rooms", fullService: "Whole home" },
        storageTiers: { basic: "Standard", climateControlled: "Steady climate", premium: "Top" },
      },
    });
    const tierNames = (key: "packingServicesPage" | "storageSolutionsPage") =>
      fillPlaceholders(readSingleton(key).pricing.tiers, renamed, key).map((tier) => tier.name);
    expect(tierNames("packingServicesPage")).toEqual([
      "Breakables packing",
      "Some rooms packing",
      "Whole home packing",
    ]);
    expect(tierNames("storageSolutionsPage")).toEqual(["Standard", "Steady climate", "Top"]);
  });
});
