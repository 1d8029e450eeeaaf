/**
 * The addresses the built site must answer, for the tests and the benchmarks: the fixed pages,
 * each service at its two addresses, and a page per city file. The site itself does not read
 * this: each page is its file in src/pages/, so a test fails when a file goes missing.
 */
import { servicePaths } from "../../src/lib/service-paths.ts";
import { readCities } from "./content-files.ts";

export type SitePage = {
  /** The address the page answers at. */
  path: string;
  /** The address search engines should index; differs from path only for the short service aliases. */
  canonicalPath: string;
  /** The file in src/pages/ that renders it, without .astro: one per kind of page. */
  kind: string;
};

const page = (path: string, kind: string): SitePage => ({ path, canonicalPath: path, kind });

export const sitePages: readonly SitePage[] = [
  page("/", "index"),
  ...Object.values(servicePaths).flatMap(({ path, shortPath }) => [
    page(path, path.slice(1)),
    ...(shortPath === path ? [] : [{ path: shortPath, canonicalPath: path, kind: path.slice(1) }]),
  ]),
  page("/service-areas", "service-areas"),
  ...readCities().map((city) => page(`/movers-${city.slug}-ga`, "movers-[city]-ga")),
  page("/about", "about"),
  page("/contact", "contact"),
  page("/get-a-moving-quote", "get-a-moving-quote"),
  page("/privacy", "privacy"),
  page("/terms", "terms"),
  page("/moving-faq", "moving-faq"),
  page("/moving-checklist", "moving-checklist"),
  page("/accessibility", "accessibility"),
  page("/moving-cost-estimator", "moving-cost-estimator"),
];

export const canonicalPages = sitePages.filter((entry) => entry.path === entry.canonicalPath);
