/**
 * The header's and footer's menus, from the services and cities the owner lists (each marks
 * whether it is in the header's menu) and the navigation words of src/content/site.yaml.
 */
import { content } from "./content";

export type { NavLink, NavMenu } from "../lib/content/site-content";

export const {
  words: navigationWords,
  servicesMenu,
  locationsMenu,
  headerMenus,
  footerServiceLinks,
  footerAreaLinks,
  helpLinks,
  legalLinks,
} = content.navigation();
