/** The services (src/content/services.yaml), in the order the home page, menus and footer list them. */
import { checkbox, choice, group, list, prose, text, wordsConfirmed } from "./field.ts";
import { iconNames } from "./icons.ts";

/**
 * The service pages: the editor's name, the file of its words, its canonical address and short alias
 * (src/pages/[service].astro builds both), and `id`, its pictures' folder and its ids' prefix ("packing-reviews").
 */
export const servicePages = {
  "residential-moving": {
    label: "Residential moving",
    words: "residentialMovingPage",
    path: "/residential-moving-atlanta",
    shortPath: "/residential-moving",
    id: "residential",
  },
  "senior-moving": {
    label: "Senior moving",
    words: "seniorMovingPage",
    path: "/senior-moving-services-atlanta",
    shortPath: "/senior-moving-services",
    id: "senior",
  },
  "commercial-moving": {
    label: "Commercial and office moving",
    words: "commercialMovingPage",
    path: "/commercial-office-moving-atlanta",
    shortPath: "/commercial-office-moving",
    id: "commercial",
  },
  "packing-services": {
    label: "Packing",
    words: "packingServicesPage",
    path: "/packing-services-atlanta",
    shortPath: "/packing-services",
    id: "packing",
  },
  "storage-solutions": {
    label: "Storage",
    words: "storageSolutionsPage",
    path: "/storage-solutions",
    shortPath: "/storage-solutions",
    id: "storage",
  },
} as const;

export type ServicePageKey = keyof typeof servicePages;

export const servicePageKeys = Object.keys(servicePages) as [ServicePageKey, ...ServicePageKey[]];

/** The editor's name for each service page. */
export const servicePageLabels = Object.fromEntries(
  servicePageKeys.map((key) => [key, servicePages[key].label]),
) as Record<ServicePageKey, string>;

/** The short addresses that serve a page whose canonical address is another. */
export const aliasPaths: readonly string[] = Object.values(servicePages)
  .filter(({ path, shortPath }) => path !== shortPath)
  .map(({ shortPath }) => shortPath);

/** The address search engines should index for a page answering at `path`: a short service address names its -atlanta page. */
export function canonicalPathOf(path: string): string {
  return Object.values(servicePages).find(({ shortPath }) => shortPath === path)?.path ?? path;
}

export const servicesSchema = group("Services", "The services, their names and summaries.", {
  wordsConfirmed: wordsConfirmed("the services' names and summaries"),
  services: list(
    "Services",
    "Each service, in order.",
    group("Service", "One service.", {
      page: choice("Page", "The page that describes the service.", servicePageKeys, servicePageLabels),
      name: text("Name", "The service's name in menus, cards and search results.", 40),
      summary: prose("Summary", "One sentence for the home page's card.", 160),
      icon: choice("Icon", "The picture on its card.", iconNames),
      featured: checkbox("Featured", "In the header's Services menu and on the home page's cards."),
    }),
    { min: 1, itemLabel: "name" },
  ),
});
