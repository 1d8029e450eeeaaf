/** The pages of the build in dist/, for the tests, which run after `npm run build` (built-pages.ts). */
import { join } from "node:path";
import { builtPages } from "./built-pages.ts";

export const sitePages = builtPages(join(import.meta.dirname, "../../dist"));
export type SitePage = (typeof sitePages)[number];

export const canonicalPages = sitePages.filter((entry) => entry.path === entry.canonicalPath);
