/** The pages of the build in dist/, for the tests, which run after `npm run build` (built-pages.ts). */
import { join } from "node:path";
import { builtPages, type SitePage } from "./built-pages.ts";

export type { SitePage };

export const sitePages: readonly SitePage[] = builtPages(join(import.meta.dirname, "../../dist"));

export const canonicalPages = sitePages.filter((entry) => entry.path === entry.canonicalPath);
