/** The company, its services and cities as the pages hand them to seo(), read from the content files. */
import { fillPlaceholders, listInProse, placeholderValues } from "../../src/lib/placeholders.ts";
import type { SiteFacts } from "../../src/lib/json-ld.ts";
import { readBusiness, readCities, readServices, readSingleton } from "../../scripts/lib/content-files.ts";

export const business = readBusiness();
export const siteFacts: SiteFacts = {
  business,
  // The build names its rendered files by content hash; these stand in for them.
  pictures: { logo: "/_astro/logo.png", share: { path: "/_astro/share.jpg", alt: "A moving truck at dusk" } },
  services: fillPlaceholders(readServices(), placeholderValues(business), "services"),
  cities: readCities(),
};

/** The city pages' own words, with their business values filled in as the pages show them. */
export const cityPages = readCities().map((city) =>
  fillPlaceholders(city, { ...placeholderValues(business), cityMoves: city.moves }, city.slug),
);

/** The FAQ's questions and the checklist's weeks, as the pages show them. */
export const faqQuestions = fillPlaceholders(
  readSingleton("faq").questions,
  { ...placeholderValues(business), cityNames: listInProse(readCities().map((city) => city.name)) },
  "faq",
);
export const checklistWeeks = fillPlaceholders(
  readSingleton("checklist").weeks,
  placeholderValues(business),
  "moving-checklist",
);
