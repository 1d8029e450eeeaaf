/**
 * The one list of the site's URLs. src/pages/[...slug].astro renders it, the sitemap and the
 * tests read it: nobody keeps a second list. Each entry names the template (src/templates/)
 * that renders it.
 */
import { cityDirectory } from "../content/city-directory.ts";

export type TemplateName =
  | "home"
  | "residential-moving"
  | "senior-moving"
  | "commercial-moving"
  | "packing-services"
  | "storage-solutions"
  | "service-areas"
  | "city"
  | "about"
  | "contact"
  | "get-a-moving-quote"
  | "privacy"
  | "terms"
  | "moving-faq"
  | "moving-checklist"
  | "accessibility"
  | "moving-cost-estimator";

export type SitePage = {
  /** The URL path this page answers at. */
  path: string;
  /** The template that renders it. Alias paths share one. */
  template: TemplateName;
  /** The URL search engines should index; differs from path only for the short service aliases. */
  canonicalPath: string;
};

function page(path: string, template: TemplateName): SitePage {
  return { path, template, canonicalPath: path };
}

/** The header links the -atlanta paths, the home cards the short ones: one page, two URLs, one canonical. */
function aliasedPage(canonicalPath: string, aliasPath: string, template: TemplateName): SitePage[] {
  return [page(canonicalPath, template), { path: aliasPath, template, canonicalPath }];
}

export const sitePages: readonly SitePage[] = [
  page("/", "home"),
  ...aliasedPage("/residential-moving-atlanta", "/residential-moving", "residential-moving"),
  ...aliasedPage("/senior-moving-services-atlanta", "/senior-moving-services", "senior-moving"),
  ...aliasedPage("/commercial-office-moving-atlanta", "/commercial-office-moving", "commercial-moving"),
  ...aliasedPage("/packing-services-atlanta", "/packing-services", "packing-services"),
  page("/storage-solutions", "storage-solutions"),
  page("/service-areas", "service-areas"),
  ...cityDirectory.map((city) => page(city.path, "city")),
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

export function canonicalPathFor(path: string): string | undefined {
  return sitePages.find((entry) => entry.path === path)?.canonicalPath;
}
