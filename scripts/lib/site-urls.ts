/**
 * The addresses the built site must answer, for the tests and the benchmarks: the fixed pages,
 * each service at its two addresses, a page per city file, and the guides' list pages and a
 * page per published guide. The site itself does not read
 * this: each page is its file in src/pages/, so a test fails when a file goes missing.
 */
import { guidesPagePath, guidesPerPage } from "../../src/lib/guides.ts";
import { servicePaths } from "../../src/lib/service-paths.ts";
import { readCities, readGuides } from "../../src/lib/content-files.ts";

export type SitePage = {
  /** The address the page answers at. */
  path: string;
  /** The address search engines should index; differs from path only for the short service aliases. */
  canonicalPath: string;
  /** The file in src/pages/ that renders it, without .astro: one per kind of page. */
  kind: string;
};

const page = (path: string, kind: string): SitePage => ({ path, canonicalPath: path, kind });

const guides = readGuides();
/** The guides list's pages: /moving-guides, then /moving-guides/2 and on, twelve guides each. */
const guideListPages = Array.from({ length: Math.max(1, Math.ceil(guides.length / guidesPerPage)) }, (_, index) =>
  page(guidesPagePath(index + 1), "moving-guides/[...page]"),
);

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
  ...guideListPages,
  ...guides.map((guide) => page(guide.path, "moving-guides/[slug]")),
];

export const canonicalPages = sitePages.filter((entry) => entry.path === entry.canonicalPath);
