/**
 * The header's and footer's menus, from the services and cities the owner lists (each marks
 * whether it is in the header's menu) and the site's fixed pages.
 */
import { guidesPath } from "../lib/guides";
import { cities, services } from "./content";

export type NavLink = { label: string; href: string };
export type NavMenu = { label: string; links: NavLink[] };

const serviceList = await services();
const headerCities = (await cities())
  .filter((city) => city.inHeaderMenu)
  .map((city) => ({ label: city.name, href: city.path }));

/** The header's Services menu: the -atlanta service pages. */
export const servicesMenu: NavMenu = {
  label: "Services",
  links: serviceList
    .filter((service) => service.featured)
    .map((service) => ({ label: service.name, href: service.path })),
};

export const locationsMenu: NavMenu = { label: "Locations", links: headerCities };

export const footerServiceLinks: NavLink[] = serviceList.map((service) => ({
  label: service.name,
  href: service.path,
}));
export const footerAreaLinks: NavLink[] = [...headerCities, { label: "All Service Areas", href: "/service-areas" }];

/** The footer's "Moving help" group: answers and tools before the call. */
export const helpLinks: NavLink[] = [
  { label: "Moving cost estimator", href: "/moving-cost-estimator" },
  { label: "Moving FAQ", href: "/moving-faq" },
  { label: "Moving checklist", href: "/moving-checklist" },
  { label: "Moving guides", href: guidesPath },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Accessibility", href: "/accessibility" },
];

/** The header's two menus, in order. */
export const headerMenus: readonly NavMenu[] = [servicesMenu, locationsMenu];
