/** The services (src/content/services.yaml), in the order the home page, menus and footer list them. */
import { checkbox, choice, entries, group, list, prose, text, wordsConfirmed } from "./field.ts";
import { iconNames } from "./icons.ts";

/** The service pages, by their file in src/pages/. */
export const servicePageKeys = [
  "residential-moving",
  "senior-moving",
  "commercial-moving",
  "packing-services",
  "storage-solutions",
] as const;

export type ServicePageKey = (typeof servicePageKeys)[number];

/** The editor's name for each service page. */
export const servicePageLabels = {
  "residential-moving": "Residential moving",
  "senior-moving": "Senior moving",
  "commercial-moving": "Commercial and office moving",
  "packing-services": "Packing",
  "storage-solutions": "Storage",
} as const satisfies Record<ServicePageKey, string>;

export const servicesSchema = group(
  {
    wordsConfirmed: wordsConfirmed("the services' names and summaries"),
    services: entries(
      { label: "Service", description: "One service." },
      {
        page: choice(servicePageKeys, {
          label: "Page",
          description: "The page that describes the service.",
          optionLabels: servicePageLabels,
        }),
        name: text({ label: "Name", description: "The service's name in menus, cards and search results.", max: 40 }),
        summary: prose({ label: "Summary", description: "One sentence for the home page's card.", max: 160 }),
        icon: choice(iconNames, { label: "Icon", description: "The picture on its card." }),
        featured: checkbox({
          label: "Featured",
          description: "In the header's Services menu and on the home page's cards.",
        }),
      },
      { label: "Services", description: "Each service, in order.", min: 1, itemLabel: "name" },
    ),
  },
  { label: "Services", description: "The services, their names and summaries." },
);
