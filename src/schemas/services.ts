/** The services (src/content/services.yaml), in the order the home page, menus and footer list them. */
import { checkbox, choice, group, list, prose, text, wordsConfirmed } from "./field.ts";
import { iconNames } from "./icons.ts";

/** Each service page's editor name and canonical address; [service].astro also serves it without "-atlanta". */
const pages = {
  "residential-moving": { label: "Residential moving", path: "/residential-moving-atlanta" },
  "senior-moving": { label: "Senior moving", path: "/senior-moving-services-atlanta" },
  "commercial-moving": { label: "Commercial and office moving", path: "/commercial-office-moving-atlanta" },
  "packing-services": { label: "Packing", path: "/packing-services-atlanta" },
  "storage-solutions": { label: "Storage", path: "/storage-solutions" },
} as const;

export type ServicePageKey = keyof typeof pages;

/**
 * From "packing-services": `id` "packing" (the pictures' folder, the ids' prefix) and `words` "packingServicesPage".
 */
type Named<K> = K extends `${infer Id}-${infer Rest}` ? { id: Id; words: `${Id}${Capitalize<Rest>}Page` } : never;

export const servicePages = Object.fromEntries(
  Object.entries(pages).map(([key, page]) => {
    const [id, rest] = key.split("-") as [string, string];
    const words = `${id}${rest[0]!.toUpperCase()}${rest.slice(1)}Page`;
    return [key, { ...page, id, words, shortPath: page.path.replace(/-atlanta$/, "") }];
  }),
) as { [K in ServicePageKey]: (typeof pages)[K] & Named<K> & { shortPath: string } };

/** The editor's name for each service page. */
export const servicePageLabels = Object.fromEntries(
  Object.entries(pages).map(([key, { label }]) => [key, label]),
) as Record<ServicePageKey, string>;

/** The short addresses that serve a page whose canonical address is another. */
export const aliasPaths = Object.values(servicePages).flatMap(({ path, shortPath }) =>
  path === shortPath ? [] : shortPath,
);

/**
 * The address search engines should index for a page answering at `path`: a short service address names its -atlanta
 * page.
 */
export function canonicalPathOf(path: string) {
  return Object.values(servicePages).find(({ shortPath }) => shortPath === path)?.path ?? path;
}

export const servicesSchema = group("Services", "The services, their names and summaries.", {
  wordsConfirmed: wordsConfirmed("the services' names and summaries"),
  services: list(
    "Services",
    "Each service, in order.",
    group("Service", "One service.", {
      page: choice("Page", "The page that describes the service.", servicePageLabels),
      name: text("Name", "The service's name in menus, cards and search results.", { max: 40 }),
      summary: prose("Summary", "One sentence for the home page's card.", { max: 160 }),
      icon: choice("Icon", "The picture on its card.", iconNames),
      featured: checkbox("Featured", "In the header's Services menu and on the home page's cards."),
    }),
    { min: 1, itemLabel: "name" },
  ),
});
