import { cityDirectory } from "../content/city-directory";
import { allServices, movingServices } from "../content/services";

export type NavLink = { label: string; to: string };
export type NavMenu = { label: string; links: NavLink[] };

/** The header's Services menu: the four -atlanta service pages. */
export const servicesMenu: NavMenu = {
  label: "Services",
  links: movingServices.map((service) => ({ label: service.name, to: service.path })),
};

/** The spec's four header cities. */
const headerCitySlugs = ["atlanta", "decatur", "marietta", "smyrna"];
const headerCities = headerCitySlugs.map((slug) => {
  const city = cityDirectory.find((entry) => entry.slug === slug);
  if (!city) throw new Error(`navigation: no city with slug "${slug}" in app/content/city-directory.ts`);
  return { label: city.name, to: city.path };
});

export const locationsMenu: NavMenu = { label: "Locations", links: headerCities };

export const footerServiceLinks: NavLink[] = allServices.map((service) => ({ label: service.name, to: service.path }));
export const footerAreaLinks: NavLink[] = [...headerCities, { label: "All Service Areas", to: "/service-areas" }];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
];
