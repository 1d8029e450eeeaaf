import { cityDirectory } from "../content/city-directory";
import { allServices, movingServices } from "../content/services";

export type NavLink = { label: string; href: string };
export type NavMenu = { label: string; links: NavLink[] };

/** The header's Services menu: the four -atlanta service pages. */
export const servicesMenu: NavMenu = {
  label: "Services",
  links: movingServices.map((service) => ({ label: service.name, href: service.path })),
};

/** The spec's four header cities. */
const headerCitySlugs = ["atlanta", "decatur", "marietta", "smyrna"];
const headerCities = headerCitySlugs.map((slug) => {
  const city = cityDirectory.find((entry) => entry.slug === slug);
  if (!city) throw new Error(`navigation: no city with slug "${slug}" in src/content/city-directory.ts`);
  return { label: city.name, href: city.path };
});

export const locationsMenu: NavMenu = { label: "Locations", links: headerCities };

export const footerServiceLinks: NavLink[] = allServices.map((service) => ({
  label: service.name,
  href: service.path,
}));
export const footerAreaLinks: NavLink[] = [...headerCities, { label: "All Service Areas", href: "/service-areas" }];

/** The footer's "Moving help" group: answers and tools before the call. */
export const helpLinks: NavLink[] = [
  { label: "Moving cost estimator", href: "/moving-cost-estimator" },
  { label: "Moving FAQ", href: "/moving-faq" },
  { label: "Moving checklist", href: "/moving-checklist" },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Accessibility", href: "/accessibility" },
];

/** The header's two menus, in order; the islands get them as props. */
export const headerMenus: readonly NavMenu[] = [servicesMenu, locationsMenu];
