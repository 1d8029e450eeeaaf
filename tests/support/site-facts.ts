/** The company, its services and cities as the pages hand them to seo(), read from the content files. */
import { placeholderValues, fillPlaceholders } from "../../src/lib/placeholders.ts";
import type { SiteFacts } from "../../src/lib/json-ld.ts";
import { readBusiness, readCities, readServices } from "../../scripts/lib/content-files.ts";

export const business = readBusiness();
export const siteFacts: SiteFacts = {
  business,
  services: fillPlaceholders(readServices(), placeholderValues(business), "services"),
  cities: readCities(),
};
