/** The words every page shares (src/content/site.yaml), filled with the business values. */
import { singleton } from "./content";

export const siteText = singleton("site");
