/** The company, its services and cities as the pages hand them to seo(), derived as the build derives them. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { SiteFacts } from "../../src/lib/seo/json-ld.ts";
import { readEntries, readGuides, readSite } from "../../src/lib/content/content-files.ts";
import { guidesPath } from "../../src/lib/content/guides.ts";

const site = readSite();

export const business = site.business;
export const siteFacts: SiteFacts = {
  business,
  // The build names its rendered files by content hash; these stand in for them.
  pictures: { logo: "/_astro/logo.png", share: { path: "/_astro/share.jpg", alt: "A moving truck at dusk" } },
  services: site.services(),
  cities: site.cities(),
};

/** The spec's ten cities, in its order (the home page's service-areas list). */
export const specCityNames = [
  "Atlanta",
  "Decatur",
  "Marietta",
  "Smyrna",
  "Brookhaven",
  "Dunwoody",
  "Norcross",
  "Peachtree Corners",
  "Chamblee",
  "East Point",
];

/** The city pages' own words, with their business values filled in as the pages show them. */
export const cityPages = site.cities();

/** The FAQ's questions and the checklist's weeks, as the pages show them. */
export const faqQuestions = site.faqQuestions();
export const checklistWeeks = site.checklistWeeks();

/**
 * The canonical address of every page the unit tests can know without a build: each fixed page
 * (a file in src/pages/), service, city, legal page and guide, and the guides list. The browser tests walk the built
 * list
 * (scripts/lib/site-urls.ts).
 */
export const pagePaths: readonly string[] = [
  ...new Set([
    ...readdirSync(join(import.meta.dirname, "../../src/pages"))
      .filter((file) => /^[a-z][a-z0-9-]*\.astro$/.test(file))
      .map((file) => (file === "index.astro" ? "/" : `/${file.replace(/\.astro$/, "")}`))
      .filter((path) => !site.services().some((service) => service.shortPath === path && service.path !== path)),
    ...site.services().map((service) => service.path),
    ...site.cities().map((city) => city.path),
    ...readEntries("legal").map((page) => `/${page.id}`),
    guidesPath,
    ...readGuides().map((guide) => guide.path),
  ]),
];
