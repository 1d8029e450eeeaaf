/** The header's and footer's menus: the owner's services and cities, and the navigation words of src/content/site.yaml. */
import { content } from "./content";
import type { NavLink, NavMenu } from "../lib/content/site-content";

export type { NavLink, NavMenu };

export const {
  words: navigationWords,
  servicesMenu,
  locationsMenu,
  footerServiceLinks,
  footerAreaLinks,
  helpLinks,
  legalLinks,
} = content.navigation();

/** The header's navigation, in order, for desktop and phone alike: a page, or a menu of pages. */
export const headerNavigation: readonly (NavLink | NavMenu)[] = [
  { label: "Home", href: "/" },
  servicesMenu,
  locationsMenu,
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];
