/**
 * The one list of the site's URLs. routes.ts mounts it, react-router.config.ts
 * pre-renders it, the sitemap and the tests read it: nobody keeps a second list.
 */
import { cityDirectory } from "../content/city-directory.ts";

export type SitePage = {
  /** The URL path this page answers at. */
  path: string;
  /** The route module, relative to app/. Alias paths share one module. */
  file: string;
  /** The URL search engines should index; differs from path only for the short service aliases. */
  canonicalPath: string;
};

function page(path: string, file: string): SitePage {
  return { path, file, canonicalPath: path };
}

/** The header links the -atlanta paths, the home cards the short ones: one page, two URLs, one canonical. */
function aliasedPage(canonicalPath: string, aliasPath: string, file: string): SitePage[] {
  return [page(canonicalPath, file), { path: aliasPath, file, canonicalPath }];
}

export const sitePages: readonly SitePage[] = [
  page("/", "routes/home.tsx"),
  ...aliasedPage("/residential-moving-atlanta", "/residential-moving", "routes/residential-moving.tsx"),
  ...aliasedPage("/senior-moving-services-atlanta", "/senior-moving-services", "routes/senior-moving.tsx"),
  ...aliasedPage("/commercial-office-moving-atlanta", "/commercial-office-moving", "routes/commercial-moving.tsx"),
  ...aliasedPage("/packing-services-atlanta", "/packing-services", "routes/packing-services.tsx"),
  page("/storage-solutions", "routes/storage-solutions.tsx"),
  page("/service-areas", "routes/service-areas.tsx"),
  ...cityDirectory.map((city) => page(city.path, "routes/city.tsx")),
  page("/about", "routes/about.tsx"),
  page("/contact", "routes/contact.tsx"),
  page("/get-a-moving-quote", "routes/get-a-moving-quote.tsx"),
  page("/privacy", "routes/privacy.tsx"),
  page("/terms", "routes/terms.tsx"),
];

/** Pre-rendered through the catch-all route, then published as /404.html for static hosts. */
export const notFoundPrerenderPath = "/404";

export const canonicalPages = sitePages.filter((entry) => entry.path === entry.canonicalPath);

export function canonicalPathFor(path: string): string | undefined {
  return sitePages.find((entry) => entry.path === path)?.canonicalPath;
}

/** A stable route id per path, since alias pairs and the city pages share a module. */
export function routeIdFor(path: string): string {
  return path === "/" ? "home" : path.slice(1);
}
