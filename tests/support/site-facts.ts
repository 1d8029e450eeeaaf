/** The company, its services and cities as the pages hand them to seo(), derived as the build derives them. */
import type { SiteFacts } from "../../src/lib/json-ld.ts";
import { readSite } from "../../src/lib/content-files.ts";

const site = readSite();

export const business = site.business;
export const siteFacts: SiteFacts = {
  business,
  // The build names its rendered files by content hash; these stand in for them.
  pictures: { logo: "/_astro/logo.png", share: { path: "/_astro/share.jpg", alt: "A moving truck at dusk" } },
  services: site.services(),
  cities: site.cities(),
};

/** The city pages' own words, with their business values filled in as the pages show them. */
export const cityPages = site.cities();

/** The FAQ's questions and the checklist's weeks, as the pages show them. */
export const faqQuestions = site.faqQuestions();
export const checklistWeeks = site.checklistWeeks();
